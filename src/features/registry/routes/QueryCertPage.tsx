import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { isMobilePhone } from '../../../../engine/validation/mobile';
import { showAlert } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { CodeButton } from '../../../components/CodeButton/CodeButton';
import { useCodeCountdown } from '../../../components/CodeButton/useCodeCountdown';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { ApiError } from '../../../lib/api/client';
import { useT } from '../../../lib/i18n';
import { getQueryCertConfig, sendCode, sentQueryCert } from '../api/catchcert';
import { getOwnProfile } from '../api/registry';
import { useBusySubmit } from '../hooks/useBusySubmit';
import '../registry.css';
import { RegistryField } from '../components/RegistryField';
import { RegistryForm } from '../components/RegistryForm';

/** querycert and CatchCert_new: search one's own certificates, with the dynamic code when it is enabled. */
export default function QueryCertPage() {
  const t = useT();
  const navigate = useNavigate();
  const profileCall = useSWR('registry/profile', getOwnProfile);
  const configCall = useSWR('registry/querycert-config', getQueryCertConfig);
  const { data: profile } = profileCall;
  const { data: codeOn } = configCall;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const countdown = useCodeCountdown();
  const { busy, run } = useBusySubmit();

  useEffect(() => {
    if (profile?.phone && !phone) setPhone(profile.phone);
  }, [profile, phone]);

  const getCode = async () => {
    if (!isMobilePhone(phone.trim())) {
      showToast(t('registry.phoneWrong'));
      return;
    }
    try {
      const answer = await sendCode(phone.trim());
      if (answer.errcode === 'true') {
        countdown.start();
        showToast(t('registry.codeSent'), 3000);
      }
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) showToast(error.message);
    }
  };

  const submit = async () => {
    if (codeOn === 'true' && !code.trim()) {
      await showAlert(t('registry.codeMissing'), t('registry.codeTitle'));
      return;
    }
    await run(async () => {
      await sentQueryCert({ qlrname: profile?.name ?? '', qlrcode: profile?.cardnum ?? '', qlrphone: phone.trim(), code: code.trim() });
      await showAlert(t('registry.catchSubmitted'));
      navigate('/querycertrecord');
    });
  };

  const failure = failedCall(profileCall, configCall);
  if (failure) return <LoadFailed {...failure} />;

  return (
    <div className="registry-page">
      <RegistryForm onSubmit={submit}>
        <RegistryField id="qc-name" label={t('registry.name')} value={profile?.name ?? ''} disabled readOnly />
        <RegistryField id="qc-id" label={t('registry.idNumber')} value={profile?.cardnum ?? ''} disabled readOnly />
        <RegistryField id="qc-phone" label={t('registry.phone')} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="tel" />
        {codeOn === 'true' ? (
          <RegistryField id="qc-code" label={t('registry.code')} inputMode="numeric" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code">
            <CodeButton countdown={countdown} onSend={() => void getCode()} />
          </RegistryField>
        ) : null}
        <div className="registry-actions">
          <Button type="submit" block color="primary" size="large" loading={busy}>
            {t('registry.query')}
          </Button>
          <Button block size="large" onClick={() => navigate('/querycertrecord')}>
            {t('registry.catchRecords')}
          </Button>
        </div>
      </RegistryForm>
    </div>
  );
}
