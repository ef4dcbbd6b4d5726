import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { PageState } from '../../../components/PageState/PageState';
import { showAlert } from '../../../components/feedback/dialogs';
import { ApiError } from '../../../lib/api/client';
import { FaceFailure, finishFaceCheck, getFaceAuthConfig, getOwnIdentity, readFaceReturn, returnPathOf, startFaceCheck } from '../../../lib/face/faceCheck';
import { useT } from '../../../lib/i18n';
import { confirmAsParty, declineAsParty, identifyAsParty, openLink, sendPartyCode, type LinkView, type ShownField } from '../api/confirmations';
import '../confirmations.css';

type Decided = 'confirmed' | 'declined';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

function Fields({ fields }: { fields: ShownField[] }) {
  return (
    <dl className="confirm-fields">
      {fields.map((field) => (
        <div key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /confirm/:token, the link a party of an application gets (issue 21, docs/decisions/0055): signed
 * in like every page, the party proves who they are with the face check (the server compares the
 * checked ID number with the party's), reads the application read-only, and confirms with the SMS
 * code sent to the phone entered for them, or declines with a reason.
 */
export default function ConfirmPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const token = useParams().token ?? '';
  const returned = readFaceReturn(search);
  // Back from the face check: its outcome is finished and the identity proved before the link is read again.
  const identified = useSWR(returned ? ['confirm-identify', token, search] : null, async () => {
    await finishFaceCheck(returned!);
    await identifyAsParty(token);
    return true;
  });
  const link = useSWR(returned && !identified.data && !identified.error ? null : ['confirm-open', token, Boolean(identified.data)], () => openLink(token));
  const [decided, setDecided] = useState<Decided | null>(null);

  useEffect(() => {
    if (identified.data) navigate(returnPathOf(pathname, search), { replace: true });
  }, [identified.data, navigate, pathname, search]);

  if (decided) {
    return <PageState title={t(decided === 'confirmed' ? 'confirmations.doneConfirmed' : 'confirmations.doneDeclined')} action={{ label: t('shell.backHome'), onClick: () => navigate('/') }} />;
  }
  if (link.error) {
    if (link.error instanceof ApiError && link.error.redirecting) return null;
    return <PageState title={messageOf(link.error) || t('confirmations.linkFailed')} action={{ label: t('shell.backHome'), onClick: () => navigate('/') }} />;
  }
  if (!link.data) return null;
  const faceProblem = identified.error ? messageOf(identified.error) : '';
  return (
    <div className="confirm-page">
      <section className="confirm-card">
        <h2>{t('confirmations.pageTitle', { business: link.data.business })}</h2>
        <p>{t('confirmations.asksYou', { name: link.data.partyName, role: link.data.role })}</p>
      </section>
      {link.data.step === 'identify' ? (
        <IdentifyCard problem={faceProblem} />
      ) : (
        <DecideCard token={token} view={link.data} onDecided={setDecided} />
      )}
    </div>
  );
}

/** The face check: the party's own name and ID number (their profile's when they have one). */
function IdentifyCard({ problem }: { problem: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const own = useSWR('confirm-own-identity', () => getOwnIdentity().catch(() => ({ name: '', cardnum: '' })));
  const [name, setName] = useState<string | null>(null);
  const [idcard, setIdcard] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shownName = name ?? own.data?.name ?? '';
  const shownId = idcard ?? own.data?.cardnum ?? '';

  const start = async () => {
    if (!shownName.trim() || !shownId.trim()) return showAlert(t('confirmations.identityMissing'));
    setBusy(true);
    try {
      const config = await getFaceAuthConfig();
      await startFaceCheck(shownName.trim(), shownId.trim(), returnPathOf(pathname, ''), config.face_mode);
    } catch (error) {
      if (!(error instanceof ApiError && error.redirecting)) await showAlert(error instanceof FaceFailure ? error.message : messageOf(error));
      setBusy(false);
    }
  };

  return (
    <section className="confirm-card" data-step="identify">
      <h3>{t('confirmations.identifyTitle')}</h3>
      <p>{t('confirmations.identifyNote')}</p>
      {problem ? (
        <p className="confirm-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <label htmlFor="confirm-name">{t('confirmations.yourName')}</label>
      <Input id="confirm-name" className="confirm-input" value={shownName} onChange={setName} />
      <label htmlFor="confirm-idcard">{t('confirmations.yourId')}</label>
      <Input id="confirm-idcard" className="confirm-input" value={shownId} onChange={setIdcard} />
      <Button block color="primary" loading={busy} onClick={() => void start()}>
        {t('confirmations.faceStart')}
      </Button>
    </section>
  );
}

/** The application read-only, the SMS code, 确认 and 拒绝. */
function DecideCard({ token, view, onDecided }: { token: string; view: Extract<LinkView, { step: 'decide' }>; onDecided: (decided: Decided) => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
    } catch {
      // The client toasted the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="confirm-card" data-step="decide">
        <h3>{t('confirmations.parties')}</h3>
        {view.parties.map((party, index) => (
          <Fields
            key={index}
            fields={[
              { label: party.role, value: party.you ? `${party.name}（${t('confirmations.you')}）` : party.name },
              { label: t('confirmations.idNumber'), value: party.idNumber },
              { label: t('confirmations.phone'), value: party.phone },
            ]}
          />
        ))}
      </section>
      {view.units.length > 0 ? (
        <section className="confirm-card">
          <h3>{t('confirmations.units')}</h3>
          {view.units.map((fields, index) => (
            <Fields key={index} fields={fields} />
          ))}
        </section>
      ) : null}
      {view.rights.map((right, index) => (
        <section key={index} className="confirm-card">
          <h3>{right.title}</h3>
          <Fields fields={right.fields} />
        </section>
      ))}
      <section className="confirm-card confirm-actions">
        {declining ? (
          <>
            <label htmlFor="confirm-reason">{t('confirmations.reason')}</label>
            <TextArea id="confirm-reason" className="confirm-input" value={reason} onChange={setReason} maxLength={200} rows={3} />
            <Button block color="danger" loading={busy} disabled={!reason.trim()} onClick={() => void act(() => declineAsParty(token, reason.trim()), () => onDecided('declined'))}>
              {t('confirmations.declineSend')}
            </Button>
            <Button block onClick={() => setDeclining(false)}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('confirmations.codeNote', { phone: view.phone })}</p>
            <Button block loading={busy && !sentTo} onClick={() => void act(async () => setSentTo((await sendPartyCode(token)).phone))}>
              {sentTo ? t('confirmations.codeSent', { phone: sentTo }) : t('confirmations.codeSend')}
            </Button>
            <label htmlFor="confirm-code">{t('confirmations.code')}</label>
            <Input id="confirm-code" className="confirm-input" value={code} onChange={setCode} maxLength={6} inputMode="numeric" />
            <Button block color="primary" loading={busy} disabled={code.trim().length === 0} onClick={() => void act(() => confirmAsParty(token, code.trim(), view.fingerprint), () => onDecided('confirmed'))}>
              {t('confirmations.confirm')}
            </Button>
            <Button block color="danger" fill="outline" onClick={() => setDeclining(true)}>
              {t('confirmations.decline')}
            </Button>
          </>
        )}
      </section>
    </>
  );
}
