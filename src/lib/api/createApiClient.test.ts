import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createApiClient, type FailureKind } from './createApiClient';

function stub(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const text = (_locale: string, failure: FailureKind) => `text:${failure}`;

function client(fetch: typeof globalThis.fetch, extra: { onSessionExpiry?: (url: string) => void; onError?: (message: string) => void } = {}) {
  return createApiClient({
    base: '/staff/api',
    hooks: () => ({ getLocale: () => 'en', onError: extra.onError ?? (() => undefined), onLoading: () => undefined, fetch }),
    failureText: text,
    ...(extra.onSessionExpiry ? { onSessionExpiry: extra.onSessionExpiry } : {}),
  });
}

describe('createApiClient (the request core both apps share)', () => {
  it('puts the base before every path and sends a reqseq, the locale and JSON', async () => {
    const { fetch, calls } = stub(200, { errcode: '00', errmsg: '', data: { ok: 1 } });
    const api = client(fetch);
    expect(await api.get('/audit?actor=a')).toEqual({ ok: 1 });
    await api.post('/accounts', { roles: ['reviewer'] });
    expect(calls[0]!.url).toMatch(/^\/staff\/api\/audit\?actor=a&reqseq=[0-9a-f-]{36}$/);
    expect(calls[1]!.url).toBe('/staff/api/accounts');
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ roles: ['reviewer'], reqseq: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(calls[1]!.init.headers).toMatchObject({ 'Accept-Language': 'en', 'Content-Type': 'application/json' });
  });

  it('throws the refusal as an ApiError with the server message and the HTTP status', async () => {
    const { fetch } = stub(404, { errcode: '01', errmsg: '没有这件申请', data: null });
    const error = await client(fetch).get('/review/applications/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '没有这件申请', status: 404, code: '01' });
  });

  it("answers the app's own text when the server gives none, and reports it unless silent", async () => {
    const onError = vi.fn();
    const { fetch } = stub(502, {});
    await expect(client(fetch, { onError }).get('/me')).rejects.toMatchObject({ message: 'text:server', status: 502 });
    await expect(client(fetch, { onError }).get('/me', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('gives up with the timeout text when no answer comes in time', async () => {
    const never = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))) as typeof globalThis.fetch;
    await expect(client(never).get('/me', {}, { timeoutMs: 10 })).rejects.toMatchObject({ message: 'text:timeout', status: 0 });
  });

  it('starts no sign-in on an expired session without the app asking to: a staff 401 is a plain refusal', async () => {
    const expired = { errcode: '-1', errmsg: 'sign in', data: { url: '/sign-in' } };
    const plain = await client(stub(401, expired).fetch).get('/me').catch((caught: unknown) => caught);
    expect(plain).toMatchObject({ status: 401, redirecting: false, message: 'sign in' });
    const onSessionExpiry = vi.fn();
    const signingIn = await client(stub(401, expired).fetch, { onSessionExpiry }).get('/me').catch((caught: unknown) => caught);
    expect(onSessionExpiry).toHaveBeenCalledWith('/sign-in', expect.anything());
    expect(signingIn).toMatchObject({ redirecting: true });
  });
});

describe('createApiClient with the reqseq in a header (an API outside the spec)', () => {
  it('leaves the address, the body and the form as given and sends the reqseq as the header', async () => {
    const { fetch, calls } = stub(200, { errcode: '00', errmsg: '', data: null });
    const api = createApiClient({ base: '/x', reqseqHeader: 'X-Reqseq', hooks: () => ({ getLocale: () => 'zh-CN', onError: () => undefined, onLoading: () => undefined, fetch }), failureText: text });
    await api.get('/list', { page: 2 });
    await api.post('/save', { a: 1 }, { reqseq: 'same-as-before' });
    const form = new FormData();
    await api.upload('/file', form);
    expect(calls.map((call) => call.url)).toEqual(['/x/list?page=2', '/x/save', '/x/file']);
    expect(calls[1]!.init.body).toBe('{"a":1}');
    expect(calls[1]!.init.headers).toMatchObject({ 'X-Reqseq': 'same-as-before' });
    expect(form.has('reqseq')).toBe(false);
    expect(calls[2]!.init.headers).toMatchObject({ 'X-Reqseq': expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});
