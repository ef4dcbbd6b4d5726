import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { showAlert } from '../../../components/feedback/dialogs';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import type { MessageKey } from '../../../../engine/i18n/translate';
import { findCertificate } from '../api/floorPlan';
import { getOwnProfile } from '../api/registry';
import { useBusySubmit } from '../hooks/useBusySubmit';
import '../registry.css';
import { RegistryField } from '../components/RegistryField';
import { RegistryForm } from '../components/RegistryForm';

/** fhtandzdtQuery: year, certificate serial number, name and ID (prefilled and disabled). */
export default function FloorPlanQueryPage() {
  const t = useT();
  const navigate = useNavigate();
  const profileCall = useSWR('registry/profile', getOwnProfile);
  const { data: profile } = profileCall;
  const [year, setYear] = useState('');
  const [number, setNumber] = useState('');
  const { busy, run } = useBusySubmit();
  const name = profile?.name ?? '';
  const idcard = profile?.cardnum ?? '';

  const submit = async () => {
    const missing: [string, MessageKey][] = [
      [year, 'registry.yearMissing'],
      [number, 'registry.serialMissing'],
      [name, 'registry.fhtNameMissing'],
      [idcard, 'registry.fhtIdMissing'],
    ];
    const first = missing.find(([value]) => !value.trim());
    if (first) {
      await showAlert(t(first[1]));
      return;
    }
    await run(async () => {
      const answer = await findCertificate({ year: year.trim(), number: number.trim(), name, idcard });
      const found = answer.data;
      if (!found?.bdcdyid || !found.zdbdcdyid) {
        await showAlert(t('registry.notFoundCert'));
        return;
      }
      navigate(`/viewzdtfht?bdcdyid=${encodeURIComponent(found.bdcdyid)}&zdbdcdyid=${encodeURIComponent(found.zdbdcdyid)}&zsid=${encodeURIComponent(found.zsid)}`);
    }, t('registry.notFoundCert'));
  };

  const failure = failedCall(profileCall);
  if (failure) return <LoadFailed {...failure} />;

  return (
    <div className="registry-page">
      <RegistryForm onSubmit={submit}>
        <RegistryField id="fht-year" label={t('registry.year')} inputMode="numeric" maxLength={4} value={year} onChange={(event) => setYear(event.target.value)} placeholder={t('registry.yearPlaceholder')} />
        <RegistryField id="fht-number" label={t('registry.serial')} inputMode="numeric" value={number} onChange={(event) => setNumber(event.target.value)} placeholder={t('registry.serialPlaceholder')} />
        <RegistryField id="fht-name" label={t('registry.name')} value={name} disabled readOnly />
        <RegistryField id="fht-id" label={t('registry.idNumber')} value={idcard} disabled readOnly />
        <div className="registry-actions">
          <Button type="submit" block color="primary" size="large" loading={busy}>
            {t('registry.query')}
          </Button>
        </div>
      </RegistryForm>
    </div>
  );
}
