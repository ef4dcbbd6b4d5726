import { translate, type MessageKey } from '../../../engine/i18n/translate';
import { getLocale } from '../i18n/locale';
import { createApiClient, type FailureKind, type RequestOptions, type TransportHooks } from './createApiClient';
import { PENDING_REQUEST_STORAGE_KEY, REDIRECT_STORAGE_KEY, WX_STATE_STORAGE_KEY, redirectTargetFrom, stateFromUrl } from './session';

export { ApiError } from './apiError';
export { sessionExpiryUrl, unwrapEnvelope, type Unwrapped } from './envelope';
export { withQuery, type Query, type QueryValue } from './withQuery';
export { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type RequestOptions } from './createApiClient';

/**
 * The one API client of the citizen app. Feature api modules call `api.get` / `api.post` /
 * `api.upload`; components never call fetch. The request conventions (reqseq, locale, deadline,
 * envelopes, ApiError) are the shared core's (createApiClient.ts, which the staff app's client
 * uses too); this module adds the citizen app's own:
 *
 * - a failure toasts its message unless `silent` (antd-mobile Toast, wired by the app);
 * - session expiry (stat/state/errcode -1, -1005, -1001 or -400 with `data.url`, spec 000 section 4):
 *   remembers where the user was (`hall.redirect`) and the `state` of the authorisation address
 *   (`hall.wxState`) and a JSON POST it refused (`hall.pendingRequest`, body and reqseq as sent),
 *   then sends the browser to `data.url`; back on that page, `takePendingRequest` + `api.replay`
 *   send it once.
 */

/** What the client needs from its surroundings; the app wires the real ones, tests stub them. */
export interface ApiClientHooks extends TransportHooks {
  /** Full page navigation (session expiry) that takes the current entry's place in the history. */
  assignLocation: (url: string) => void;
  /** Current path and query, to come back to after authorisation. */
  currentLocation: () => { pathname: string; search: string };
  sessionStore: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

const browserHooks: ApiClientHooks = {
  getLocale,
  onError: () => undefined,
  onLoading: () => undefined,
  // Replaced, not pushed: the page that found the session gone comes back after the sign-in, so
  // back from it must not lead to it again, nor to the authorisation page.
  assignLocation: (url) => {
    window.location.replace(url);
  },
  currentLocation: () =>
    typeof window === 'undefined' ? { pathname: '/', search: '' } : { pathname: window.location.pathname, search: window.location.search },
  sessionStore: () => {
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch {
      return null;
    }
  },
  fetch: (input, init) => globalThis.fetch(input, init),
};

let hooks: ApiClientHooks = { ...browserHooks };

/** Replaces some of the client's hooks (the app sets the toasts; tests stub the browser). */
export function configureApiClient(partial: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...partial };
}

/** Back to the browser defaults (tests). */
export function resetApiClient(): void {
  hooks = { ...browserHooks };
}

/** A JSON POST refused because the session had expired, as it was sent (same body, same reqseq). */
export interface PendingRequest {
  path: string;
  body: string;
  /** The in-app page it was sent from; only that page replays it. */
  page: string;
}

function startExpiryRedirect(url: string, refused: { path: string; init: RequestInit }): void {
  const store = hooks.sessionStore();
  const here = hooks.currentLocation();
  const target = redirectTargetFrom(here.pathname, here.search);
  const state = stateFromUrl(url);
  if (store) {
    if (target) store.setItem(REDIRECT_STORAGE_KEY, target);
    if (target && refused.init.method === 'POST' && typeof refused.init.body === 'string') {
      const pending: PendingRequest = { path: refused.path, body: refused.init.body, page: target };
      store.setItem(PENDING_REQUEST_STORAGE_KEY, JSON.stringify(pending));
    } else store.removeItem(PENDING_REQUEST_STORAGE_KEY);
    if (state) store.setItem(WX_STATE_STORAGE_KEY, state);
    else store.removeItem(WX_STATE_STORAGE_KEY);
  }
  hooks.assignLocation(url);
}

/** The citizen catalogue's texts of the failures without a server message. */
const FAILURE_TEXTS: Record<FailureKind, MessageKey> = {
  timeout: 'errors.timeout',
  network: 'errors.network',
  server: 'errors.server',
  sessionExpired: 'errors.sessionExpired',
};

const core = createApiClient({
  hooks: () => hooks,
  failureText: (locale, failure) => translate(locale, FAILURE_TEXTS[failure]),
  onSessionExpiry: startExpiryRedirect,
});

/**
 * The request to `path` that met an expired session on the current page, taken out of storage (so
 * it is sent at most once from this browser), or null.
 */
export function takePendingRequest(path: string): PendingRequest | null {
  const store = hooks.sessionStore();
  const stored = store?.getItem(PENDING_REQUEST_STORAGE_KEY);
  if (!store || !stored) return null;
  let pending: PendingRequest;
  try {
    pending = JSON.parse(stored) as PendingRequest;
  } catch {
    store.removeItem(PENDING_REQUEST_STORAGE_KEY);
    return null;
  }
  const here = hooks.currentLocation();
  if (pending.path !== path || pending.page !== redirectTargetFrom(here.pathname, here.search)) return null;
  store.removeItem(PENDING_REQUEST_STORAGE_KEY);
  return pending;
}

export const api = {
  /** Sends a request kept across sign-in exactly as it was first sent (same reqseq: stored once). */
  replay<T = unknown>(pending: PendingRequest, options: RequestOptions = {}): Promise<T> {
    return core.postJson(pending.path, pending.body, options) as Promise<T>;
  },
  post: core.post,
  get: core.get,
  upload: core.upload,
};
