import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, List, Modal, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { documentsKey } from '../api/documents';
import type { StaffMessageKey } from '../../../../../engine/i18n/translateStaff';
import { caseFileKey, getCaseFile, reveal, type CaseRow, type ReviewComment } from '../api/caseFile';
import { needsWords } from './queueView';
import { commentTarget, partyName, partyTitle, unitTitle, withRevealed } from './caseFileLabels';
import { act, claim, type ClaimKind } from '../api/outcomes';
import { ClaimBar } from './ClaimBar';
import { OpinionModal } from './OpinionModal';
import { SendBackModal } from './SendBackModal';
import { roleLabel } from '../../../lib/roleLabel';
import { ChecksPanel } from './ChecksPanel';
import { DiffPanel } from './DiffPanel';
import { MaterialsPanel } from './MaterialsPanel';
import { DocumentsPanel } from './DocumentsPanel';
import { RecordCard, type CommentTarget } from './RecordCard';
import { useStaffT as useT } from '../../../lib/i18n';
import { ReviewWordsModal, type WordsBody } from './ReviewWordsModal';
import { DeadlineTags } from './DeadlineTags';
import { SuspendModal } from './SuspendModal';
import { errorText } from '../../../lib/errorText';
import { PageTitle, SectionTitle } from '../../../lib/PageTitle';
import { formatDateTime } from '../../../../../engine/dates/formatDateTime';

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
  const { mutate: refresh } = useSWRConfig();
  const [revealed, setRevealed] = useState<Record<string, CaseRow[]>>();
  const [pending, setPending] = useState<Pending[]>([]);
  const [annotating, setAnnotating] = useState<CommentTarget>();
  const [returning, setReturning] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const [concluding, setConcluding] = useState<string>();
  const [suspending, setSuspending] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [note] = Form.useForm<{ text?: string }>();

  if (error) return <Alert type="error" title={errorText(error)} />;
  if (!file) return <Spin />;
  const { application } = file;

  // The toast says what happened (受理成功, 已登簿…), in the configuration's words.
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      void message.success(t(`staff.review.done.${done}` as StaffMessageKey));
      setPending([]);
    } catch (failure) {
      void message.error(errorText(failure));
    }
    // An outcome may write documents too (受理's notice, 发证's handover and licence): the panel reads them again with the case.
    await Promise.all([mutate(), refresh(documentsKey(key))]);
  };
  const outcome = (action: string, body: Record<string, unknown> = {}) => run(act({ id: application.id, stage: application.stage ?? '' }, action, body), action);
  const onClaim = (kind: ClaimKind, to?: string) => void run(claim(application, kind, to), kind);
  // Words first where the outcome needs them; 发证 asks how the certificate is handed over (DocumentsPanel's
  // form, its confirmation; its opinion the configured default); an opinion (and 登簿's confirmation) where it records one.
  const press = (action: string) => {
    if (action === 'return') setReturning(true);
    else if (action === 'reject') setRejecting(true);
    else if (action === 'sendBack') setSendingBack(true);
    else if (action === 'suspend') setSuspending(true);
    else if (action === 'issue') setIssuing(true);
    else if (file.opinions[action]) setConcluding(action);
    else void outcome(action);
  };
  const showFull = async () => {
    try {
      const answer = await reveal(application.id);
      setRevealed(Object.fromEntries(answer.parties.map((party) => [party.id, party.rows])));
    } catch (failure) {
      void message.error(errorText(failure));
    }
  };
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
  // The 批注 buttons show while the member may return the application now.
  const annotate = file.actions.includes('return') ? setAnnotating : undefined;

  return (
    <section>
      <Space style={{ marginBottom: 8 }}>
        <Link to="/queue">{t('staff.caseFile.back')}</Link>
      </Space>
      <PageTitle>{application.business}</PageTitle>
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
            children: <DeadlineTags clock={application} />,
          },
          { key: 'version', label: t('staff.caseFile.configVersion'), children: `#${application.configVersion.number} (${application.configVersion.hash.slice(0, 8)})` },
          { key: 'region', label: t('staff.queue.region'), children: `${application.region.name} ${application.region.code}` },
          { key: 'applicant', label: t('staff.queue.applicant'), children: application.applicant },
          { key: 'submitted', label: t('staff.queue.submitted'), children: application.submittedAt ? formatDateTime(application.submittedAt) : '—' },
          { key: 'claimed', label: t('staff.queue.claimedBy'), children: application.claimedBy ?? '—' },
        ]}
      />

      <ClaimBar id={application.id} claim={file.claim} onClaim={onClaim} />

      {file.actions.length > 0 && (
        <Space wrap style={{ marginBottom: 16 }}>
          {file.actions.map((action) => (
            <Button key={action} type={needsWords(action) ? 'default' : 'primary'} onClick={() => press(action)}>
              {t(`staff.review.action.${action}` as StaffMessageKey)}
            </Button>
          ))}
        </Space>
      )}

      <DocumentsPanel
        caseKey={key}
        mayPrint={file.actions.includes('issue')}
        issuing={issuing}
        onCancelIssue={() => setIssuing(false)}
        onIssue={(handover) => {
          setIssuing(false);
          void outcome('issue', { handover });
        }}
      />

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

      <SectionTitle>
        <Space>
          {t('staff.caseFile.parties')}
          {file.mayReveal && !revealed && (
            <Button size="small" onClick={() => void showFull()}>
              {t('staff.caseFile.reveal')}
            </Button>
          )}
        </Space>
      </SectionTitle>
      {revealed && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('staff.caseFile.revealNote')} />}
      {file.parties.map((party) => (
        <RecordCard key={party.id} title={partyTitle(party)} name={partyName(party)} record={party} rows={withRevealed(party.rows, revealed?.[party.id])} onAnnotate={annotate} />
      ))}

      <SectionTitle>{t('staff.caseFile.units')}</SectionTitle>
      {file.units.length ? file.units.map((unit, index) => <RecordCard key={unit.id} title={unitTitle(unit, index)} record={unit} onAnnotate={annotate} />) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}

      <SectionTitle>{t('staff.caseFile.rights')}</SectionTitle>
      {file.rights.length ? file.rights.map((rights) => <RecordCard key={rights.id} title={rights.formTitle} record={rights} onAnnotate={annotate} />) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}

      <SectionTitle>{t('staff.caseFile.materials')}</SectionTitle>
      <MaterialsPanel file={file} onAnnotate={annotate} />

      <SectionTitle>{t('staff.caseFile.lastComments')}</SectionTitle>
      {file.comments.length ? (
        <List
          size="small"
          bordered
          dataSource={file.comments}
          style={{ marginBottom: 16 }}
          renderItem={(comment) => (
            <List.Item>
              <Typography.Text strong>{commentTarget(file, comment)}</Typography.Text>
              {commentTarget(file, comment) && '：'}
              {comment.text}
            </List.Item>
          )}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('staff.caseFile.empty')}</Typography.Paragraph>
      )}

      <SectionTitle>{t('staff.caseFile.trail')}</SectionTitle>
      <Timeline
        items={file.trail.map((step) => ({
          key: step.id,
          title: formatDateTime(step.at),
          content: (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{step.activity}</Typography.Text>
              {step.actor && <Typography.Text>{t('staff.caseFile.actedBy', { who: step.actor, role: step.role ? roleLabel(t, step.role) : '' })}</Typography.Text>}
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
      <SendBackModal
        open={sendingBack}
        stages={file.sendBackTo}
        onCancel={() => setSendingBack(false)}
        onSend={(body) => {
          setSendingBack(false);
          void outcome('sendBack', body);
        }}
      />
      <OpinionModal
        id={application.id}
        action={concluding}
        opinion={concluding ? file.opinions[concluding] : undefined}
        onCancel={() => setConcluding(undefined)}
        onSend={(opinion) => {
          const action = concluding ?? '';
          setConcluding(undefined);
          void outcome(action, opinion ? { opinion } : {});
        }}
      />
      <SuspendModal
        open={suspending}
        onCancel={() => setSuspending(false)}
        onSend={(body) => {
          setSuspending(false);
          void outcome('suspend', { ...body });
        }}
      />
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
