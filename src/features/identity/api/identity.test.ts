import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../../../lib/api/client', () => ({ api: { get } }));

const { getAppInfo, prefetchAppInfo } = await import('./identity');

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async () => ({ me: { openid: `call ${get.mock.calls.length}` } }));
});

describe('the app info prefetched at start', () => {
  it('answers the first plain call once, uncounted; the next call asks anew', async () => {
    prefetchAppInfo('?redirect=%2Fprodoing');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![2]).toMatchObject({ loading: false });
    expect(await getAppInfo()).toEqual({ me: { openid: 'call 1' } });
    expect(get).toHaveBeenCalledTimes(1);
    expect(await getAppInfo()).toEqual({ me: { openid: 'call 2' } });
    expect(get.mock.calls[1]![2]).toMatchObject({ loading: true });
  });
  it('is not made when the start comes back from authorisation, and a code is never answered from it', async () => {
    prefetchAppInfo('?code=C1&state=S1');
    expect(get).not.toHaveBeenCalled();
    prefetchAppInfo('');
    await getAppInfo('C2');
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]![1]).toMatchObject({ code: 'C2' });
  });
  it("is made for a page whose own query has a business code and no state (the sub-form's ?code=DYQSC01), without that code", async () => {
    prefetchAppInfo('?slsqId=A1&djlx=100&qllx=4&appointment=0&code=DYQSC01');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![1]).toMatchObject({ code: undefined });
    expect(await getAppInfo()).toEqual({ me: { openid: 'call 1' } });
    expect(get).toHaveBeenCalledTimes(1);
  });
});
