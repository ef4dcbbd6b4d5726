import { totpCode, totpStep } from '../../server/backoffice/accounts/totp';
import type { Answer } from './testClient';
import { serverMemo } from './serverMemo';

/** A staff member's browser, as far as the API sees it: the staff cookie only. */
export class StaffClient {
  /** hall_staff_sid=… or ''. */
  cookie = '';
  /** The Set-Cookie line of the last sign-in, to check its attributes. */
  setCookie = '';

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = (line.split(';')[0] ?? '').split('=');
      if (name !== 'hall_staff_sid') continue;
      this.cookie = value ? `hall_staff_sid=${value}` : '';
      this.setCookie = line;
    }
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body: unknown = {}, headers?: Record<string, string>) => this.request<T>('POST', path, body, headers);
}

/** The secret in an enrolment address. */
export const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get('secret') ?? '';

/** The code of the current step, or of a step beside it (offset). */
export const codeNow = (secret: string, offset = 0) => totpCode(secret, totpStep(Date.now()) + offset);

const secrets = serverMemo<string>();

type Step = { next: 'done' | 'totp' | 'enrol'; otpauthUri?: string };

/**
 * Signs a staff member in, with the second factor when asked (enrolling on the first sign-in and
 * remembering the secret for the next ones on this server). A code already used in this step is
 * refused as a replay, so the next step's code (accepted one step ahead) is tried after it.
 */
export async function signInStaff(baseUrl: string, username: string, password: string): Promise<StaffClient> {
  const client = new StaffClient(baseUrl);
  const answer = await client.post<{ errcode: string; errmsg: string; data: Step }>('/staff/api/session', { username, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${username}: ${answer.status} ${answer.body.errmsg}`);
  const step = answer.body.data;
  if (step.next === 'done') return client;
  const key = `${baseUrl} ${username}`;
  if (step.otpauthUri) secrets.set(key, secretOf(step.otpauthUri));
  const secret = secrets.get(key) ?? '';
  for (const offset of [0, 1]) {
    if ((await client.post('/staff/api/session/code', { code: codeNow(secret, offset) })).status === 200) return client;
  }
  throw new Error(`second factor of ${username} refused`);
}
