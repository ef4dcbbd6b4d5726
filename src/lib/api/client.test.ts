import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS, api, configureApiClient, resetApiClient, sessionExpiryUrl, takePendingRequest, unwrapEnvelope, withQuery } from './client';
import { redirectTargetFrom, safeRedirectPath, stateFromUrl } from './session';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

interface Call {
  url: string;
  init: RequestInit;
}

function stubFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('unwrapEnvelope', () => {
  it('accepts the three success envelopes', () => {
    expect(unwrapEnvelope({ errcode: '00', errmsg: '', data: [1] })).toEqual({ ok: true, data: [1] });
    expect(unwrapEnvelope({ state: 1, msg: '', data: 'a' })).toEqual({ ok: true, data: 'a' });
    expect(unwrapEnvelope({ stat: 1, message: '', data: { x: 1 } })).toEqual({ ok: true, data: { x: 1 } });
    expect(unwrapEnvelope({ stat: '1', message: '', data: null })).toEqual({ ok: true, data: null });
  });

  it('reports failures with the family message and code', () => {
    expect(unwrapEnvelope({ errcode: '01', errmsg: 'bad', data: null })).toMatchObject({ ok: false, code: '01', message: 'bad' });
    expect(unwrapEnvelope({ errcode: 0, errmsg: 'number zero is not "00"', data: null })).toMatchObject({ ok: false, code: 0 });
    expect(unwrapEnvelope({ state: 0, msg: 'no', data: null })).toMatchObject({ ok: false, code: 0, message: 'no' });
    expect(unwrapEnvelope({ stat: -1, message: 'gone', data: {} })).toMatchObject({ ok: false, code: -1, message: 'gone' });
  });

  it('passes plain bodies through', () => {
    expect(unwrapEnvelope({ status: 'ok' })).toEqual({ ok: true, data: { status: 'ok' } });
  });
});

describe('sessionExpiryUrl', () => {
  it('recognises the four codes as string or number, only with data.url', () => {
    for (const code of [-1, '-1', -1005, '-1005', -1001, '-1001', -400, '-400']) {
      expect(sessionExpiryUrl({ stat: code, message: '', data: { url: '/x' } })).toBe('/x');
      expect(sessionExpiryUrl({ state: code, msg: '', data: { url: '/y' } })).toBe('/y');
      expect(sessionExpiryUrl({ errcode: code, errmsg: '', data: { url: '/z' } })).toBe('/z');
    }
    expect(sessionExpiryUrl({ stat: -1, message: '', data: null })).toBeNull();
    expect(sessionExpiryUrl({ stat: -400, message: 'face', data: { user_id_key: 'k' } })).toBeNull();
    expect(sessionExpiryUrl({ stat: 0, message: '', data: { url: '/x' } })).toBeNull();
  });
});

describe('session helpers', () => {
  it('reads the state parameter of relative and absolute addresses', () => {
    expect(stateFromUrl('/wechat/emulator/authorize?appid=a&redirect_uri=%2Fwaiting&state=S1')).toBe('S1');
    expect(stateFromUrl('https://open.example.com/connect?state=abc#wechat_redirect')).toBe('abc');
    expect(stateFromUrl('/nothing')).toBeNull();
  });

  it('keeps redirects inside the app', () => {
    expect(safeRedirectPath('/my/userInfo?type=1')).toBe('/my/userInfo?type=1');
    expect(safeRedirectPath('//evil.example.com')).toBeNull();
    expect(safeRedirectPath('https://evil.example.com')).toBeNull();
    expect(safeRedirectPath('/waiting?redirect=/x')).toBeNull();
    expect(redirectTargetFrom('/waiting', '?redirect=%2Fnews%3Fa%3D1')).toBe('/news?a=1');
    expect(redirectTargetFrom('/guide', '?uuid=3')).toBe('/guide?uuid=3');
  });
});

describe('withQuery', () => {
  it('skips null and undefined and appends to an existing query', () => {
    expect(withQuery('/a', { x: 1, y: undefined, z: null, w: 'v w' })).toBe('/a?x=1&w=v+w');
    expect(withQuery('/a?b=1', { c: true })).toBe('/a?b=1&c=true');
    expect(withQuery('/a', {})).toBe('/a');
  });
});

