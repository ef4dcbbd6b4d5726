import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useAppState } from '../../../app/state';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { isRefusal } from '../../../lib/api/isRefusal';
import { ArticleBody } from '../../../lib/article/ArticleBody';
import { useT } from '../../../lib/i18n';
import { getApplyCode, initGuide } from '../api/selection';
import { FilingSteps } from '../components/FilingSteps';
import { pathWith, readFlowQuery } from '../flowQuery';
import '../filing.css';

/**
 * /apply (权利信息填写), step 1: the business notice and 'I want to apply', which creates the draft
 * (getApplyCode) and goes where the server's answer sends it: the business's fill page, or /upload
 * in appointment mode (decision 0043: the browser decides no route).
 */
export default function ApplyPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { me } = useAppState();
  const prodefid = params.get('id') ?? '';
  const query = { ...readFlowQuery(params), id: '' };
  const guide = useSWR(prodefid ? ['filing:guide', prodefid] : null, () => initGuide(prodefid));
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (busy) return;
    setBusy(true);
    try {
      const { proinstid, nextRoute } = await getApplyCode(prodefid, query.appointment, query.xzqdm || me?.XZQDM || '');
      const next = { appointment: query.appointment, djlx: query.djlx, qllx: query.qllx, code: query.code };
      navigate(nextRoute === '/upload' ? pathWith('/upload', { slsqId: proinstid, ...next }) : pathWith(nextRoute, { id: proinstid, ...next }));
    } catch {
      // The client has shown the server's message; the citizen may try again.
    } finally {
      setBusy(false);
    }
  }

  // A business with no guide (initGuide refuses: the catalogue gives it none, a check warning) is
  // still filed: its notice says there is none. Only a failed call asks to retry.
  const noGuide = isRefusal(guide.error);
  if (guide.error && !noGuide && !guide.data) return <LoadFailed error={guide.error} retry={() => void guide.mutate()} />;
  const text = guide.data?.content || guide.data?.cdzmyhxzContent;
  return (
    <div className="filing-apply">
      <FilingSteps current="notice" appointment={query.appointment} />
      <section className="filing-card" aria-labelledby="filing-guide-title">
        <h2 id="filing-guide-title" className="filing-card-title">
          {params.get('name') ?? guide.data?.title ?? t('filing.notice')}
        </h2>
        <div className="filing-guide">
          {text && guide.data?.format === 'html' ? <ArticleBody content={text} format="html" /> : text ? text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p>{guide.data || noGuide ? t('filing.noNotice') : t('common.loading')}</p>}
        </div>
      </section>
      <div className="filing-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void apply()}>
          {t('filing.iWantToApply')}
        </Button>
      </div>
    </div>
  );
}
