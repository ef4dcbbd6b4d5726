import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import useSWR from 'swr';
import { showToast } from '../../../components/feedback/toast';
import { showConfirm } from '../../../components/feedback/dialogs';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { ApiError } from '../../../lib/api/client';
import { useT } from '../../../lib/i18n';
import { getCities, getOwnProfile, submitSearch, type QueryKind } from '../api/registry';
import { checkQueryForm } from '../validate';
import { RegistryField } from './RegistryField';
import { RegistryForm } from './RegistryForm';

/**
 * The certificate query (certificateQuery) and licence query (dzzzQuery) form: city, name and ID
 * (prefilled from the profile and locked), certificate number. Alerts hide after 3 s (1 s on the
 * licence page); after submitting, 'view query result' leads to the history.
 */
export function SearchForm({ kind, recordPath }: { kind: QueryKind; recordPath: string }) {
  const t = useT();
  const profileCall = useSWR('registry/profile', getOwnProfile);
  const citiesCall = useSWR(['registry/cities', kind], () => getCities(kind));
  const { data: profile } = profileCall;
  const { data: cities } = citiesCall;
  const [picked, setCity] = useState('');
  // The registry's own region comes first in its list (the server's configuration decides it).
  const city = picked || cities?.xzqs[0]?.xzqBm || '';
  const [qzh, setQzh] = useState('');
  const [busy, setBusy] = useState(false);
  const alertMs = kind === 'zs' ? 3000 : 1000;
  const name = profile?.name ?? '';
  const id = profile?.cardnum ?? '';

  const submit = async () => {
    const problem = checkQueryForm({ city, name, id, qzh }, profile?.usertype === '1');
    if (problem) {
      showToast(t(problem), alertMs);
      return;
    }
    const chosen = cities?.xzqs.find((c) => c.xzqBm === city);
    setBusy(true);
    try {
      await submitSearch(kind, { username: name, zjh: id, qzh: qzh.trim(), xzqdm: city, xzqmc: chosen?.xzqMc ?? '' });
      if (await showConfirm(t('registry.submitted'))) window.location.assign(recordPath);
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) showToast(error.message, alertMs);
    } finally {
      setBusy(false);
    }
  };

  // No city list or no profile: the form cannot be filled in, so the failure and 重试 stand in for it.
  const failure = failedCall(citiesCall, profileCall);
  if (failure) return <LoadFailed {...failure} />;

  return (
    <RegistryForm onSubmit={submit}>
      <div className="registry-field">
        <label htmlFor={`${kind}-city`}>{t('registry.city')}</label>
        <select id={`${kind}-city`} value={city} onChange={(event) => setCity(event.target.value)}>
          {(cities?.xzqs ?? []).map((c) => (
            <option key={c.xzqBm} value={c.xzqBm}>
              {c.xzqMc}
            </option>
          ))}
        </select>
      </div>
      <RegistryField id={`${kind}-name`} label={t('registry.name')} value={name} disabled readOnly />
      <RegistryField id={`${kind}-id`} label={t('registry.idNumber')} value={id} disabled readOnly />
      <RegistryField id={`${kind}-qzh`} label={t('registry.certificateNumber')} name="qzh" value={qzh} placeholder={t('registry.qzhPlaceholder')} onChange={(event) => setQzh(event.target.value)} autoComplete="off" />
      <div className="registry-actions">
        <Button type="submit" block color="primary" size="large" loading={busy}>
          {t('registry.query')}
        </Button>
        <Button block size="large" onClick={() => window.location.assign(recordPath)}>
          {t('registry.viewResult')}
        </Button>
      </div>
    </RegistryForm>
  );
}
