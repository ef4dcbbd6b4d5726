import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router-dom';
import { showAlert } from '../../../components/feedback/dialogs';
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

  useEffect(() => {
    if (!bdcdyid || !zdbdcdyid) {
      void showAlert(t('registry.bdcdyidNull'));
      return;
    }
    const timer = setTimeout(() => {
      getStatus({ bdcdyid, zdbdcdyid, zsid }).then(setStatus, () => undefined);
    }, 1000);
    return () => clearTimeout(timer);
  }, [bdcdyid, zdbdcdyid, zsid, t]);

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
            bdcdyid.split('@').map((id) => <img key={id} className="registry-image" src={imageUrl(id)} alt={`${t('registry.floorPlan')} ${id}`} width={800} height={600} />)
          ) : (
            <p className="registry-message">{t('registry.floorPlanLater')}</p>
          )}
        </section>
      ) : null}
      {status && view === 'zdt' ? (
        <section aria-label={t('registry.parcelMap')}>
          {status.zdShow === 'show' ? (
            <img className="registry-image" src={imageUrl(zdbdcdyid)} alt={`${t('registry.parcelMap')} ${zdbdcdyid}`} width={800} height={600} />
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
