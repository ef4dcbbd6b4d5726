import type { Locale } from '../../../engine/i18n/translate';
import { ApiError } from './apiError';
import { deadline } from './deadline';
import { sessionExpiryUrl, unwrapEnvelope } from './envelope';
import { newReqseq } from './reqseq';
import { withQuery, type Query } from './withQuery';
import { xhrFetch } from './xhrFetch';

/**
 * The request conventions both apps share (the citizen app's client and the staff app's): every
 * request carries a fresh `reqseq` (spec 000: POST in the body, GET in the query, uploads a form
 * field; or, for an API outside the spec, in a header of the app's naming, leaving its addresses
 * and bodies as they were),
 * JSON with `credentials: 'same-origin'` and `Accept-Language` of the chosen locale, a deadline
 * (errors.timeout instead of a screen loading for ever), the contract's envelopes unwrapped
 * (success gives `data`, anything else throws an `ApiError(message, code, status, body)`, and
 * reports the message unless `silent`). What differs per app (its texts, its sign-in on an expired
 * session, its toasts) comes in through the settings; this module imports no UI library.
 */

/** A call gets this long to answer (a slow registry answers within a few seconds; 75 s was seen hanging). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** An upload's body may take long to send on a phone network (a licence check can be 500 MB). */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export interface RequestOptions {
  /** Do not report the failure message (the caller shows it its own way). */
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

/** What a request needs from its surroundings at the moment it is sent (tests stub them). */
export interface TransportHooks {
  getLocale: () => Locale;
  /** Shows a failure message. */
  onError: (message: string) => void;
  /** +1 when a counted request starts, -1 when it ends. */
  onLoading: (delta: 1 | -1) => void;
  fetch: typeof fetch;
}

/** The failures that have no message of the server's. */
export type FailureKind = 'timeout' | 'network' | 'server' | 'sessionExpired';

export interface ApiClientSettings {
  /** Put before every path (the staff app's `/staff/api`); none for the citizen app. */
  base?: string;
  /** Send the reqseq in this header instead of the body, query or form (the staff API's calls are not the spec's). */
  reqseqHeader?: string;
  hooks: () => TransportHooks;
  /** The app's text for a failure without a server message, in the locale of the request. */
  failureText: (locale: Locale, failure: FailureKind) => string;
  /**
   * The answer said the session is gone and where to sign in again: the app starts its sign-in
   * (given the refused request, to keep it). Without it an expired session is a plain failure.
   */
  onSessionExpiry?: (url: string, refused: { path: string; init: RequestInit }) => void;
}

export function createApiClient(settings: ApiClientSettings) {
  const base = settings.base ?? '';

  const fail = (error: ApiError, options: RequestOptions): ApiError => {
    if (!options.silent) settings.hooks().onError(error.message);
    return error;
  };

  async function send(path: string, init: RequestInit, options: RequestOptions): Promise<unknown> {
    const hooks = settings.hooks();
    const url = base + path;
    const locale = hooks.getLocale();
    const text = (failure: FailureKind) => settings.failureText(locale, failure);
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
        if (limit.timedOut()) throw fail(new ApiError(text('timeout'), null, 0, null), options);
        if ((cause as { name?: string } | null)?.name === 'AbortError') throw cause;
        throw fail(new ApiError(text('network'), null, 0, null), options);
      }

      let body: unknown = null;
      let answer: string;
      try {
        answer = await response.text();
      } catch (cause) {
        // The answer started but its body never finished coming.
        if (limit.timedOut()) throw fail(new ApiError(text('timeout'), null, 0, null), options);
        throw cause;
      }
      if (answer) {
        try {
          body = JSON.parse(answer);
        } catch {
          throw fail(new ApiError(text('server'), null, response.status, answer), options);
        }
      }

      const expiryUrl = sessionExpiryUrl(body);
      if (expiryUrl && settings.onSessionExpiry) {
        const signIn = options.signInOnExpiry !== false;
        if (signIn) settings.onSessionExpiry(expiryUrl, { path: url, init });
        const unwrapped = unwrapEnvelope(body);
        const error = new ApiError(unwrapped.ok ? text('sessionExpired') : unwrapped.message || text('sessionExpired'), unwrapped.ok ? null : unwrapped.code, response.status, body);
        error.redirecting = signIn;
        throw error;
      }

      const unwrapped = unwrapEnvelope(body);
      if (options.raw && response.ok) return body;
      if (unwrapped.ok && response.ok) return unwrapped.data;
      const message = (!unwrapped.ok && unwrapped.message) || text('server');
      throw fail(new ApiError(message, unwrapped.ok ? null : unwrapped.code, response.status, body), options);
    } finally {
      limit.clear();
      if (counted) hooks.onLoading(-1);
    }
  }

  const header = settings.reqseqHeader;
  /** The reqseq's header, when the app sends it as one. */
  const reqseqHeaders = (reqseq: string): Record<string, string> => (header ? { [header]: reqseq } : {});
  const postJson = (path: string, body: string, options: RequestOptions, headers: Record<string, string> = {}) =>
    send(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }, options);

  return {
    /** POST of a JSON body exactly as given (a request kept across sign-in, sent again). */
    postJson,

    /** POST JSON; `reqseq` is added to the body. */
    post<T = unknown>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<T> {
      const reqseq = options.reqseq ?? newReqseq();
      return postJson(path, JSON.stringify(header ? body : { ...body, reqseq }), options, reqseqHeaders(reqseq)) as Promise<T>;
    },

    /** GET; `reqseq` is added to the query. */
    get<T = unknown>(path: string, query: Query = {}, options: RequestOptions = {}): Promise<T> {
      const reqseq = newReqseq();
      return send(withQuery(path, header ? query : { ...query, reqseq }), { method: 'GET', headers: reqseqHeaders(reqseq) }, options) as Promise<T>;
    },

    /** POST multipart; `reqseq` is added as a form field. */
    upload<T = unknown>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
      const reqseq = newReqseq();
      if (!header) form.set('reqseq', reqseq);
      return send(path, { method: 'POST', body: form, headers: reqseqHeaders(reqseq) }, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options }) as Promise<T>;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
