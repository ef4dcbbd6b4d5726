import { useState } from 'react';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import type { Row } from '../api/application';
import { heldCertificates, unitsOfCertificate } from '../api/units';

const UNIT_FIELDS = ['bdcqzmh', 'bdcdyh', 'zl', 'fwsyqmj'] as const;

/**
 * Above the unit form (/info/houseinfo): the citizen picks one of the certificates they hold, then
 * one of its units when it has several, and the form is filled from the registry (certificate and
 * unit numbers, location, area) instead of typing a 28-character unit number. Without a certificate
 * to offer (none held, or the lookup refused) it stays away and the form is typed as before.
 */
export function CertificateUnitPicker({ proinstid, onPick }: { proinstid: string; onPick: (values: Row) => void }) {
  const t = useT();
  const certificates = useSWR('filing:heldCertificates', heldCertificates, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [units, setUnits] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  if (!certificates.data?.length) return null;

  const fill = (unit: Row) => onPick(Object.fromEntries(UNIT_FIELDS.filter((field) => unit[field] !== undefined).map((field) => [field, unit[field]])));

  async function chooseCertificate(bdcqzh: string) {
    setUnits([]);
    if (!bdcqzh) return;
    setBusy(true);
    try {
      const found = await unitsOfCertificate(bdcqzh, proinstid);
      if (found.length === 1) fill(found[0]!);
      else setUnits(found);
    } catch {
      // The client has shown why; the form can still be typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="filing-card filing-unit-picker" aria-labelledby="filing-unit-picker-title">
      <h2 id="filing-unit-picker-title" className="filing-card-title">
        {t('filing.pickUnitTitle')}
      </h2>
      <label className="filing-picker-row">
        <span>{t('filing.pickCertificate')}</span>
        <select id="unit-picker-certificate" defaultValue="" disabled={busy} onChange={(event) => void chooseCertificate(event.target.value)}>
          <option value="">{t('filing.pickPlaceholder')}</option>
          {certificates.data.map((certificate) => (
            <option key={certificate.bdcqzh} value={certificate.bdcqzh}>
              {certificate.bdcqzh}（{certificate.zl}）
            </option>
          ))}
        </select>
      </label>
      {units.length > 1 ? (
        <label className="filing-picker-row">
          <span>{t('filing.pickUnit')}</span>
          <select id="unit-picker-unit" defaultValue="" onChange={(event) => event.target.value && fill(units.find((unit) => unit.bdcdyh === event.target.value)!)}>
            <option value="">{t('filing.pickPlaceholder')}</option>
            {units.map((unit) => (
              <option key={String(unit.bdcdyh)} value={String(unit.bdcdyh)}>
                {String(unit.bdcdyh)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </section>
  );
}
