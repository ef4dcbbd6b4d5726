import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useNavigate, useParams } from 'react-router-dom';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { confirmationKey, decide, getConfirmation, getPartnerApplication, partnerApplicationKey, type PartnerSection } from '../api/partner';
import { StaffApiError } from '../api/staffApi';
import { useStaffT as useT } from '../i18n';

/** A record's rows as the server shows them (numbers already masked). */
function SectionCard({ section, extra }: { section: PartnerSection; extra?: ReactNode }) {
  return (
    <Card size="small" title={section.title} extra={extra} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={2} items={section.rows.map((row, index) => ({ key: String(index), label: row.label, children: row.text }))} />
    </Card>
  );
}

/**
 * The institution's confirmation of this application: its state and, while it is requested, 确认
 * and 拒绝 with a reason (a void one is asked again by the filer first). The calls are the confirmation feature's; until they answer (404: none
 * requested, or not there yet) the panel says no confirmation was requested.
 */
function ConfirmationPanel({ id }: { id: string }) {
  const t = useT();
  const { message } = App.useApp();
  const { data, error, mutate } = useSWR(confirmationKey(id), getConfirmation, { shouldRetryOnError: false });
  const [declining, setDeclining] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      void message.success(t('staff.saved'));
    } catch (problem) {
      void message.error(problem instanceof Error ? problem.message : String(problem));
    }
    await mutate();
  };
  const decline = async () => {
    const { reason } = await form.validateFields();
    setDeclining(false);
    form.resetFields();
    await run(decide(id, 'decline', reason));
  };

  let body: ReactNode;
  if (error) body = error instanceof StaffApiError && error.status === 404 ? <Typography.Text type="secondary">{t('staff.partner.confirmationNone')}</Typography.Text> : <Alert type="error" title={error instanceof Error ? error.message : String(error)} />;
  else if (!data) body = <Spin />;
  else
    body = (
      <>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'state', label: t('staff.partner.state'), children: <Tag>{t(`staff.partner.confirmationState.${data.state}` as StaffMessageKey)}</Tag> },
            { key: 'party', label: t('staff.partner.partyName'), children: data.partyName },
            { key: 'requested', label: t('staff.partner.requestedAt'), children: data.requestedAt ?? '' },
            { key: 'decided', label: t('staff.partner.decidedAt'), children: data.decidedAt ?? '' },
            ...(data.reason ? [{ key: 'reason', label: t('staff.partner.reason'), children: data.reason }] : []),
          ]}
        />
        {data.state === 'requested' && (
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" onClick={() => void run(decide(id, 'confirm'))}>
              {t('staff.partner.confirm')}
            </Button>
            <Button danger onClick={() => setDeclining(true)}>
              {t('staff.partner.decline')}
            </Button>
          </Space>
        )}
      </>
    );

  return (
    <Card title={t('staff.partner.confirmation')} style={{ marginBottom: 16 }}>
      {body}
      <Modal open={declining} title={t('staff.partner.decline')} onOk={() => void decline()} onCancel={() => setDeclining(false)} okText={t('staff.ok')} cancelText={t('staff.cancel')}>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('staff.partner.reason')} rules={[{ required: true, whitespace: true, message: t('staff.partner.reasonRequired') }]}>
            <Input.TextArea maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** One application naming the member's institution, read-only: business, parties, units, rights, and the confirmation panel. */
export default function PartnerApplicationPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, error } = useSWR(partnerApplicationKey(id), getPartnerApplication, { shouldRetryOnError: false });
  const back = (
    <Button onClick={() => navigate('/partner')} style={{ marginBottom: 16 }}>
      {t('staff.partner.back')}
    </Button>
  );
  if (error) {
    return (
      <section>
        {back}
        <Alert type="error" role="alert" title={error instanceof StaffApiError && error.status === 404 ? t('staff.partner.notFound') : error instanceof Error ? error.message : String(error)} />
      </section>
    );
  }
  if (!data) return <Spin />;
  const { application } = data;
  return (
    <section>
      {back}
      <Typography.Title level={3}>{application.name}</Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={3}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'number', label: t('staff.partner.number'), children: application.prolsh ?? '' },
          { key: 'area', label: t('staff.partner.area'), children: application.areaname },
          { key: 'state', label: t('staff.partner.state'), children: application.state },
          { key: 'filer', label: t('staff.partner.filer'), children: application.filer },
          { key: 'submitted', label: t('staff.partner.submittedAt'), children: application.submittedAt },
        ]}
      />
      <ConfirmationPanel id={id} />
      <Typography.Title level={4}>{t('staff.partner.parties')}</Typography.Title>
      {data.parties.map((party, index) => (
        <SectionCard key={`party-${index}`} section={{ ...party, title: `${party.type}：${party.title}` }} extra={party.ours ? <Tag color="blue">{t('staff.partner.ours')}</Tag> : undefined} />
      ))}
      <Typography.Title level={4}>{t('staff.partner.units')}</Typography.Title>
      {data.units.map((unit, index) => (
        <SectionCard key={`unit-${index}`} section={unit} />
      ))}
      <Typography.Title level={4}>{t('staff.partner.rights')}</Typography.Title>
      {data.rights.map((rights, index) => (
        <SectionCard key={`rights-${index}`} section={rights} />
      ))}
    </section>
  );
}
