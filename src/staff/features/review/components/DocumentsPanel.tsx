import { App, Button, Card, Checkbox, Form, Input, List, Modal, Radio, Space, Typography } from 'antd';
import useSWR from 'swr';
import { documentUrl, documentsKey, getDocuments, printDocument, type CaseDocument, type HandoverForm } from '../api/documents';
import { useStaffT as useT } from '../../../lib/i18n';
import { errorText } from '../../../lib/errorText';
import { CallFailed } from '../../../lib/CallFailed';

/**
 * The case's documents (docs/decisions/0075): the 受理通知书 and the printed certificate or proof
 * with their numbers and PDFs, how 发证 handed it over; 缮证 for the member who may issue; and
 * 发证's handover form (the server checks it again).
 */
export function DocumentsPanel(props: { caseKey: string; mayPrint: boolean; issuing: boolean; onCancelIssue: () => void; onIssue: (handover: HandoverForm) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const { data, error, mutate } = useSWR(documentsKey(props.caseKey), getDocuments);
  const [form] = Form.useForm<HandoverForm>();
  const method = Form.useWatch('method', form);
  const documents = data?.documents ?? [];
  const printed = documents.find((document) => document.kind !== 'acceptanceNotice');

  const print = async () => {
    try {
      const answer = await printDocument(props.caseKey);
      void message.success(t('staff.documents.printedAs', { number: answer.number }));
    } catch (failure) {
      void message.error(errorText(failure));
    }
    await mutate();
  };
  const send = async () => props.onIssue(await form.validateFields());
  const handedOver = (document: CaseDocument) =>
    document.handover?.method === 'mail'
      ? t('staff.documents.mailedTo', { recipient: document.handover.recipient, waybill: document.handover.waybill })
      : document.handover && t('staff.documents.collectedBy', { recipient: document.handover.recipient, cardnum: document.handover.cardnum });

  return (
    <Card size="small" title={t('staff.documents.title')} style={{ marginBottom: 16 }} data-testid="case-documents" extra={props.mayPrint && !printed && <Button onClick={() => void print()}>{t('staff.documents.print')}</Button>}>
      <CallFailed error={error} />
      <List
        size="small"
        dataSource={documents}
        locale={{ emptyText: t('staff.caseFile.empty') }}
        renderItem={(document) => (
          <List.Item>
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{document.title}</Typography.Text>
              <Typography.Text data-testid={`document-${document.kind}`}>{document.number}</Typography.Text>
              {document.handover && <Typography.Text type="secondary">{handedOver(document)}</Typography.Text>}
            </Space>
            <Space>
              <a href={documentUrl(props.caseKey, document.kind === 'acceptanceNotice' ? 'notice' : 'registration')} target="_blank" rel="noreferrer">
                {t('staff.documents.open')}
              </a>
              {document.licenceNumber && (
                <a href={documentUrl(props.caseKey, 'licence')} target="_blank" rel="noreferrer">
                  {t('staff.documents.licence')}
                </a>
              )}
            </Space>
          </List.Item>
        )}
      />
      <Modal open={props.issuing} title={t('staff.documents.handover')} onOk={() => void send()} onCancel={props.onCancelIssue} okText={t('staff.review.action.issue')} cancelText={t('staff.cancel')}>
        <Form form={form} layout="vertical" initialValues={{ method: 'counter' }}>
          <Form.Item name="method" label={t('staff.documents.method')}>
            <Radio.Group options={[{ value: 'counter', label: t('staff.documents.counter') }, { value: 'mail', label: t('staff.documents.mail') }]} />
          </Form.Item>
          <Form.Item name="recipient" label={t('staff.documents.recipient')} rules={[{ required: true, whitespace: true, message: t('staff.documents.handoverRecipient') }]}>
            <Input maxLength={40} />
          </Form.Item>
          {method === 'mail' ? (
            <Form.Item name="waybill" label={t('staff.documents.waybill')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{8,30}$/, message: t('staff.documents.handoverWaybill') }]}>
              <Input maxLength={30} />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="cardnum" label={t('staff.documents.cardnum')} rules={[{ required: true, message: t('staff.documents.handoverCardnum') }]}>
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="idChecked" valuePropName="checked" rules={[{ validator: (_, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(t('staff.documents.handoverIdChecked')))) }]}>
                <Checkbox>{t('staff.documents.idChecked')}</Checkbox>
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
