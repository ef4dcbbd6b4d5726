import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useStaffT as useT } from '../../lib/i18n';
import { confirmCode, getMe, getSessionStep, ME_KEY, setNewPassword, signIn, type SignInStep } from './api';
import { NewPasswordFields } from '../../lib/NewPasswordFields';
import { errorText } from '../../lib/errorText';
import { PageTitle } from '../../lib/PageTitle';

/**
 * Sign-in: the password, then for roles that need it the authenticator code (with the QR code
 * to enrol on the first sign-in). The server decides which step comes next. Partners arrive from
 * the hall's /partner with ?for=partner and see their own title; the accounts are the same kind.
 * After a reset's one-time password the server answers that the password must change: the new
 * one is asked before anything else, also when the page opens on such a session (docs/decisions/0092).
 */
export default function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<SignInStep | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  // A session that signed in with a one-time password and was sent here (reload, or any page): its change first.
  useEffect(() => {
    getSessionStep()
      .then((current) => {
        if (current.next === 'changePassword') setStep(current);
      })
      .catch(() => undefined);
  }, []);

  const run = async (action: () => Promise<SignInStep>) => {
    setBusy(true);
    setProblem('');
    try {
      const next = await action();
      if (next.next !== 'done') return setStep(next);
      // The new member's own record, in the cache before the layout reads it: the layout neither
      // shows what the key held for the previous member nor depends on refetching a cleared key.
      await mutate(ME_KEY, getMe(), { revalidate: false });
      navigate('/', { replace: true });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 400 }}>
        <PageTitle>{query.get('for') === 'partner' ? t('staff.partner.signInTitle') : t('staff.appTitle')}</PageTitle>
        {problem && <Alert type="error" title={problem} role="alert" style={{ marginBottom: 16 }} />}
        {step?.next === 'changePassword' ? (
          <Form layout="vertical" onFinish={(values: { password: string }) => void run(() => setNewPassword(values.password))}>
            <Alert type="info" title={t('staff.changePassword.forcedHint')} style={{ marginBottom: 16 }} />
            <NewPasswordFields />
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('staff.changePassword')}
            </Button>
          </Form>
        ) : step === null ? (
          <Form layout="vertical" onFinish={(values: { username: string; password: string }) => void run(() => signIn(values.username, values.password))}>
            <Form.Item name="username" label={t('staff.username')} rules={[{ required: true, message: t('staff.required') }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('staff.password')} rules={[{ required: true, message: t('staff.required') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('staff.signIn')}
            </Button>
          </Form>
        ) : (
          <Form layout="vertical" onFinish={(values: { code: string }) => void run(() => confirmCode(values.code))}>
            {step.next === 'enrol' && (
              <>
                <Typography.Paragraph>{t('staff.enrolHint')}</Typography.Paragraph>
                <img src={step.qrDataUrl} alt={step.otpauthUri} width={220} height={220} />
                <Typography.Paragraph copyable code data-testid="otpauth-uri">
                  {step.otpauthUri}
                </Typography.Paragraph>
              </>
            )}
            {step.next === 'totp' && <Typography.Paragraph>{t('staff.codeHint')}</Typography.Paragraph>}
            <Form.Item name="code" label={t('staff.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('staff.codeHint') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('staff.verify')}
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
