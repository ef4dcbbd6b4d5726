import { describe, expect, it } from 'vitest';
import { appReducer, initialAppState } from './appState';
import type { AppInfoAnswer } from './types';

const info: AppInfoAnswer = {
  app: { name: '大厅', appid: 'wx1', defaultRegion: '130100', banners: [{ title: 't', image: '/banners/banner-1.svg', url: '/guide' }] },
  me: {
    openid: 'o1', appid: 'wx1', nickname: 'n', headimgurl: '', mobile: '138****0000', account: '', name: '张三',
    CARDNUM: '1301**********0011', XZQDM: '130400', isRealNameAuth: 'false', realNameAuthentication: 0, usertype: 0,
  },
  stat: { serverTime: 0 },
};

describe('appReducer', () => {
  it("marks the app ready with me, openid, wxinfo, banners and the server's region", () => {
    const state = appReducer(initialAppState, { type: 'initialised', info });
    expect(state).toMatchObject({ ready: true, openid: 'o1', wxinfo: { appid: 'wx1', name: '大厅' }, region: '130100' });
    expect(state.banners).toHaveLength(1);
  });

  it('never lets the loading counter go below zero', () => {
    let state = appReducer(initialAppState, { type: 'loading', delta: 1 });
    state = appReducer(state, { type: 'loading', delta: -1 });
    state = appReducer(state, { type: 'loading', delta: -1 });
    expect(state.loading).toBe(0);
  });
});
