import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, List, Modal, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { caseFileKey, getCaseFile, reveal, type CaseFile, type CaseRecord, type CaseRow, type ReviewComment } from '../api/caseFile';
import { act } from '../api/queue';
import { ChecksPanel } from '../casefile/ChecksPanel';
import { DiffPanel } from '../casefile/DiffPanel';
import { MaterialsPanel } from '../casefile/MaterialsPanel';
import { RecordCard, type CommentTarget } from '../casefile/RecordCard';
import { useStaffT as useT } from '../i18n';
import { ReviewWordsModal, type WordsBody } from '../review/ReviewWordsModal';

type Pending = ReviewComment & { target: string };

/**
 * An application in full for its stage staff (docs/decisions/0051): the header with the stage,
 * deadline and configuration version; the parties (masked; the audited reveal for the roles the
 * server allows), units and rights as labelled rows; the pictures full size; the trail; the last
 * return's comments; the checks and the diff panels; and the stage's outcomes as the server lists
 * them, a return carrying comments attached to fields and material groups.
 */
export default function CaseFilePage() {
  const t = useT();
  const { message } = App.useApp();
  const { id = '' } = useParams();
  const key = caseFileKey(id);
  const { data: file, error, mutate } = useSWR(key, getCaseFile);
  const [revealed, setRevealed] = useState<Record<string, CaseRow[]>>();
  const [pending, setPending] = useState<Pending[]>([]);
  const [annotating, setAnnotating] = useState<CommentTarget>();
  const [returning, setReturning] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [note] = Form.useForm<{ text?: string }>();

  if (error) return <Alert type="error" title={error instanceof Error ? error.message : String(error)} />;
  if (!file) return <Spin />;
  const { application } = file;

  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      void message.success(t('staff.saved'));
      setPending([]);
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
    }
    await mutate();
  };
  const outcome = (action: string, body: Record<string, unknown> = {}) => run(act({ id: application.id, stage: application.stage ?? '' }, action, body));
  const press = (action: string) => (action === 'return' ? setReturning(true) : action === 'reject' ? setRejecting(true) : void outcome(action));
  const showFull = async () => {
    try {
      const answer = await reveal(application.id);
      setRevealed(Object.fromEntries(answer.parties.map((party) => [party.id, party.rows])));
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
    }
  };
  /** A party's rows with the revealed ones in full. */
  const partyRows = (partyId: string, rows: CaseRow[]) => rows.map((row) => revealed?.[partyId]?.find((full) => full.field === row.field) ?? row);
  const addComment = async () => {
    const { text } = await note.validateFields();
    if (!annotating) return;
    const { target, ...where } = annotating;
    setPending([...pending, { ...where, target, text: (text ?? '').trim() }]);
    setAnnotating(undefined);
    note.resetFields();
  };
  const sendReturn = () => {
    setReturning(false);
    void outcome('return', { comments: pending.map(({ target: _target, ...comment }) => comment) });
  };
  /** How the page calls a party on its 批注 buttons: its name for the business and its name (抵押人 李秀英). */
  const partyName = (party: CaseFile['parties'][number]) => [party.alias ?? party.typeLabel, party.name].filter(Boolean).join(' ');
  const unitTitle = (unit: CaseRecord, index: number) => `${unit.formTitle} ${index + 1}`;
  /** What a stored comment is attached to, as the page labels it (a field of a record, of a record's form, or a material group). */
  const commentTarget = (comment: ReviewComment) => {
    const named = [
      ...file.parties.map((party) => ({ record: party as CaseRecord, name: partyName(party) })),
      ...file.units.map((unit, index) => ({ record: unit, name: unitTitle(unit, index) })),
      ...file.rights.map((rights) => ({ record: rights as CaseRecord, name: rights.formTitle })),
    ];
    const own = comment.record ? named.find((entry) => entry.record.id === comment.record) : undefined;
    const record = own?.record ?? (comment.form ? named.find((entry) => entry.record.form === comment.form && entry.record.rows.some((row) => row.field === comment.field))?.record : undefined);
    const label = record?.rows.find((row) => row.field === comment.field)?.label;
    if (own) return `${own.name} · ${label ?? comment.field ?? ''}`;
    const group = comment.group ? (file.materials.find((entry) => entry.group === comment.group)?.name ?? comment.group) : undefined;
    return [record && `${record.formTitle} · ${label}`, comment.form && !record && `${comment.form}.${comment.field ?? ''}`, group].filter(Boolean).join('；');
  };
  // The 批注 buttons show while the member may return the application now.
  const annotate = file.actions.includes('return') ? setAnnotating : undefined;

  return (
    <section>
      <Space style={{ marginBottom: 8 }}>
        <Link to="/queue">{t('staff.caseFile.back')}</Link>
      </Space>
      <Typography.Title level={3}>{application.business}</Typography.Title>
      <Descriptions
        size="small"
        column={4}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'prolsh', label: t('staff.queue.number'), children: application.prolsh ?? '—' },
          { key: 'stage', label: t('staff.queue.stage'), children: <Tag color="blue">{application.stageName ?? '—'}</Tag> },
          {
            key: 'deadline',
            label: t('staff.queue.deadline'),
            children: (
              <Space>
                {application.deadline ? new Date(application.deadline).toLocaleDateString() : '—'}
                {application.overdue && <Tag color="red">{t('staff.queue.overdue')}</Tag>}
                {application.suspended && <Tag>{t('staff.queue.suspended')}</Tag>}
              </Space>
            ),
          },
          { key: 'version', label: t('staff.caseFile.configVersion'), children: `#${application.configVersion.number} (${application.configVersion.hash.slice(0, 8)})` },
          { key: 'region', label: t('staff.queue.region'), children: `${application.region.name} ${application.region.code}` },
          { key: 'applicant', label: t('staff.queue.applicant'), children: application.applicant },
          { key: 'submitted', label: t('staff.queue.submitted'), children: application.submittedAt ? new Date(application.submittedAt).toLocaleString() : '—' },
          { key: 'claimed', label: t('staff.queue.claimedBy'), children: application.claimedBy ?? '—' },
        ]}
      />

      {file.actions.length > 0 && (
        <Space wrap style={{ marginBottom: 16 }}>
          {file.actions.map((action) => (
            <Button key={action} type={action === 'return' || action === 'reject' ? 'default' : 'primary'} onClick={() => press(action)}>
              {t(`staff.review.action.${action}` as StaffMessageKey)}
            </Button>
          ))}
        </Space>
      )}

      {pending.length > 0 && (
        <Card size="small" title={t('staff.caseFile.pendingComments', { n: pending.length })} style={{ marginBottom: 16 }} data-testid="pending-comments">
          <List
            size="small"
            dataSource={pending}
            renderItem={(comment, index) => (
              <List.Item
                actions={[
                  <Button key="remove" size="small" type="link" onClick={() => setPending(pending.filter((_, at) => at !== index))}>
                    {t('staff.caseFile.remove')}
                  </Button>,
                ]}
              >
                <Typography.Text strong>{comment.target}</Typography.Text>：{comment.text}
              </List.Item>
            )}
          />
        </Card>
      )}

      <ChecksPanel caseKey={key} />
      <DiffPanel caseKey={key} />

      <Typography.Title level={4}>
        <Space>
          {t('staff.caseFile.parties')}
          {file.mayReveal && !revealed && (
            <Button size="small" onClick={() => void showFull()}>
              {t('staff.caseFile.reveal')}
            </Button>
          )}
        </Space>
      </Typography.Title>
      {revealed && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('staff.caseFile.revealNote')} />}
      {file.parties.map((party) => (
        <RecordCard key={party.id} title={party.alias ? `${party.alias}（${party.typeLabel}）` : party.typeLabel} name={partyName(party)} record={party} rows={partyRows(party.id, party.rows)} onAnnotate={annotate} />
      ))}

      <Typography.Title level={4}>{t('staff.caseFile.units')}</Typography.Title>
      {file.units.length ? file.units.map((unit, index) => <RecordCard key={unit.id} title={unitTitle(unit, index)} record={unit} onAnnotate={annotate} />) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}

      <Typography.Title level={4}>{t('staff.caseFile.rights')}</Typography.Title>
      {file.rights.length ? file.rights.map((rights) => <RecordCard key={rights.id} title={rights.formTitle} record={rights} onAnnotate={annotate} />) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}

      <Typography.Title level={4}>{t('staff.caseFile.materials')}</Typography.Title>
      <MaterialsPanel file={file} onAnnotate={annotate} />

      <Typography.Title level={4}>{t('staff.caseFile.lastComments')}</Typography.Title>
      {file.comments.length ? (
        <List
          size="small"
          bordered
          dataSource={file.comments}
          style={{ marginBottom: 16 }}
          renderItem={(comment) => (
            <List.Item>
              <Typography.Text strong>{commentTarget(comment)}</Typography.Text>
              {commentTarget(comment) && '：'}
              {comment.text}
            </List.Item>
          )}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('staff.caseFile.empty')}</Typography.Paragraph>
      )}

      <Typography.Title level={4}>{t('staff.caseFile.trail')}</Typography.Title>
      <Timeline
        items={file.trail.map((step) => ({
          key: step.id,
          title: new Date(step.at).toLocaleString(),
          content: (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{step.activity}</Typography.Text>
              {step.opinion && <Typography.Text type="secondary">{step.opinion}</Typography.Text>}
            </Space>
          ),
        }))}
      />

      <Modal
        open={Boolean(annotating)}
        title={annotating && t('staff.caseFile.annotateOn', { target: annotating.target })}
        onOk={() => void addComment()}
        onCancel={() => setAnnotating(undefined)}
        okText={t('staff.ok')}
        cancelText={t('staff.cancel')}
      >
        <Form form={note} layout="vertical">
          <Form.Item name="text" label={t('staff.queue.comment')} rules={[{ required: true, whitespace: true, message: t('staff.review.commentsMissing') }]}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      {/* A return sends the collected comments; with none collected it asks for a general one. */}
      <Modal
        open={returning && pending.length > 0}
        title={t('staff.review.action.return')}
        onOk={sendReturn}
        onCancel={() => setReturning(false)}
        okText={t('staff.ok')}
        cancelText={t('staff.cancel')}
      >
        <List size="small" dataSource={pending} renderItem={(comment) => <List.Item>{`${comment.target}：${comment.text}`}</List.Item>} />
      </Modal>
      <ReviewWordsModal
        asking={returning && pending.length === 0 ? 'return' : rejecting ? 'reject' : undefined}
        onCancel={() => {
          setReturning(false);
          setRejecting(false);
        }}
        onSend={(body: WordsBody) => {
          const action = rejecting ? 'reject' : 'return';
          setReturning(false);
          setRejecting(false);
          void outcome(action, body);
        }}
      />
    </section>
  );
}
