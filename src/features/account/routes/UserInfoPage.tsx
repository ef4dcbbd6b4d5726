import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { EngineForm, type EngineFormHandle, type EngineFormSaved } from '../../../../engine/renderer';
import { isMobilePhone } from '../../../../engine/validation/mobile';
import { useAppDispatch, useAppState } from '../../../app/state';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { TOAST_INPUT_ERROR_MS, showToast } from '../../../components/feedback/toast';
import { ApiError } from '../../../lib/api/client';
import { useConfiguredForm } from '../../../lib/schemas/useConfiguredForm';
import {
  FaceFailure,
  finishFaceCheck,
  getFaceAuthConfig,
  readFaceReturn,
  returnPathOf,
  saveFaceDraft,
  startFaceCheck,
  takeFaceDraft,
  type FaceReturn,
} from '../../../lib/face/faceCheck';
import { useLocale, useT } from '../../../lib/i18n';
import { PROFILE_KEY, getOwnProfile, getPhoneCode, reloadMe, saveProfile, setDetectInfo, type OwnProfile } from '../api/account';
import { askPassword } from '../components/PasswordPrompt';
import { PhoneCodeRow } from '../components/PhoneCodeRow';
import { useCodeCountdown } from '../../../components/CodeButton/useCodeCountdown';
import { profileChanges, profileValuesOf, type ProfileValues } from '../profileValues';
import { isVerified } from '../regions';
import '../account.css';

type Values = ProfileValues & { code: string };

interface Draft extends Values {
  purpose: 'detect' | 'save';
}

const DRAFT_KEY = 'userInfo';

/**
 * /userInfo: real name, ID number and phone (schemas/forms/profile.json, fetched, drawn by the form engine,
 * unmasked: the owner's own profile), the SMS code of a changed phone and the authentication status.
 */
