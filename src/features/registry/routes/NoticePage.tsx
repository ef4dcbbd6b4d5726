import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { ArticleBody } from '../../../lib/article/ArticleBody';
import { useT } from '../../../lib/i18n';
import { getNotice } from '../api/catchcert';
import '../registry.css';

/** CatchCert_yhxz: the user notice (initGuide cdzmyhxzContent) shown before a certificate search. */
export default function NoticePage() {
  const t = useT();
  const navigate = useNavigate();
  const call = useSWR('registry/notice', getNotice);
  const { data } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  return (
    <div className="registry-page">
      <article className="registry-notice">
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{data?.title ?? t('registry.noticeTitle')}</h2>
        {/* The editor's rich text (sanitized by the server) as the article page draws it; plain text as written. */}
        {data?.format === 'html' ? <ArticleBody content={data.content} format="html" /> : (data?.content ?? t('common.loading'))}
      </article>
      <div className="registry-actions">
        <Button block color="primary" size="large" disabled={!data} onClick={() => navigate('/CatchCert_new')}>
          {t('registry.noticeAgree')}
        </Button>
      </div>
    </div>
  );
}
