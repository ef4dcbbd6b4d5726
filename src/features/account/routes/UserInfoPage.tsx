import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isChineseName } from '../../../../engine/validation/chinese';
import { isIdCard } from '../../../../engine/validation/idCard';
import { isMobilePhone } from '../../../../engine/validation/mobile';
import { useAppDispatch, useAppState } from '../../../app/state';
import { showAlert } from '../../../components/feedback/dialogs';
import { TOAST_INPUT_ERROR_MS, showToast } from '../../../components/feedback/toast';
import { ApiError } from '../../../lib/api/client';
import {
  FaceFailure,
  finishFaceCheck,
  getFaceAuthConfig,
  readFaceReturn,
  returnPathOf,
  saveFaceDraft,
  startFaceCheck,
  takeFaceDraft,
} from '../../../lib/face/faceCheck';
import { useLocale, useT } from '../../../lib/i18n';
import { PROFILE_KEY, getOwnProfile, getPhoneCode, reloadMe, saveProfile, setDetectInfo, type OwnProfile } from '../api/account';
import { askPassword } from '../components/PasswordPrompt';
import '../account.css';

/** Spec 000 sections 4 and 9: the code button counts down 60 seconds, then reads 'get again'. */
export const CODE_COUNTDOWN_SECONDS = 60;

interface Draft {
  name: string;
  cardnum: string;
  phone: string;
  code: string;
  purpose: 'detect' | 'save';
}

const DRAFT_KEY = 'userInfo';

