import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showAlert } from '../../../components/feedback/dialogs';
import { FallbackImage } from '../../../components/FallbackImage/FallbackImage';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { isAnswered } from '../../../components/LoadFailed/isAnswered';
import { PageState } from '../../../components/PageState/PageState';
import { ApiError } from '../../../lib/api/client';
import { useT } from '../../../lib/i18n';
import type { MessageKey } from '../../../../engine/i18n/translate';
import { getStatus, imageUrl, type CertificateStatus } from '../api/floorPlan';
import '../registry.css';

type View = 'fht' | 'zdt' | 'qszt';
const FIELDS = ['BDCQZH', 'QLR', 'GYFS', 'ZL', 'YT', 'JZMJ', 'DYZT', 'CFZT', 'YYZT', 'XZDJ', 'SFYX', 'QLXZ', 'SYQX', 'CXSJ'] as const;

/**
 * viewzdtfht?bdcdyid&zdbdcdyid&zsid: the title-certificate detail page. Three toggles (分户图,
 * 宗地图, 权属状态), one shown at a time; the status and image areas fill after a 1-second delay.
 */
export default function ViewerPage() {
  const t = useT();
  const [params] = useSearchParams();
  const bdcdyid = params.get('bdcdyid') ?? '';
  const zdbdcdyid = params.get('zdbdcdyid') ?? '';
  const zsid = params.get('zsid') ?? '';
  const [view, setView] = useState<View>('fht');
  const [status, setStatus] = useState<CertificateStatus | null>(null);
  // An answer that there is nothing to show leads back to the query; a failed call (no network, a
  // server error) can be made again.
  const [failure, setFailure] = useState<{ error: unknown; retry: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const missing = !bdcdyid || !zdbdcdyid;

  useEffect(() => {
    if (missing) {
      void showAlert(t('registry.bdcdyidNull'));
      return;
    }
    const timer = setTimeout(() => {
      getStatus({ bdcdyid, zdbdcdyid, zsid }).then(setStatus, (error: unknown) => {
        if (error instanceof ApiError && error.redirecting) return;
        setFailure({ error, retry: !isAnswered(error) });
      });
    }, 1000);
    return () => clearTimeout(timer);
  }, [bdcdyid, zdbdcdyid, zsid, missing, attempt, t]);

  if (failure?.retry) {
    return (
      <LoadFailed
        error={failure.error}
        retry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  // Nothing to show (no ids, unknown ids, someone else's): say so and lead back to the query.
  if (missing || failure) {
    const message = failure?.error instanceof Error && failure.error.message ? failure.error.message : t('registry.loadFailed');
    return <PageState live title={missing ? t('registry.viewerParamsMissing') : message} action={{ label: t('registry.backToQuery'), onClick: () => navigate('/fhtandzdtQuery') }} />;
  }

  const info = status?.zsInfo ? (JSON.parse(status.zsInfo) as Record<string, string>) : null;
  const toggle = (key: View, label: MessageKey) => (
    <Button color={view === key ? 'primary' : 'default'} aria-pressed={view === key} onClick={() => setView(key)}>
      {t(label)}
    </Button>
  );

  return (
    <div className="registry-page">
      <div className="registry-toggle" role="group">
        {toggle('fht', 'registry.floorPlan')}
        {toggle('zdt', 'registry.parcelMap')}
        {toggle('qszt', 'registry.ownership')}
      </div>
      {!status ? <p className="registry-empty">{t('common.loading')}</p> : null}
      {status && view === 'fht' ? (
        <section aria-label={t('registry.floorPlan')}>
          {status.hShow === 'show' ? (
            bdcdyid.split('@').map((id) => <FallbackImage key={id} className="registry-image" src={imageUrl(id)} alt={`${t('registry.floorPlan')} ${id}`} width={800} height={600} />)
          ) : (
            <p className="registry-message">{t('registry.floorPlanLater')}</p>
          )}
        </section>
      ) : null}
      {status && view === 'zdt' ? (
        <section aria-label={t('registry.parcelMap')}>
          {status.zdShow === 'show' ? (
            <FallbackImage className="registry-image" src={imageUrl(zdbdcdyid)} alt={`${t('registry.parcelMap')} ${zdbdcdyid}`} width={800} height={600} />
          ) : (
            <p className="registry-message">{t('registry.parcelMapLater')}</p>
          )}
        </section>
      ) : null}
      {status && view === 'qszt' ? (
        <section aria-label={t('registry.ownership')}>
          {info ? (
            <table className="registry-table">
              <tbody>
                {FIELDS.map((field) => {
                  const value = field === 'SFYX' ? info.sfyx : info[field];
                  const invalid = field === 'SFYX' && info.sfyx !== '1';
                  return (
                    <tr key={field}>
                      <th scope="row">{t(`registry.field.${field}` as MessageKey)}</th>
                      <td className={invalid ? 'registry-invalid' : undefined}>{field === 'SFYX' ? (invalid ? t('registry.invalid') : t('registry.valid')) : value}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className="registry-message">{t('registry.ownershipDelayed')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
