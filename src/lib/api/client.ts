import { translate, type Locale } from '../../../engine/i18n/translate';
import { getLocale } from '../i18n/locale';
import { newReqseq } from './reqseq';
import { xhrFetch } from './xhrFetch';
import { PENDING_REQUEST_STORAGE_KEY, REDIRECT_STORAGE_KEY, WX_STATE_STORAGE_KEY, redirectTargetFrom, stateFromUrl } from './session';

/**
 * The one API client of the app. Feature api modules call `api.get` / `api.post` / `api.upload`;
 * components never call fetch.
 *
 * - every request carries a fresh `reqseq` (POST: in the body; GET: in the query);
 * - JSON with `credentials: 'same-origin'` and `Accept-Language` of the chosen locale;
 * - the three envelopes of the contract are unwrapped: `{errcode:"00",errmsg,data}`,
 *   `{state:1,msg,data}`, `{stat:1,message,data}` — success gives `data`, anything else throws
 *   an `ApiError(message, code, status, body)` (and toasts the message unless `silent`);
 * - session expiry (stat/state/errcode -1, -1005, -1001 or -400 with `data.url`, spec 000 section 4):
 *   remembers where the user was (`hall.redirect`) and the `state` of the authorisation address
 *   (`hall.wxState`) and a JSON POST it refused (`hall.pendingRequest`, body and reqseq as sent),
 *   then sends the browser to `data.url`; back on that page, `takePendingRequest` + `api.replay`
 *   send it once.
 */

export class ApiError extends Error {
  /** True when the browser is being sent to the authorisation page: callers should show nothing. */
  redirecting = false;

