import crypto from 'node:crypto';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

const APPID = 'wxdemo0000hall';

/** A person's browser, as far as the API sees it: a cookie jar and JSON or form calls. */
export class TestClient {
  /** The session cookie (hall_sid=…), or ''. */
  cookie = '';
  /** The sign-in state cookie the server binds the OAuth state to (hall_signin=…), or ''. */
  signInCookie = '';

  constructor(readonly baseUrl: string) {}

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name === 'hall_sid') this.cookie = value ? `hall_sid=${value}` : '';
      if (name === 'hall_signin') this.signInCookie = value ? `hall_signin=${value}` : '';
    }
  }

  private cookieHeader(): Record<string, string> {
    const cookies = [this.cookie, this.signInCookie].filter(Boolean).join('; ');
    return cookies ? { cookie: cookies } : {};
  }

  async request<T = Record<string, unknown>>(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: { ...this.cookieHeader(), ...init.headers },
      body: init.body ?? null,
    });
    this.remember(response.headers);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Pages and files stay text.
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }

  /** POST JSON with a fresh reqseq unless the caller gives one. */
  post<T = Record<string, unknown>>(path: string, body: Record<string, unknown> = {}) {
    return this.request<T>('POST', path, {
      body: JSON.stringify({ reqseq: crypto.randomUUID(), ...body }),
      headers: { 'content-type': 'application/json' },
    });
  }

  postForm<T = Record<string, unknown>>(path: string, fields: Record<string, string>) {
    return this.request<T>('POST', path, {
      body: new URLSearchParams({ reqseq: crypto.randomUUID(), ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  get<T = Record<string, unknown>>(path: string, query: Record<string, string> = {}) {
    const search = new URLSearchParams(query).toString();
    return this.request<T>('GET', search ? `${path}?${search}` : path);
  }

  /**
   * The state this browser signs in with: the one in a 401's sign-in address (the server keeps it
   * in this client's hall_signin cookie too), asked for without the session cookie.
   */
  async signInState(): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/app/appinfo`, { headers: this.signInCookie ? { cookie: this.signInCookie } : {} });
    this.remember(response.headers);
    const body = (await response.json()) as { data: { url: string } };
    return new URL(body.data.url, this.baseUrl).searchParams.get('state') ?? '';
  }

  /** Goes through the emulated consent (skipping the page with &openid=) and answers the code and state. */
  async authorizeCode(openid: string, state?: string) {
    state ??= await this.signInState();
    const params = new URLSearchParams({ appid: APPID, redirect_uri: `${this.baseUrl}/waiting`, state, openid });
    const answer = await this.request('GET', `/wechat/emulator/authorize?${params.toString()}`);
    const location = new URL(answer.headers.get('location') ?? '', this.baseUrl);
    return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '', status: answer.status };
  }

  /** The whole sign-in of spec 000 section 4; a new openid also goes through newuser. */
  async signIn(openid: string) {
    const { code, state } = await this.authorizeCode(openid);
    const answer = await this.post<{ data: { type: string } }>('/wechat/api/outh2/authorize', { code, state });
    if (answer.body.data.type === 'newUser') await this.post('/wechat/api/wechatuser/newuser');
    return this;
  }
}

/** A signed-in person with an openid of their own, so tests never share users. */
export async function newSignedInUser(baseUrl: string, prefix = 't') {
  const openid = `${prefix}-${crypto.randomBytes(6).toString('hex')}`;
  return { openid, client: await new TestClient(baseUrl).signIn(openid) };
}
