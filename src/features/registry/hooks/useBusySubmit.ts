import { useCallback, useState } from 'react';
import { showAlert } from '../../../components/feedback/dialogs';
import { ApiError } from '../../../lib/api/client';

/**
 * The registry pages' submit: the button shows busy while the call runs, and a failure the server
 * answered is alerted with its message (or the page's fallback when it gave none) and the title it
 * sent, if any. One place for it so every page treats failures alike (nothing when the browser is
 * being sent to sign in; the page's own alerts stay inside `work`).
 */
export function useBusySubmit() {
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: () => Promise<void>, fallback = '') => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) {
        const title = (error.body as { data?: { title?: string } } | null)?.data?.title;
        await showAlert(error.message || fallback, title);
      }
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
