import { applicationKey, getApply } from '../../../lib/api/application';
import { prefetchBesideSignIn } from '../../../lib/api/prefetchBesideSignIn';
import { getQlxxIsShow, QLXX_IS_SHOW_KEY } from './application';
import { getUploadType, materialsKey } from './materials';

/**
 * The upload page's data (?slsqId=), started beside the sign-in check: the application, its
 * attachment groups (whose help text is the page's largest paint) and qlxx_isshow, each under the
 * key the page reads it with. Asked for only after the page's code had run, they were the last
 * round trip before that paint (decision 0064).
 */
export function prefetchUploadPage(search: string, signedIn: Promise<unknown>): void {
  const slsqId = new URLSearchParams(search).get('slsqId');
  if (!slsqId) return;
  prefetchBesideSignIn(applicationKey(slsqId), (signInOnExpiry) => getApply(slsqId, { counted: signInOnExpiry, signInOnExpiry }), signedIn);
  prefetchBesideSignIn(materialsKey(slsqId), (signInOnExpiry) => getUploadType(slsqId, { signInOnExpiry }), signedIn);
  prefetchBesideSignIn(QLXX_IS_SHOW_KEY, (signInOnExpiry) => getQlxxIsShow({ signInOnExpiry }), signedIn);
}
