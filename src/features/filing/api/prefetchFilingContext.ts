import { applicationKey, getApply } from '../../../lib/api/application';
import { prefetchBesideSignIn } from '../../../lib/api/prefetchBesideSignIn';
import { getQlxxIsShow, QLXX_IS_SHOW_KEY } from './application';

/**
 * What every draft page's context waits for (useFilingContext: the application and qlxx_isshow),
 * started beside the sign-in check under the keys the page reads it with: the fill page names its
 * application ?id=, a sub-form page ?slsqId=. Asked for only after the sign-in check had answered
 * and the page's code had run, they were two more round trips before the form's largest paint
 * (decision 0080). Nothing is asked for without an application.
 */
export function prefetchFilingContext(param: 'id' | 'slsqId'): (search: string, signedIn: Promise<unknown>) => void {
  return (search, signedIn) => {
    const proinstid = new URLSearchParams(search).get(param);
    if (!proinstid) return;
    prefetchBesideSignIn(applicationKey(proinstid), (signInOnExpiry) => getApply(proinstid, { counted: signInOnExpiry, signInOnExpiry }), signedIn);
    prefetchBesideSignIn(QLXX_IS_SHOW_KEY, (signInOnExpiry) => getQlxxIsShow({ signInOnExpiry }), signedIn);
  };
}
