import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { useSearchParams } from 'react-router-dom';
import { useLocale, useT, type MessageKey } from '../../../lib/i18n';
import { DEMO_BUSINESSES, DEMO_BUTTONS, DEMO_OPS, findDemoBusiness, type DemoBusiness, type DemoOp } from '../model/businessQuerySamples';
import '../applications.css';

const OP_TEXT: Record<DemoOp, MessageKey> = {
  ckyy: 'businessQuery.op.ckyy',
  sqxq: 'businessQuery.op.sqxq',
  tjsq: 'businessQuery.op.tjsq',
  cancel: 'businessQuery.op.cancel',
  yy: 'businessQuery.op.yy',
  ckxq: 'businessQuery.op.ckxq',
};
const OP_TITLE: Record<DemoOp, MessageKey> = {
  ckyy: 'businessQuery.title.ckyy',
  sqxq: 'businessQuery.title.sqxq',
  tjsq: 'businessQuery.title.tjsq',
  cancel: 'businessQuery.title.cancel',
  yy: 'businessQuery.title.yy',
  ckxq: 'businessQuery.title.ckxq',
};

function isOp(value: string | null): value is DemoOp {
  return (DEMO_OPS as readonly string[]).includes(value ?? '');
}

function BusinessFields({ business }: { business: DemoBusiness }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <dl className="applications-fields">
      <dt>{t('businessQuery.number')}</dt>
      <dd>{business.ywh}</dd>
      <dt>{t('businessQuery.name')}</dt>
      <dd>{locale === 'en' ? business.nameEn : business.name}</dd>
      <dt>{t('businessQuery.applicant')}</dt>
      <dd>{business.applicant}</dd>
      <dt>{t('businessQuery.date')}</dt>
      <dd>{business.date}</dd>
      <dt>{t('businessQuery.state')}</dt>
      <dd>{t(`businessQuery.state.${business.state}` as MessageKey)}</dd>
    </dl>
  );
}

/**
 * The business query demo (spec 001 section 2.11) at /businessQuery: search a business number over
 * sample data; each state shows its buttons, and a button opens the demo screen of its path
 * (?op=ckyy …) for that business. Nothing reaches the registry.
 */
export default function BusinessQueryPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const ywh = params.get('ywh') ?? '';
  const op = params.get('op');
  const [typed, setTyped] = useState(ywh);
  const business = findDemoBusiness(ywh);
  const go = (next: Record<string, string>) => setParams(next);

  if (business && isOp(op)) {
    return (
      <div className="applications-detail">
        <section className="applications-card" aria-labelledby="demo-op-title">
          <h2 id="demo-op-title" className="applications-section-title">
            {t(OP_TITLE[op])} <small className="applications-muted">/{op}</small>
          </h2>
          <BusinessFields business={business} />
          <p className="applications-muted">{t('businessQuery.demoNote')}</p>
        </section>
        <div className="applications-actions">
          <Button block size="large" onClick={() => go({ ywh: business.ywh })}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="applications-detail">
      <SearchForm
        className="applications-search"
        label={t('businessQuery.placeholder')}
        value={typed}
        onChange={setTyped}
        onSearch={(value) => go({ ywh: value })}
      />
      {business ? (
        <section className="applications-card" aria-label={business.ywh}>
          <BusinessFields business={business} />
          <div className="applications-demo-buttons">
            {DEMO_BUTTONS[business.state].map((button) => (
              <Button key={button} color="primary" fill="outline" size="small" onClick={() => go({ ywh: business.ywh, op: button })}>
                {t(OP_TEXT[button])}
              </Button>
            ))}
          </div>
        </section>
      ) : ywh ? (
        <p className="applications-empty" role="alert">
          {t('businessQuery.empty')}
        </p>
      ) : null}
      <p className="applications-muted">{t('businessQuery.samples', { numbers: DEMO_BUSINESSES.map((sample) => sample.ywh).join('、') })}</p>
    </div>
  );
}
