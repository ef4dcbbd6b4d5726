import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import useSWR, { useSWRConfig } from 'swr';
import { useNavigate, useParams } from 'react-router-dom';
import type { StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import type { PartnerRow } from '../../../../engine/contract/staff/partner';
import { confirmationKey, decide, getConfirmation, getPartnerApplication, isPartnerListKey, partnerApplicationKey, pictureUrl, type PartnerSection } from './api';
import { ApiError } from '../../../lib/api/apiError';
import { useStaffT as useT } from '../../lib/i18n';
import { useStaffMe } from '../../lib/staffContext';
import { MaterialGroupCards } from '../../lib/MaterialGroupCards';
import { errorText } from '../../lib/errorText';
import { PageTitle, SectionTitle } from '../../lib/PageTitle';

/** A record's rows as the server shows them (numbers already masked). */
function SectionCard({ section, extra }: { section: PartnerSection; extra?: ReactNode }) {
  return (
    <Card size="small" title={section.title} extra={extra} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={2} items={section.rows.map((row, index) => ({ key: String(index), label: row.label, children: row.text }))} />
    </Card>
  );
}

/**
 * The institution's confirmation of this application: its state, when it was asked and decided
 * (China time), and, while it is requested, 确认 (after a dialog saying what it commits the
 * institution to) and 拒绝 with a reason (a void one is asked again by the filer first). The calls
 * are the confirmation feature's; when they answer 404 (none requested) the panel says so.
 */
function ConfirmationPanel({ application }: { application: PartnerRow }) {
  const t = useT();
  const me = useStaffMe();
  const { id } = application;
  const { message, modal } = App.useApp();
  const { data, error, mutate } = useSWR(confirmationKey(id), getConfirmation, { shouldRetryOnError: false });
  const { mutate: mutateCached } = useSWRConfig();
  const [declining, setDeclining] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const run = async (work: Promise<unknown>, done: 'confirmed' | 'declined') => {
    try {
      await work;
      void message.success(t(`staff.partner.confirmationState.${done}`));
    } catch (problem) {
      void message.error(errorText(problem));
    }
    // The list's cached pages are stale too: back on the list, the badge and the row say what was decided.
    await Promise.all([mutate(), mutateCached(isPartnerListKey)]);
  };
  const decline = async () => {
    const { reason } = await form.validateFields();
    setDeclining(false);
    form.resetFields();
    await run(decide(id, 'decline', reason), 'declined');
  };
  const confirm = () =>
    modal.confirm({
      title: t('staff.partner.confirmTitle'),
      content: t('staff.partner.confirmText', { institution: me?.institution?.name ?? '', business: application.name, number: application.prolsh ?? '' }),
      okText: t('staff.partner.confirm'),
      cancelText: t('staff.cancel'),
      onOk: () => run(decide(id, 'confirm'), 'confirmed'),
    });

  let body: ReactNode;
  if (error) body = error instanceof ApiError && error.status === 404 ? <Typography.Text type="secondary">{t('staff.partner.confirmationNone')}</Typography.Text> : <Alert type="error" title={errorText(error)} />;
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
            { key: 'requested', label: t('staff.partner.requestedAt'), children: formatDateTime(data.requestedAt) },
            { key: 'decided', label: t('staff.partner.decidedAt'), children: formatDateTime(data.decidedAt) },
            ...(data.reason ? [{ key: 'reason', label: t('staff.partner.reason'), children: data.reason }] : []),
          ]}
        />
        {data.state === 'requested' && (
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" onClick={confirm}>
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

/** One application naming the member's institution, read-only: business (and its proof number after 缮证), parties, units, rights, papers, and the confirmation panel. */
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
        <Alert type="error" role="alert" title={error instanceof ApiError && error.status === 404 ? t('staff.partner.notFound') : errorText(error)} />
      </section>
    );
  }
  if (!data) return <Spin />;
  const { application } = data;
  return (
    <section>
      {back}
      <PageTitle>{application.name}</PageTitle>
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
          ...(data.proofNumber ? [{ key: 'proof', label: t('staff.partner.proofNumber'), children: data.proofNumber }] : []),
        ]}
      />
      <ConfirmationPanel application={application} />
      <SectionTitle>{t('staff.partner.parties')}</SectionTitle>
      {data.parties.map((party, index) => (
        <SectionCard key={`party-${index}`} section={{ ...party, title: `${party.type}：${party.title}` }} extra={party.ours ? <Tag color="blue">{t('staff.partner.ours')}</Tag> : undefined} />
      ))}
      <SectionTitle>{t('staff.partner.units')}</SectionTitle>
      {data.units.map((unit, index) => (
        <SectionCard key={`unit-${index}`} section={unit} />
      ))}
      <SectionTitle>{t('staff.partner.rights')}</SectionTitle>
      {data.rights.map((rights, index) => (
        <SectionCard key={`rights-${index}`} section={rights} />
      ))}
      <SectionTitle>{t('staff.partner.materials')}</SectionTitle>
      <MaterialGroupCards groups={data.materials} pictureUrl={(pictureId, thumb) => pictureUrl(id, pictureId, thumb)} />
    </section>
  );
}