describe('api client', () => {
  const errors: string[] = [];
  const loading: number[] = [];
  let store: ReturnType<typeof memoryStore>;
  let assigned: string | null;

  beforeEach(() => {
    errors.length = 0;
    loading.length = 0;
    store = memoryStore();
    assigned = null;
    configureApiClient({
      getLocale: () => 'en',
      onError: (m) => void errors.push(m),
      onLoading: (d) => void loading.push(d),
      assignLocation: (url) => {
        assigned = url;
      },
      currentLocation: () => ({ pathname: '/my/record', search: '?a=1' }),
      sessionStore: () => store,
    });
  });
  afterEach(() => resetApiClient());

  it('POSTs JSON with a fresh reqseq, the locale and same-origin credentials, and returns data', async () => {
    const { fetch, calls } = stubFetch(200, { errcode: '00', errmsg: '', data: [{ id: 1 }] });
    configureApiClient({ fetch });
    const first = await api.post<Array<{ id: number }>>('/online/wx/apilist/GetWxMenu', { a: 1 });
    await api.post('/online/wx/apilist/GetWxMenu', { a: 1 });
    expect(first).toEqual([{ id: 1 }]);
    const [one, two] = calls.map((c) => JSON.parse(String(c.init.body)) as Record<string, unknown>);
    expect(one).toMatchObject({ a: 1 });
    expect(typeof one!.reqseq).toBe('string');
    expect(one!.reqseq).not.toBe(two!.reqseq);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('en');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(loading).toEqual([1, -1, 1, -1]);
  });

  it('sends the reqseq it is given, so a retried save is the same request to the server', async () => {
    const { fetch, calls } = stubFetch(200, { errcode: '00', errmsg: '', data: null });
    configureApiClient({ fetch });
    await api.post('/online/wx/apilist/addPerson', { a: 1 }, { reqseq: 'retry-1' });
    await api.post('/online/wx/apilist/addPerson', { a: 1 }, { reqseq: 'retry-1' });
    expect(calls.map((c) => (JSON.parse(String(c.init.body)) as { reqseq: string }).reqseq)).toEqual(['retry-1', 'retry-1']);
  });

  it('GETs with reqseq in the query', async () => {
    const { fetch, calls } = stubFetch(200, { stat: 1, message: '', data: { app: {} } });
    configureApiClient({ fetch });
    await api.get('/api/app/appinfo', { syscode: 'sys_admin', code: undefined });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/app/appinfo');
    expect(url.searchParams.get('syscode')).toBe('sys_admin');
    expect(url.searchParams.has('code')).toBe(false);
    expect(url.searchParams.get('reqseq')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('throws ApiError with message, code, status and body, and toasts the message', async () => {
    const body = { state: 0, msg: '该时间段预约已满，请选择其他时间段！', data: null };
    const { fetch } = stubFetch(409, body);
    configureApiClient({ fetch });
    const error = await api.post('/online/wx/appoint/add', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: body.msg, code: 0, status: 409, body });
    expect(errors).toEqual([body.msg]);
  });

  it('does not toast when silent', async () => {
    const { fetch } = stubFetch(400, { errcode: '01', errmsg: 'bad', data: null });
    configureApiClient({ fetch });
    await expect(api.post('/x', {}, { silent: true })).rejects.toMatchObject({ code: '01', status: 400 });
    expect(errors).toEqual([]);
  });

  it('treats a success envelope on an error status as a failure', async () => {
    const { fetch } = stubFetch(500, { errcode: '00', errmsg: '', data: null });
    configureApiClient({ fetch });
    await expect(api.post('/x', {})).rejects.toMatchObject({ status: 500 });
  });

  it('reports network failures and non-JSON answers', async () => {
    configureApiClient({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    await expect(api.post('/x')).rejects.toMatchObject({ status: 0, message: 'Network error, please check your connection and try again' });
    const { fetch } = stubFetch(502, '<html>bad gateway</html>');
    configureApiClient({ fetch });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502 });
  });

  it('gives up on a call that does not answer in time, with a message, and leaves the loading count even', async () => {
    vi.useFakeTimers();
    try {
      // A server that never answers: the fetch ends only when its signal aborts.
      const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))) as typeof fetch;
      configureApiClient({ fetch: hanging });
      const call = api.get('/online/wx/apilist/getApplyList', {}, { timeoutMs: 5_000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(loading).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ status: 0, message: 'The request timed out; please check your connection and try again' });
      expect(errors).toEqual(['The request timed out; please check your connection and try again']);
      expect(loading).toEqual([1, -1]);
      // Without a limit of its own a call gets the default one.
      const plain = api.post('/x').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await plain).toMatchObject({ status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('still lets its caller abort a call: no timeout message then', async () => {
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))) as typeof fetch;
    configureApiClient({ fetch: hanging });
    const controller = new AbortController();
    const call = api.get('/x', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    expect(errors).toEqual([]);
  });

  it('returns the whole body when raw', async () => {
    const body = { errcode: 3, errmsg: 'not verified', data: { qlxx_isshow: 1 } };
    const { fetch } = stubFetch(200, body);
    configureApiClient({ fetch });
    await expect(api.post('/online/wx/apilist/validateUserInfo', {}, { raw: true })).resolves.toEqual(body);
  });

  it('on session expiry remembers the page and the state, then sends the browser to data.url', async () => {
    const url = '/wechat/emulator/authorize?appid=wx1&redirect_uri=http%3A%2F%2Fh%2Fwaiting&state=ST8';
    const { fetch } = stubFetch(401, { stat: -1, message: 'expired', data: { url } });
    configureApiClient({ fetch });
    const error = (await api.get('/api/app/appinfo').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.redirecting).toBe(true);
    expect(assigned).toBe(url);
    expect(store.map.get('hall.redirect')).toBe('/my/record?a=1');
    expect(store.map.get('hall.wxState')).toBe('ST8');
    expect(errors).toEqual([]);
  });

  it('leaves the sign-in to others when asked: an early fetch met by an expired session only rejects', async () => {
    const { fetch } = stubFetch(401, { errcode: '-1', errmsg: 'expired', data: { url: '/auth?state=Q' } });
    configureApiClient({ fetch });
    const error = (await api.post('/online/wx/apilist/getApply', { slsqId: 'A1' }, { silent: true, signInOnExpiry: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.redirecting).toBe(false);
    expect(assigned).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('keeps a POST refused by an expired session and replays it once on its page, with the same reqseq', async () => {
    const { fetch } = stubFetch(401, { state: -1, msg: '', data: { url: '/auth?state=P' } });
    configureApiClient({ fetch });
    await api.post('/online/wx/apilist/sendSaveFeedback', { content: '周六开放' }).catch(() => undefined);
    const first = JSON.parse(store.map.get('hall.pendingRequest')!) as { body: string };
    expect(takePendingRequest('/online/wx/apilist/other')).toBeNull();
    const pending = takePendingRequest('/online/wx/apilist/sendSaveFeedback')!;
    expect(pending.body).toBe(first.body);
    expect(JSON.parse(pending.body)).toMatchObject({ content: '周六开放' });
    expect(takePendingRequest('/online/wx/apilist/sendSaveFeedback')).toBeNull();
    const replayed = stubFetch(200, { state: 1, msg: '', data: { id: 1 } });
    configureApiClient({ fetch: replayed.fetch });
    await expect(api.replay(pending)).resolves.toEqual({ id: 1 });
    expect(replayed.calls.map((call) => call.init.body)).toEqual([first.body]);
  });

  it('on the initialising page remembers its redirect query, not the page itself', async () => {
    configureApiClient({ currentLocation: () => ({ pathname: '/waiting', search: '?redirect=%2Fnews' }) });
    const { fetch } = stubFetch(401, { errcode: '-1005', errmsg: '', data: { url: '/auth?state=Q' } });
    configureApiClient({ fetch });
    await api.post('/online/wx/apilist/getYhxx').catch(() => undefined);
    expect(store.map.get('hall.redirect')).toBe('/news');
    expect(store.map.get('hall.wxState')).toBe('Q');
  });

  it('uploads multipart with reqseq as a field', async () => {
    const { fetch, calls } = stubFetch(200, { stat: 1, message: '', data: { serverId: 's1' } });
    configureApiClient({ fetch });
    const form = new FormData();
    form.set('media', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(api.upload('/wechat/emulator/media/upload', form)).resolves.toEqual({ serverId: 's1' });
    const sent = calls[0]!.init.body as FormData;
    expect(typeof sent.get('reqseq')).toBe('string');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
