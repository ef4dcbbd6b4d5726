import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { EngineForm, type EngineFormSaved } from '../../../../engine/renderer';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { showToast } from '../../../components/feedback/toast';
import { ApiError } from '../../../lib/api/client';
import { useConfiguredForm } from '../../../lib/schemas/useConfiguredForm';
import { useLocale, useT } from '../../../lib/i18n';
import { FEEDBACK_MAX, feedbackPageKey, resendPendingFeedback, sendFeedback } from '../api/feedback';
import '../feedback.css';

/**
 * /feedBack: the feedback form of schemas/forms/feedback.json (fetched) drawn by the form engine (3 rows,
 * at most 200 characters, empty content refused with the specification's alert), then the
 * confirm dialog and sendSaveFeedback; a failure alerts 'warning: submission failed'.
 */
export default function FeedbackPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const formCall = useConfiguredForm('feedback');
  const resolved = formCall.data;
  const [busy, setBusy] = useState(false);
  // Set from the first tap of 提交 until its dialog is answered and the sending is over: a second tap
  // in between (a double tap) neither opens a second confirm nor sends again. A ref, not state, so
  // a tap landing before React re-renders sees it too.
  const submitting = useRef(false);

  /** Sends, then on to the list; a failure alerts, an expired session is on its way to sign-in. */
  const deliver = useCallback(
    async (sending: Promise<unknown>) => {
      setBusy(true);
      try {
        await sending;
        showToast(t('feedback.submitted'));
        // Drop the cached list so the list page opened next fetches it afresh: its pages
        // (['feedback', n]) and the infinite list's own entry, whose last request SWR would
        // otherwise reuse for two seconds (deduplication) and show the list without the new row.
        await mutate((key) => Array.isArray(key) && key[0] === 'feedback', undefined, { revalidate: true });
        await mutate(unstable_serialize(feedbackPageKey), undefined, { revalidate: true });
        navigate('/feedBackList', { replace: true });
      } catch (error) {
        if (!(error instanceof ApiError && error.redirecting)) await showAlert(t('feedback.failed'));
      } finally {
        setBusy(false);
      }
    },
    [mutate, navigate, t],
  );

  // Back from the sign-in an expired session led to: the feedback typed before goes out now, once.
  useEffect(() => {
    const resending = resendPendingFeedback();
    if (resending) void deliver(resending);
  }, [deliver]);

  const submit = async ({ data }: EngineFormSaved) => {
    if (busy || submitting.current) return;
    submitting.current = true;
    try {
      const text = Array.from(String(data.content ?? '').trim()).slice(0, FEEDBACK_MAX).join('');
      if (!text) {
        await showAlert(t('feedback.incomplete'));
        return;
      }
      if (!(await showConfirm(t('feedback.confirm')))) return;
      await deliver(sendFeedback(text));
    } finally {
      submitting.current = false;
    }
  };

  const failure = failedCall(formCall);
  if (failure) return <LoadFailed {...failure} />;

  return (
    <div className="feedback-form">
      {resolved ? <EngineForm id="feedback-form" resolved={resolved} locale={locale} submitText={t('feedback.submit')} onSubmit={submit} /> : null}
    </div>
  );
}