/** /userInfo: real name, ID number, phone (with its SMS code) and the authentication status. */
export default function UserInfoPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { me } = useAppState();
  const { data: profile, mutate } = useSWR(PROFILE_KEY, getOwnProfile);
  const [name, setName] = useState('');
  const [cardnum, setCardnum] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  const [busy, setBusy] = useState(false);
  const filled = useRef(false);
  const faceHandled = useRef(false);

  const personal = (profile?.usertype ?? '0') !== '1';
  const verified = me?.isRealNameAuth === 'true';
  const identityChanged = Boolean(profile) && (name.trim() !== profile!.name || cardnum.trim().toUpperCase() !== profile!.cardnum);
  const phoneChanged = Boolean(profile) && phone.trim() !== profile!.phone;

  useEffect(() => {
    if (!profile || filled.current) return;
    filled.current = true;
    setName(profile.name);
    setCardnum(profile.cardnum);
    setPhone(profile.phone);
  }, [profile]);

  useEffect(() => {
    if (countdown <= 0) return undefined;
    const timer = window.setTimeout(() => setCountdown((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const refreshMe = useCallback(async (next?: OwnProfile) => {
    if (next) await mutate(next, { revalidate: false });
    dispatch({ type: 'setMe', me: await reloadMe() });
  }, [dispatch, mutate]);

  /** Checks the fields the way the server will, with the specification's messages. */
  const checkFields = useCallback((values: { name: string; cardnum: string; phone: string }): boolean => {
    if (!values.name || !values.cardnum) {
      void showAlert(t('account.fillNameAndId'));
      return false;
    }
    if (personal && !isChineseName(values.name)) {
      showToast(t('validation.format', { name: t('validation.type.cnName') }), TOAST_INPUT_ERROR_MS);
      return false;
    }
    if (personal && !isIdCard(values.cardnum)) {
      showToast(t('validation.format', { name: t('validation.type.idcard') }), TOAST_INPUT_ERROR_MS);
      return false;
    }
    if (!isMobilePhone(values.phone)) {
      showToast(t('validation.format', { name: t('validation.type.mobile') }), TOAST_INPUT_ERROR_MS);
      return false;
    }
    return true;
  }, [personal, t]);

  const doSave = useCallback(async (values: { name: string; cardnum: string; phone: string; code: string }) => {
    const password = await askPassword(locale, profile?.iswebuser === '1');
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
  }, [locale, profile?.iswebuser, refreshMe]);

  const startFace = useCallback(async (purpose: Draft['purpose'], values: { name: string; cardnum: string; phone: string; code: string }) => {
    try {
      const config = await getFaceAuthConfig();
      saveFaceDraft<Draft>(DRAFT_KEY, { ...values, purpose });
      await startFaceCheck(values.name, values.cardnum, returnPathOf(location.pathname, location.search), config.face_mode);
    } catch (error) {
      takeFaceDraft(DRAFT_KEY);
      if (error instanceof FaceFailure) await showAlert(error.message);
    }
  }, [location.pathname, location.search]);

  // Back from the face check: restore the form, then set the detect info or go on saving.
  useEffect(() => {
    if (!profile || faceHandled.current) return;
    const returned = readFaceReturn(location.search);
    if (!returned) return;
    faceHandled.current = true;
    const draft = takeFaceDraft<Draft>(DRAFT_KEY);
    navigate(returnPathOf(location.pathname, location.search), { replace: true });
    if (!draft) return;
    filled.current = true;
    setName(draft.name);
    setCardnum(draft.cardnum);
    setPhone(draft.phone);
    setCode(draft.code);
    void (async () => {
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
        // Keep what the user typed: the saved profile may not hold the phone yet.
        setPhone(draft.phone);
        await showAlert(t('face.success'));
      } catch (error) {
        if (!(error instanceof ApiError && error.redirecting)) await showAlert(t('face.detectFailed'));
      }
    })();
  }, [profile, location.pathname, location.search, navigate, doSave, refreshMe, t]);

  const values = () => ({ name: name.trim(), cardnum: cardnum.trim().toUpperCase(), phone: phone.trim(), code: code.trim() });

  const onSendCode = async () => {
    const value = phone.trim();
    if (!isMobilePhone(value)) {
      showToast(t('validation.format', { name: t('validation.type.mobile') }), TOAST_INPUT_ERROR_MS);
      return;
    }
    try {
      showToast(await getPhoneCode(value));
      setSentOnce(true);
      setCountdown(CODE_COUNTDOWN_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) await showAlert(error.message);
    }
  };

  const onVerify = async () => {
    const current = values();
    if (!current.name || !current.cardnum) {
      await showAlert(t('account.fillNameAndId'));
      return;
    }
    await startFace('detect', current);
  };

  const onSave = async () => {
    const current = values();
    if (!checkFields(current)) return;
    if (phoneChanged && !current.code) {
      showToast(t('account.codeRequired'), TOAST_INPUT_ERROR_MS);
      return;
    }
    if (personal && (!verified || identityChanged)) {
      // A verified user changing name or ID goes through a new face check, then the save goes on.
      if (verified && identityChanged) {
        await startFace('save', current);
        return;
      }
      await showAlert(t('account.realNameFirst'));
      return;
    }
    await doSave(current);
  };

  const codeLabel = countdown > 0 ? t('userInfo.codeCountdown', { n: countdown }) : sentOnce ? t('userInfo.codeAgain') : t('userInfo.getCode');

  return (
    <div className="user-info">
      {params.get('type') === '1' ? <p className="user-info-hint" role="note">{t('userInfo.completeHint')}</p> : null}
      <List header={t('userInfo.header')}>
        <List.Item prefix={<label htmlFor="ui-name">{t('userInfo.name')}</label>}>
          <Input id="ui-name" value={name} onChange={setName} placeholder={t('userInfo.namePlaceholder')} maxLength={50} clearable />
        </List.Item>
        <List.Item prefix={<label htmlFor="ui-cardnum">{t('userInfo.cardnum')}</label>}>
          <Input id="ui-cardnum" value={cardnum} onChange={setCardnum} placeholder={t('userInfo.cardnumPlaceholder')} maxLength={30} clearable />
        </List.Item>
        <List.Item prefix={<label htmlFor="ui-phone">{t('userInfo.phone')}</label>}>
          <Input id="ui-phone" type="tel" value={phone} onChange={setPhone} placeholder={t('userInfo.phonePlaceholder')} maxLength={13} clearable />
        </List.Item>
        {phoneChanged || code ? (
          <List.Item
            prefix={<label htmlFor="ui-code">{t('userInfo.code')}</label>}
            extra={
              <Button className="code-button" size="small" color="primary" fill="outline" disabled={countdown > 0} onClick={() => void onSendCode()}>
                {codeLabel}
              </Button>
            }
          >
            <Input id="ui-code" value={code} onChange={setCode} placeholder={t('userInfo.codePlaceholder')} maxLength={6} inputMode="numeric" />
          </List.Item>
        ) : null}
        {personal ? (
          <List.Item prefix={<span>{t('userInfo.status')}</span>}>
            <div className="user-info-status">
              <Tag className={verified ? 'status-tag status-tag--yes' : 'status-tag status-tag--no'} fill="outline">
                {verified ? t('mine.verified') : t('mine.unverified')}
              </Tag>
              {!verified || identityChanged ? (
                <Button size="small" color="primary" onClick={() => void onVerify()}>
                  {t('userInfo.verify')}
                </Button>
              ) : null}
            </div>
          </List.Item>
        ) : null}
      </List>
      <div className="user-info-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void onSave()}>
          {t('userInfo.save')}
        </Button>
      </div>
    </div>
  );
}
