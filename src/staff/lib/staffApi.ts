import { translateStaff, type StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { createApiClient, type FailureKind } from '../../lib/api/createApiClient';
import { getLocale } from '../../lib/i18n/locale';

/** The staff catalogue's texts of the failures without a server message. */
const FAILURE_TEXTS: Record<FailureKind, StaffMessageKey> = {
  timeout: 'staff.errors.timeout',
  network: 'staff.errors.network',
  server: 'staff.errors.server',
  sessionExpired: 'staff.signInRequired',
};

/**
 * The staff app's client: the citizen app's request conventions (createApiClient: reqseq, here in
 * the X-Reqseq header, locale, deadline, envelope, ApiError with the status) on /staff/api in the errcode envelope (decision
 * 0048), never a citizen call. The staff cookie goes along by itself (same origin, path /staff).
 * Failures are not reported here: each screen shows its own (antd's message or an Alert), and a
 * missing staff session (401) sends the layout to the sign-in page, not the citizen's sign-in.
 */
export const staffApi = createApiClient({
  base: '/staff/api',
  // The staff API is not the spec's: its addresses and bodies stay as the server reads them.
  reqseqHeader: 'X-Reqseq',
  hooks: () => ({ getLocale, onError: () => undefined, onLoading: () => undefined, fetch: (input, init) => globalThis.fetch(input, init) }),
  failureText: (locale, failure) => translateStaff(locale, FAILURE_TEXTS[failure]),
});
