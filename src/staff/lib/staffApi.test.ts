import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffApi } from './staffApi';

afterEach(() => vi.unstubAllGlobals());

describe('staffApi', () => {
  it('calls /staff/api with a reqseq header (addresses and bodies as the server reads them) and the staff catalogue’s text when the server gives none', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('not json', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await expect(staffApi.get('/me')).rejects.toMatchObject({ status: 500, message: '服务器繁忙，请稍后再试' });
    await expect(staffApi.post('/accounts/a1/roles', { roles: ['reviewer'] })).rejects.toMatchObject({ status: 500 });
    const [get, post] = fetch.mock.calls;
    expect(get![0]).toBe('/staff/api/me');
    expect(get![1].headers).toMatchObject({ 'X-Reqseq': expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(post![0]).toBe('/staff/api/accounts/a1/roles');
    expect(JSON.parse(String(post![1].body))).toEqual({ roles: ['reviewer'] });
    expect(post![1].headers).toMatchObject({ 'X-Reqseq': expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('passes a refusal on with its status (the layout sends a 401 to the sign-in page)', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ errcode: '-1', errmsg: '请先登录工作人员系统', data: null }), { status: 401 }));
    await expect(staffApi.get('/me')).rejects.toMatchObject({ status: 401, message: '请先登录工作人员系统', redirecting: false });
  });
});