  constructor(
    message: string,
    public readonly code: string | number | null,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  /** Do not toast the failure message (the caller shows it its own way). */
  silent?: boolean;
  /** Count the request in the shell's loading toast (default true). */
  loading?: boolean;
  /** Return the whole answer body instead of its data (calls the specification gives own fields). */
  raw?: boolean;
  signal?: AbortSignal;
  /** The reqseq to send instead of a fresh one: a retry of the same save (the server answers it once). */
  reqseq?: string;
  /**
   * How long to wait for the answer before giving up with errors.timeout (default
   * REQUEST_TIMEOUT_MS; uploads UPLOAD_TIMEOUT_MS): a call that never answers must not leave a
   * screen loading for ever.
   */
  timeoutMs?: number;
  /** Uploads: called with the share of the body sent so far (0..1). */
  onProgress?: (fraction: number) => void;
  /**
   * false: an expired session rejects without starting the sign-in. For a fetch made beside the
   * sign-in check at the app's start, which starts the sign-in itself (default true).
   */
  signInOnExpiry?: boolean;
}

/** What the client needs from its surroundings; the app wires the real ones, tests stub them. */
export interface ApiClientHooks {
  getLocale: () => Locale;
  /** Shows a failure message (antd-mobile Toast in the app). */
  onError: (message: string) => void;
  /** +1 when a counted request starts, -1 when it ends (drives the shell's loading toast). */
  onLoading: (delta: 1 | -1) => void;
  /** Full page navigation (session expiry) that takes the current entry's place in the history. */
  assignLocation: (url: string) => void;
  /** Current path and query, to come back to after authorisation. */
  currentLocation: () => { pathname: string; search: string };
  sessionStore: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  fetch: typeof fetch;
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

// ---------------------------------------------------------------------------------------------
// Envelopes

export type Unwrapped =
  | { ok: true; data: unknown }
  | { ok: false; code: string | number | null; message: string; data: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asCode(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * Reads one of the three envelopes. A body that carries none of errcode/state/stat is passed
 * through as data (plain answers such as /healthz).
 */
export function unwrapEnvelope(body: unknown): Unwrapped {
  if (!isRecord(body)) return { ok: true, data: body };
  if ('errcode' in body) {
    const code = asCode(body.errcode);
    if (code === '00') return { ok: true, data: body.data };
    return { ok: false, code, message: String(body.errmsg ?? ''), data: body.data };
  }
  if ('state' in body) {
    const code = asCode(body.state);
    if (code === 1 || code === '1') return { ok: true, data: body.data };
    return { ok: false, code, message: String(body.msg ?? ''), data: body.data };
  }
  if ('stat' in body) {
    const code = asCode(body.stat);
    if (code === 1 || code === '1') return { ok: true, data: body.data };
    return { ok: false, code, message: String(body.message ?? ''), data: body.data };
  }
  return { ok: true, data: body };
}

const EXPIRY_CODES = new Set(['-1', '-1005', '-1001', '-400']);

/** The address to send the browser to when the answer says the session is gone, else null. */
export function sessionExpiryUrl(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const code = asCode(body.stat ?? body.state ?? body.errcode);
  if (code === null || !EXPIRY_CODES.has(String(code))) return null;
  const data = body.data;
  if (!isRecord(data) || typeof data.url !== 'string' || data.url === '') return null;
  return data.url;
}

/** Builds `path?query`, leaving out null and undefined values. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return path + (path.includes('?') ? '&' : '?') + text;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** A call gets this long to answer (a slow registry answers within a few seconds; 75 s was seen hanging). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** An upload's body may take long to send on a phone network (a licence check can be 500 MB). */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * A signal that aborts when the caller's does or when the time is up (AbortSignal.any and
 * AbortSignal.timeout are missing from older in-app browsers); `timedOut` tells the two apart.
 */
function deadline(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
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

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<unknown> {
  const locale = hooks.getLocale();
  const counted = options.loading !== false;
  if (counted) hooks.onLoading(1);
  const limit = deadline(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  try {
    let response: Response;
    try {
      const transport: typeof fetch = options.onProgress ? (input, request) => xhrFetch(String(input), request ?? {}, options.onProgress!) : hooks.fetch;
      response = await transport(url, {
        ...init,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Accept-Language': locale,
          // A call that will not start a sign-in asks the server not to make a sign-in state for it (decision 0034).
          ...(options.signInOnExpiry === false ? { 'X-Hall-No-Sign-In': '1' } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: limit.signal,
      });
    } catch (cause) {
      if (limit.timedOut()) throw fail(new ApiError(translate(locale, 'errors.timeout'), null, 0, null), options);
      if ((cause as { name?: string } | null)?.name === 'AbortError') throw cause;
      throw fail(new ApiError(translate(locale, 'errors.network'), null, 0, null), options);
    }

    let body: unknown = null;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      // The answer started but its body never finished coming.
      if (limit.timedOut()) throw fail(new ApiError(translate(locale, 'errors.timeout'), null, 0, null), options);
      throw cause;
    }
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        throw fail(new ApiError(translate(locale, 'errors.server'), null, response.status, text), options);
      }
    }

    const expiryUrl = sessionExpiryUrl(body);
    if (expiryUrl) {
      const signIn = options.signInOnExpiry !== false;
      if (signIn) startExpiryRedirect(expiryUrl, { path: url, init });
      const unwrapped = unwrapEnvelope(body);
      const error = new ApiError(
        unwrapped.ok ? translate(locale, 'errors.sessionExpired') : unwrapped.message || translate(locale, 'errors.sessionExpired'),
        unwrapped.ok ? null : unwrapped.code,
        response.status,
        body,
      );
      error.redirecting = signIn;
      throw error;
    }

    const unwrapped = unwrapEnvelope(body);
    if (options.raw && response.ok) return body;
    if (unwrapped.ok && response.ok) return unwrapped.data;
    const message = (!unwrapped.ok && unwrapped.message) || translate(locale, 'errors.server');
    throw fail(new ApiError(message, unwrapped.ok ? null : unwrapped.code, response.status, body), options);
  } finally {
    limit.clear();
    if (counted) hooks.onLoading(-1);
  }
}

function fail(error: ApiError, options: RequestOptions): ApiError {
  if (!options.silent) hooks.onError(error.message);
  return error;
}

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
    return send(pending.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: pending.body }, options) as Promise<T>;
  },

  /** POST JSON; `reqseq` is added to the body. */
  post<T = unknown>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<T> {
    const payload = { ...body, reqseq: options.reqseq ?? newReqseq() };
    return send(
      path,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) },
      options,
    ) as Promise<T>;
  },

  /** GET; `reqseq` is added to the query. */
  get<T = unknown>(path: string, query: Query = {}, options: RequestOptions = {}): Promise<T> {
    return send(withQuery(path, { ...query, reqseq: newReqseq() }), { method: 'GET' }, options) as Promise<T>;
  },

  /** POST multipart; `reqseq` is added as a form field. */
  upload<T = unknown>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
    form.set('reqseq', newReqseq());
    return send(path, { method: 'POST', body: form }, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options }) as Promise<T>;
  },
};
