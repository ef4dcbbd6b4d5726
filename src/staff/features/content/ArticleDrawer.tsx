import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, DatePicker, Drawer, Form, Input, Popconfirm, Row, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { STAFF_ARTICLE_TYPES, createArticle, getArticle, previewArticle, publishArticle, saveArticle, withdrawArticle, type StaffArticle, type StaffArticleInput } from './api';
import { ArticlePhonePreview } from './ArticlePhonePreview';
import { RichTextEditor } from './RichTextEditor';
import { statusColor } from './statusColor';

interface Fields {
  type: StaffArticleInput['type'];
  title: string;
  source: string;
  prodefid?: string;
}

/** A plain-text article (written before the editor) opened as paragraphs of rich text. */
const htmlOf = (article: StaffArticle | undefined) => {
  if (!article) return '';
  if (article.format === 'html') return article.content;
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return article.content
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escape(paragraph)}</p>`)
    .join('');
};

/**
 * One article written or edited (`uuid` 'new' for a new one): its fields and rich text beside the
 * phone preview; saved as a draft, published now or from a chosen time, or withdrawn. Each action
 * saves what is on screen first, so what is published is what was previewed.
 */
export function ArticleDrawer({ uuid, onClose, onChanged }: { uuid: string | undefined; onClose: () => void; onChanged: (article: StaffArticle) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const existing = uuid && uuid !== 'new' ? uuid : undefined;
  const { data, error } = useSWR(existing ? ['article', existing] : null, ([, key]) => getArticle(key));
  const [form] = Form.useForm<Fields>();
  const [html, setHtml] = useState('');
  const [preview, setPreview] = useState<string>();
  const [at, setAt] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<StaffArticle>();
  const article = saved ?? data;
  const type = Form.useWatch('type', form);
  const title = Form.useWatch('title', form) ?? '';
  const source = Form.useWatch('source', form) ?? '';

  useEffect(() => {
    setSaved(undefined);
    setPreview(undefined);
    setFailure(undefined);
    setAt(null);
    if (uuid === 'new') {
      form.setFieldsValue({ type: 'tzgg', title: '', source: '', prodefid: '' });
      setHtml('');
    }
  }, [uuid, form]);
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({ type: data.type, title: data.title, source: data.source, prodefid: data.prodefid });
    setHtml(htmlOf(data));
  }, [data, form]);

  const save = async () => {
    const fields = await form.validateFields();
    const input: StaffArticleInput = { ...fields, html, ...(fields.type === 'bszn' && fields.prodefid ? { prodefid: fields.prodefid } : {}) };
    return article ? saveArticle(article.uuid, input) : createArticle(input);
  };
  /** Saves what is on screen (a new draft or the edit) unless told not to, then runs the action on the saved article. */
  const act = async (then?: (saved: StaffArticle) => Promise<StaffArticle>, done: Parameters<typeof t>[0] = 'staff.content.saved', saving = true) => {
    setBusy(true);
    setFailure(undefined);
    try {
      let result = saving || !article ? await save() : article;
      if (then) result = await then(result);
      setSaved(result);
      onChanged(result);
      void message.success(result.status === 'scheduled' ? t('staff.content.scheduled', { at: formatDateTime(result.publishedAt) }) : t(done));
    } catch (problem) {
      if (problem instanceof Error) setFailure(errorText(problem));
    } finally {
      setBusy(false);
    }
  };
  const showPreview = async () => {
    try {
      setPreview((await previewArticle(html)).html);
    } catch (problem) {
      setFailure(errorText(problem));
    }
  };

  const ready = uuid === 'new' || Boolean(data);
  return (
    <Drawer open={Boolean(uuid)} onClose={onClose} title={article ? article.title : t('staff.content.new')} size={1160} destroyOnHidden>
      {error && <Alert type="error" role="alert" title={errorText(error)} style={{ marginBottom: 16 }} />}
      {ready && (
        <Row gutter={24} wrap={false}>
          <Col flex="auto">
            {article && (
              <p>
                <Tag color={statusColor[article.status]}>{t(`staff.content.status.${article.status}`)}</Tag>
                {article.publishedAt ? `${t('staff.content.publishedAt')}：${formatDateTime(article.publishedAt)}` : null}
              </p>
            )}
            <Form form={form} layout="vertical" requiredMark={false}>
              <Row gutter={12}>
                <Col span={8}>
                  <Form.Item name="type" label={t('staff.content.type')} rules={[{ required: true }]}>
                    <Select options={STAFF_ARTICLE_TYPES.map((value) => ({ value, label: t(`staff.content.type.${value}`) }))} />
                  </Form.Item>
                </Col>
                <Col span={16}>
                  <Form.Item name="source" label={t('staff.content.source')}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="title" label={t('staff.content.title')} rules={[{ required: true, whitespace: true, message: t('staff.required') }]}>
                <Input maxLength={200} />
              </Form.Item>
              {type === 'bszn' && (
                <Form.Item name="prodefid" label={t('staff.content.prodefid')}>
                  <Input maxLength={64} />
                </Form.Item>
              )}
              <Form.Item label={t('staff.content.body')} required>
                <RichTextEditor key={article?.uuid ?? uuid} initial={html} onChange={setHtml} />
              </Form.Item>
            </Form>
            {failure && <Alert type="error" role="alert" title={failure} style={{ marginBottom: 16 }} />}
            <Space wrap>
              <Button onClick={() => void act()} loading={busy}>
                {t('staff.content.saveDraft')}
              </Button>
              <Button onClick={() => void showPreview()}>{t('staff.content.preview')}</Button>
              <Button type="primary" loading={busy} onClick={() => void act((s) => publishArticle(s.uuid), 'staff.content.published')}>
                {t('staff.content.publishNow')}
              </Button>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={at} onChange={setAt} aria-label={t('staff.content.publishTime')} placeholder={t('staff.content.publishTime')} />
              <Button disabled={!at} loading={busy} onClick={() => void act((s) => publishArticle(s.uuid, at!.toDate().toISOString()), 'staff.content.published')}>
                {t('staff.content.publishAt')}
              </Button>
              {article && (article.status === 'published' || article.status === 'scheduled') && (
                <Popconfirm title={t('staff.content.withdrawConfirm')} okText={t('staff.ok')} cancelText={t('staff.cancel')} onConfirm={() => void act((s) => withdrawArticle(s.uuid), 'staff.content.withdrawn', false)}>
                  <Button danger>{t('staff.content.withdraw')}</Button>
                </Popconfirm>
              )}
            </Space>
          </Col>
          <Col flex="none">{preview !== undefined && <ArticlePhonePreview title={title} source={source} html={preview} />}</Col>
        </Row>
      )}
    </Drawer>
  );
}
