import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { openLocation } from '../../../lib/wx';
import { listServiceSites } from '../api/serviceSites';
import '../serviceSites.css';

/** fwwd: the service sites, each with a call link and the map (openLocation at zoom 14); empty fields show 暂无. */
export default function ServiceSitesPage() {
  const t = useT();
  const { data } = useSWR('service-sites', listServiceSites);
  const orNone = (value: string) => value || t('appoint.none');
  if (!data) return null;
  return (
    <div className="sites-page">
      {data.length === 0 ? <p className="sites-empty">{t('appoint.empty')}</p> : null}
      {data.map((site) => (
        <section key={site.areaId} className="sites-card" aria-label={site.areaName}>
          <h2>{site.areaName}</h2>
          <dl>
            <dt>{t('appoint.address')}</dt>
            <dd>{orNone(site.address)}</dd>
            <dt>{t('appoint.worktime')}</dt>
            <dd>{orNone(site.worktime)}</dd>
            <dt>{t('appoint.phone')}</dt>
            <dd>{orNone(site.phone)}</dd>
          </dl>
          <div className="sites-actions">
            {site.phone ? <a href={`tel:${site.phone}`}>{t('appoint.call')}</a> : null}
            {site.lat !== null && site.lng !== null ? (
              <button type="button" onClick={() => openLocation({ latitude: site.lat!, longitude: site.lng!, name: site.areaName, address: site.address, scale: 14 })}>
                {t('appoint.map')}
              </button>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
