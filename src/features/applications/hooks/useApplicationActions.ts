import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { getApply } from '../../../lib/api/application';
import { ApiError } from '../../../lib/api/client';
import { useT, type MessageKey, type TFunction } from '../../../lib/i18n';
import { deleteApply, revokeApply, type ApplicationListItem } from '../api/applications';
import type { ListAction } from '../../../../engine/vocabulary/types';
import { hrefFor } from '../model/listTabs';
import { detailHref, editHref } from '../model/recordRoutes';

/**
 * Asks first, then changes; a change the server refused is shown in the 操作结果 dialog with the
 * specification's message; nothing when the browser is being sent to sign in again.
 */
async function confirmThenRun(t: TFunction, confirm: MessageKey, work: () => Promise<unknown>, done: MessageKey, failed: MessageKey): Promise<boolean> {
  if (!(await showConfirm(t(confirm)))) return false;
  try {
    await work();
    showToast(t(done));
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.redirecting)) await showAlert(t(failed), t('applications.resultTitle'));
    return false;
  }
}

/** What each action of the /prodoing popup does; `changed` refreshes the list after a delete or revoke. */
export function useApplicationActions(registry: SchemaRegistry | undefined, changed: () => void) {
  const t = useT();
  const navigate = useNavigate();
  return useCallback(
    async (action: ListAction, item: ApplicationListItem) => {
      const href = hrefFor(action, item as unknown as Record<string, unknown>);
      // The appointment pages and the tax office are pages of their own, not routes of this app.
      if (href) window.location.assign(href);
      else if (action.id === 'edit' && registry) {
        // The business (prodefid: the company applicant's page, the code) is the stored application's, not the card's.
        try {
          navigate(editHref((await getApply(item.id, { silent: true })).proinst, registry));
        } catch (error) {
          if (!(error instanceof ApiError && error.redirecting)) showToast(error instanceof Error ? error.message : t('errors.server'));
        }
      }
      else if (action.id === 'detail' && registry) navigate(detailHref(item, registry));
      else if (action.id === 'delete') {
        if (await confirmThenRun(t, 'applications.deleteConfirm', () => deleteApply(item.id), 'applications.deleted', 'applications.deleteFailed')) changed();
      } else if (action.id === 'revoke') {
        // Revoking cancels the application's appointment (kyy 2): the confirmation says so.
        const confirm = item.kyy === 2 ? 'applications.revokeConfirmBooked' : 'applications.revokeConfirm';
        if (await confirmThenRun(t, confirm, () => revokeApply(item), 'applications.revoked', 'applications.revokeFailed')) changed();
      }
    },
    [registry, navigate, t, changed],
  );
}
