import { describe, expect, it, vi } from 'vitest';
import type { AppInfoAnswer } from '../../app/state';
import { initialTarget, runInit, type InitDeps } from './initFlow';

const info = { app: { name: 'a', appid: 'wx', banners: [] }, me: { openid: 'o1' }, stat: { serverTime: 1 } } as unknown as AppInfoAnswer;

function setup(type: 'newUser' | 'oldUser', refresh: 'refreshUser' | 'noRefresh' = 'noRefresh', stored: Record<string, string> = {}) {
  const map = new Map(Object.entries(stored));
  const calls: string[] = [];
  const deps: InitDeps = {
    authorize: vi.fn(async (code: string, state: string) => {
      calls.push(`authorize ${code} ${state}`);
      return { type, openid: 'o1' };
    }),
    addNewUser: vi.fn(async () => void calls.push('newuser')),
    checkOldUser: vi.fn(async () => {
      calls.push('olduser');
      return { refresh };
    }),
    refreshToken: vi.fn(async () => void calls.push('refresh')),
    refreshUser: vi.fn(async () => void calls.push('refreshuser')),
    getAppInfo: vi.fn(async (code?: string | null) => {
      calls.push(`appinfo ${code ?? ''}`);
      return info;
    }),
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
  };
  return { deps, calls, map };
}

describe('runInit', () => {
  it('without code loads the app info and goes to the redirect query', async () => {
    const { deps, calls } = setup('oldUser');
    const result = await runInit('?redirect=%2Fnews', deps);
    expect(calls).toEqual(['appinfo ']);
    expect(result).toEqual({ kind: 'ready', info, redirect: '/news' });
  });

  it('new user: authorize, add the user, then app info with the code', async () => {
    const { deps, calls, map } = setup('newUser', 'noRefresh', { 'hall.wxState': 'S1', 'hall.redirect': '/my/record?x=1' });
    const result = await runInit('?code=C1&state=S1', deps);
    expect(calls).toEqual(['authorize C1 S1', 'newuser', 'appinfo C1']);
    expect(result).toMatchObject({ kind: 'ready', redirect: '/my/record?x=1' });
    expect(map.has('hall.wxState')).toBe(false);
    expect(map.has('hall.redirect')).toBe(false);
  });

  it('old user needing a refresh: olduser, refresh, refreshuser', async () => {
    const { deps, calls } = setup('oldUser', 'refreshUser', { 'hall.wxState': 'S' });
    await runInit('?code=C&state=S', deps);
    expect(calls).toEqual(['authorize C S', 'olduser', 'refresh', 'refreshuser', 'appinfo C']);
  });

  it('old user without refresh goes straight to app info', async () => {
    const { deps, calls } = setup('oldUser', 'noRefresh', { 'hall.wxState': 'S' });
    const result = await runInit('?code=C&state=S', deps);
    expect(calls).toEqual(['authorize C S', 'olduser', 'appinfo C']);
    expect(result).toMatchObject({ redirect: '/' });
  });

  it('never uses a code with a state that is not the one sent, and carries on with the session it has', async () => {
    const { deps, calls } = setup('newUser', 'noRefresh', { 'hall.wxState': 'S' });
    expect(await runInit('?code=C&state=OTHER', deps)).toMatchObject({ kind: 'ready', redirect: '/' });
    // A stale sign-in page from history: its state was used up already.
    const none = setup('newUser');
    expect(await runInit('?code=C&state=S', none.deps)).toMatchObject({ kind: 'ready' });
    expect([...calls, ...none.calls]).toEqual(['appinfo ', 'appinfo ']);
  });

  it('ignores redirects that leave the app', () => {
    expect(initialTarget('?redirect=https%3A%2F%2Fevil.example', null)).toBe('/');
    expect(initialTarget('?redirect=%2F%2Fevil.example', null)).toBe('/');
  });
});
