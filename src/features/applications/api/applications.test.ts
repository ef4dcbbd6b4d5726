import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../../../lib/api/client', () => ({ api: { post } }));
const preloaded = new Map<string, Promise<unknown>>();
vi.mock('swr', () => ({ preload: (key: readonly unknown[], fetcher: () => Promise<unknown>) => preloaded.set(key.join(' '), fetcher()).get(key.join(' ')) }));

const { prefetchApplicationDetail } = await import('./applications');

const callsTo = (action: string) => post.mock.calls.filter(([path]) => String(path).endsWith(`/${action}`));

beforeEach(() => {
  post.mockReset();
  preloaded.clear();
});

describe("a detail page's data fetched beside the sign-in check", () => {
  it('asks for the application and its pictures at once, neither call starting a sign-in', async () => {
    post.mockImplementation(async (path: string) => (path.endsWith('/getUploadType') ? { datuminstInfo: [{ id: 'G1' }] } : { proinst: { id: 'A1' } }));
    prefetchApplicationDetail('?id=A1&djlx=100', new Promise(() => undefined));
    expect(callsTo('getApply')[0]![2]).toMatchObject({ signInOnExpiry: false, loading: false });
    expect(callsTo('getUploadType')[0]![1]).toEqual({ slsqId: 'A1', sfhqmx: '0' });
    expect(callsTo('getUploadType')[0]![2]).toMatchObject({ signInOnExpiry: false });
    // The page reads them under its own swr keys.
    expect(await preloaded.get('application A1')).toEqual({ proinst: { id: 'A1' } });
    expect(await preloaded.get('applications:materials A1')).toEqual([{ id: 'G1' }]);
  });

  it('asks again, now allowed to sign in, once the check has answered a refused early call', async () => {
    let signIn!: () => void;
    const signedIn = new Promise<void>((resolve) => (signIn = resolve));
    post.mockRejectedValueOnce(new Error('expired')).mockRejectedValueOnce(new Error('expired'));
    post.mockImplementation(async (path: string) => (path.endsWith('/getUploadType') ? { datuminstInfo: [] } : { proinst: { id: 'A2' } }));
    prefetchApplicationDetail('?id=A2', signedIn);
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(2);
    signIn();
    expect(await preloaded.get('applications:materials A2')).toEqual([]);
    expect(await preloaded.get('application A2')).toEqual({ proinst: { id: 'A2' } });
    expect(callsTo('getApply')[1]![2]).toMatchObject({ signInOnExpiry: true });
    expect(callsTo('getUploadType')[1]![2]).toMatchObject({ signInOnExpiry: true });
  });

  it('asks for nothing without an id', () => {
    prefetchApplicationDetail('?djlx=100', Promise.resolve());
    expect(post).not.toHaveBeenCalled();
  });
});
