import { preload } from 'swr';

/**
 * Starts a screen's call at the app's start, beside the sign-in check, under the swr key the screen
 * reads it with (decisions 0033, 0064). The early call never starts a sign-in (the check does);
 * refused, it is made again, normally, once the check has answered.
 */
export function prefetchBesideSignIn<T>(key: readonly unknown[] | string, call: (signInOnExpiry: boolean) => Promise<T>, signedIn: Promise<unknown>): void {
  const first = call(false);
  void preload(key, () => first.catch(() => signedIn.then(() => call(true)))).catch(() => undefined);
}