export default function UserInfoPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { me } = useAppState();
  const profileCall = useSWR(PROFILE_KEY, getOwnProfile);
  const { data: profile, mutate } = profileCall;
  const formCall = useConfiguredForm('profile');
  const resolved = formCall.data;
  const form = useRef<EngineFormHandle>(null);
  // The values the form starts with (the profile, or the draft kept across the face check), then its committed values.
  const [initial, setInitial] = useState<Record<string, unknown>>();
  const [typed, setTyped] = useState<Record<string, unknown>>({});
  const [code, setCode] = useState('');
  const countdown = useCodeCountdown();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const personal = (profile?.usertype ?? '0') !== '1';
  const verified = isVerified(me);
  const { identityChanged, phoneChanged } = profileChanges(profileValuesOf(typed), profile);
  const current = (): Values => ({ ...profileValuesOf(form.current?.getData() ?? {}), code: code.trim() });

  const refreshMe = useCallback(async (next?: OwnProfile) => {
    if (next) await mutate(next, { revalidate: false });
    dispatch({ type: 'setMe', me: await reloadMe() });
  }, [dispatch, mutate]);

  const doSave = useCallback(async (values: Values) => {
    const password = await askPassword(locale, { webUser: profile?.iswebuser === '1', hasPassword: profile?.haspwd === '1' });
    if (password === null) return;
    setBusy(true);
    try {
      const { message, profile: saved } = await saveProfile({ ...values, password: password || undefined, code: values.code || undefined });
      setCode('');
      await refreshMe(saved);
      await showAlert(message);
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) await showAlert(error.message);
    } finally {
      setBusy(false);
    }
  }, [locale, profile?.iswebuser, profile?.haspwd, refreshMe]);

  const startFace = useCallback(async (purpose: Draft['purpose'], values: Values) => {
    try {
      const config = await getFaceAuthConfig();
      saveFaceDraft<Draft>(DRAFT_KEY, { ...values, purpose });
      await startFaceCheck(values.name, values.cardnum, returnPathOf(location.pathname, location.search), config.face_mode);
    } catch (error) {
      takeFaceDraft(DRAFT_KEY);
      if (error instanceof FaceFailure) await showAlert(error.message);
    }
  }, [location.pathname, location.search]);

  // Back from the face check: set the detect info or go on saving.
  const finishFace = useCallback(async (returned: FaceReturn, draft: Draft) => {
    try {
      await finishFaceCheck(returned);
    } catch (error) {
      await showAlert(error instanceof FaceFailure ? error.message : t('face.detectFailed'));
      return;
    }
    if (draft.purpose === 'save') {
      await doSave(draft);
      return;
    }
    try {
      await refreshMe(await setDetectInfo(draft.name, draft.cardnum, draft.phone));
      await showAlert(t('face.success'));
    } catch (error) {
      if (!(error instanceof ApiError && error.redirecting)) await showAlert(t('face.detectFailed'));
    }
  }, [doSave, refreshMe, t]);

  // Once the profile is here: fill the form from it, or from the draft when back from the face check.
  useEffect(() => {
    if (!profile || started.current) return;
    started.current = true;
    const returned = readFaceReturn(location.search);
    const draft = returned ? takeFaceDraft<Draft>(DRAFT_KEY) : null;
    if (returned) navigate(returnPathOf(location.pathname, location.search), { replace: true });
    const { name, cardnum, phone } = draft ?? profile;
    setInitial({ usertype: profile.usertype, name, cardnum, phone });
    setTyped({ name, cardnum, phone });
    if (returned && draft) {
      setCode(draft.code);
      void finishFace(returned, draft);
    }
  }, [profile, location.pathname, location.search, navigate, finishFace]);

  const onSendCode = async () => {
    const { phone } = current();
    if (!isMobilePhone(phone)) {
      showToast(t('account.phoneFormat'), TOAST_INPUT_ERROR_MS);
      return;
    }
    try {
      showToast(await getPhoneCode(phone));
      countdown.start();
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) await showAlert(error.message);
    }
  };

  const onVerify = async () => {
    const values = current();
    if (!values.name || !values.cardnum) {
      await showAlert(t('account.fillNameAndId'));
      return;
    }
    await startFace('detect', values);
  };

  // The form passed its checks (name and ID, formats, phone: schemas/forms/profile.json).
  const onValid = async ({ data }: EngineFormSaved) => {
    const values = { ...profileValuesOf(data), code: code.trim() };
    const changes = profileChanges(values, profile);
    if (changes.phoneChanged && !values.code) {
      showToast(t('account.codeRequired'), TOAST_INPUT_ERROR_MS);
      return;
    }
    if (personal && (!verified || changes.identityChanged)) {
      // A verified user changing name or ID goes through a new face check, then the save goes on.
      if (verified && changes.identityChanged) {
        // Say why the face page is coming before leaving for it.
        if (!(await showConfirm(t('account.identityChangeFace')))) return;
        await startFace('save', values);
        return;
      }
      await showAlert(t('account.realNameFirst'));
      return;
    }
    await doSave(values);
  };

  // Without the profile or its form there is nothing to edit: its failure and 重试 instead of an empty form.
  const failure = failedCall(profileCall, formCall);
  if (failure) return <LoadFailed {...failure} />;

  return (
    <div className="user-info">
      {params.get('type') === '1' ? <p className="user-info-hint" role="note">{t('userInfo.completeHint')}</p> : null}
      <List header={t('userInfo.header')}>
        {initial && resolved ? <EngineForm ref={form} resolved={resolved} locale={locale} initialData={initial} hideSubmit onChange={setTyped} onSubmit={onValid} /> : null}
        {phoneChanged || code ? <PhoneCodeRow code={code} onCode={setCode} countdown={countdown} onSend={() => void onSendCode()} /> : null}
        {/* Every account has its status; only a person verifies here (the registry verifies an enterprise). */}
        <List.Item prefix={<span>{t('userInfo.status')}</span>}>
          <div className="user-info-status">
            <Tag className={verified ? 'status-tag status-tag--yes' : 'status-tag status-tag--no'} fill="outline">
              {verified ? t('mine.verified') : t('mine.unverified')}
            </Tag>
            {personal && (!verified || identityChanged) ? (
              <Button size="small" color="primary" onClick={() => void onVerify()}>
                {t('userInfo.verify')}
              </Button>
            ) : null}
          </div>
        </List.Item>
      </List>
      <div className="user-info-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => form.current?.submit()}>
          {t('userInfo.save')}
        </Button>
      </div>
    </div>
  );
}
