import { getLocale } from '../../lib/i18n/locale';

/** A refused staff call: the server's message and HTTP status (401: no staff session). */
export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  errcode: string;
  errmsg: string;
  data: T;
}

/**
 * The staff app's one API client: JSON to /staff/api in the errcode envelope (decision 0048),
 * never a citizen call. The staff cookie goes along by itself (same origin, path /staff).
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/staff/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'accept-language': getLocale(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || envelope?.errcode !== '00') throw new StaffApiError(envelope?.errmsg || response.statusText, response.status);
  return envelope.data;
}

export const staffApi = {
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
};
