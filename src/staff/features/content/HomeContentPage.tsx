import { useState } from 'react';
import { Alert, App, Button, Col, Form, Row, Tabs, Typography } from 'antd';
import useSWR from 'swr';
import { CallFailed } from '../../lib/CallFailed';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle } from '../../lib/PageTitle';
import { HOME_KEY, getHome, publishHomePart, type HomeContent, type HomeContentAnswer, type HomePart } from './api';
import { BannersEditor, ContactEditor, MenusEditor, QuestionsEditor } from './homeEditors';
import { formOf, valueOf } from './homeValues';
import { PhoneHomePreview } from './PhoneHomePreview';

const EDITORS: Record<HomePart, () => React.JSX.Element> = { menus: MenusEditor, banners: BannersEditor, questions: QuestionsEditor, contact: ContactEditor };

/** One part's editor beside its phone preview, published as a new configuration version (refused with the check's words). */
function PartTab({ part, home, onPublished }: { part: HomePart; home: HomeContentAnswer; onPublished: () => Promise<unknown> }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const watched = (Form.useWatch([], form) ?? formOf(part, home)) as Record<string, unknown>;
  const Editor = EDITORS[part];
  const shown: Partial<HomeContent> = { ...home, [part]: valueOf(part, watched) };

  const publish = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await form.validateFields();
      const published = await publishHomePart(part, home.number, valueOf(part, form.getFieldsValue(true) as Record<string, unknown>));
      void message.success(t('staff.home.published', { number: published.number }));
      await onPublished();
    } catch (problem) {
      if (problem instanceof Error) setFailure(errorText(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto">
        <Form form={form} layout="vertical" initialValues={formOf(part, home)} requiredMark={false}>
          <Editor />
        </Form>
        {failure && <Alert type="error" role="alert" title={failure} style={{ margin: '16px 0' }} />}
        <Button type="primary" loading={busy} onClick={() => void publish()} style={{ marginTop: 16 }}>
          {t('staff.home.publish')}
        </Button>
      </Col>
      <Col flex="none">
        <PhoneHomePreview part={part} content={shown} />
      </Col>
    </Row>
  );
}

/**
 * 首页内容 for the content editor (issue 32, docs/decisions/0095): the home menus (two levels of
 * tiles), banners, common questions and the contact page, each edited in a screen made for it with
 * the phone's view beside, and published as a new configuration version through the one publisher.
 */
export default function HomeContentPage() {
  const t = useT();
  const { data, error, mutate } = useSWR(HOME_KEY, getHome);
  const parts: Array<[HomePart, Parameters<typeof t>[0]]> = [
    ['menus', 'staff.home.menus'],
    ['banners', 'staff.home.banners'],
    ['questions', 'staff.home.questions'],
    ['contact', 'staff.home.contact'],
  ];
  return (
    <section>
      <PageTitle>{t('staff.menu.home')}</PageTitle>
      <CallFailed error={error} />
      {data && (
        <>
          <Typography.Paragraph type="secondary">{t('staff.home.version', { number: data.number })}</Typography.Paragraph>
          <Tabs
            destroyOnHidden
            items={parts.map(([part, label]) => ({
              key: part,
              label: t(label),
              // Keyed by the version: a publish starts each form again from what is now current.
              children: <PartTab key={data.number} part={part} home={data} onPublished={() => mutate()} />,
            }))}
          />
        </>
      )}
    </section>
  );
}
