import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { catchcertDetail, catchcertDetails, certificateRecord, createPdf, type ResultCard } from '../api/catchcert';
import { openViewer } from '../api/registry';
import '../registry.css';
import { CatchRecordList } from '../components/CatchRecordList';
import { NoSearchesYet } from '../components/NoSearchesYet';

/**
 * catchcert?certId=: the certificate search record page. Without certId, the list of one's
 * searches; with it, the result cards (index, certificate number, location, use, area, status),
 * each with a detail (&dyid=, an address of its own, so the browser's back returns to the cards).
 */
export default function CatchCertPage() {
  const [params] = useSearchParams();
  const certId = params.get('certId');
  return <div className="registry-page">{certId ? <Results certId={certId} dyid={params.get('dyid')} /> : <SearchList />}</div>;
}

function SearchList() {
  const t = useT();
  const call = useSWR('registry/certificateRecord', certificateRecord);
  const { data } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  if (!data) return <p className="registry-empty">{t('common.loading')}</p>;
  if (data.length === 0) return <NoSearchesYet />;
  return <CatchRecordList records={data} />;
}

function Results({ certId, dyid }: { certId: string; dyid: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { key } = useLocation();
  const call = useSWR(['registry/catchcert', certId], () => catchcertDetails(certId));
  const { data } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  if (!data) return <p className="registry-empty">{t('common.loading')}</p>;
  const cardsPath = `/catchcert?certId=${encodeURIComponent(certId)}`;
  const open = dyid ? data.list.find((card) => card.BDCDYID === dyid) : undefined;
  // The page's own back: the cards' entry when this detail was opened from them, else replaced by them (a link opened the detail).
  const back = () => (key === 'default' ? navigate(cardsPath, { replace: true }) : navigate(-1));
  if (open) return <Detail certId={certId} card={open} onBack={back} />;
  return (
    <>
      {data.list.map((card) => (
        <article key={card.BDCDYID} className="registry-card">
          <h3>
            {t('registry.index')} {card.index}
          </h3>
          <p>
            {t('registry.certificateNumber')}：{card.BDCQZH}
          </p>
          <p>
            {t('registry.location')}：{card.ZL}
          </p>
          <p>
            {t('registry.use')}：{card.cxjg.fwyt1Name}
          </p>
          <p>
            {t('registry.area')}：{card.cxjg.mj}㎡
          </p>
          <p>
            {t('registry.status')}：{card.fwzt}
          </p>
          <div className="registry-record-actions">
            <Button size="small" color="primary" onClick={() => navigate(`${cardsPath}&dyid=${encodeURIComponent(card.BDCDYID)}`)}>
              {t('registry.detail')}
            </Button>
          </div>
        </article>
      ))}
      <Button block size="large" onClick={() => navigate('/catchcert')}>
        {t('registry.backToList')}
      </Button>
    </>
  );
}

function Detail({ certId, card, onBack }: { certId: string; card: ResultCard; onBack: () => void }) {
  const t = useT();
  const call = useSWR(['registry/catchcertex', certId, card.BDCDYID], () => catchcertDetail(certId, card.BDCDYID));
  const { data } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  return (
    <>
      <section className="registry-result">
        <dl>
          <dt>{t('registry.certificateNumber')}</dt>
          <dd>{card.BDCQZH}</dd>
          <dt>{t('registry.location')}</dt>
          <dd>{card.ZL}</dd>
          <dt>{t('registry.field.QLR')}</dt>
          <dd>{data?.QLR.map((h) => `${h.name}（${h.cardnum}）`).join('、')}</dd>
          <dt>{t('registry.field.GYFS')}</dt>
          <dd>{data?.GYFS}</dd>
          <dt>{t('registry.mortgages')}</dt>
          <dd>{data ? (data.mortgages.length ? data.mortgages.map((m) => `${m.mortgagee} ${m.amountText} ${t('registry.period', { start: m.periodStart, end: m.periodEnd })}`).join('；') : t('registry.none')) : ''}</dd>
          <dt>{t('registry.seizures')}</dt>
          <dd>{data ? (data.seizures.length ? data.seizures.map((s) => `${s.organ} ${s.typeName} ${s.documentNumber}`).join('；') : t('registry.none')) : ''}</dd>
          <dt>{t('registry.objections')}</dt>
          <dd>{data ? (data.objections.length ? data.objections.map((o) => `${o.applicant} ${o.matter} ${o.registeredAt}`).join('；') : t('registry.none')) : ''}</dd>
          <dt>{t('registry.restrictions')}</dt>
          <dd>{data ? (data.restrictions.length ? data.restrictions.map((r) => `${r.organ} ${r.matter} ${r.registeredAt}`).join('；') : t('registry.none')) : ''}</dd>
        </dl>
      </section>
      <div className="registry-actions">
        <Button block color="primary" size="large" onClick={() => void createPdf(certId, card.BDCDYID.split('@')[0]!).then(openViewer)}>
          {t('registry.printReport')}
        </Button>
        <Button block size="large" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </>
  );
}
