import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../../../lib/api/client', () => ({ api: { post } }));
const preloaded = new Map<string, Promise<unknown>>();
const keyOf = (key: readonly unknown[] | string) => (typeof key === 'string' ? key : key.join(' '));
vi.mock('swr', () => ({ preload: (key: readonly unknown[] | string, fetcher: () => Promise<unknown>) => preloaded.set(keyOf(key), fetcher()).get(keyOf(key)) }));

const { prefetchUploadPage } = await import('./prefetchUploadPage');

const callsTo = (action: string) => post.mock.calls.filter(([path]) => String(path).endsWith(`/${action}`));
const answer = async (path: string) =>
  path.endsWith('/getUploadType') ? { datuminstInfo: [{ id: 'G1', help: '身份证正反面' }] } : path.endsWith('/validateUserInfo') ? { data: { qlxx_isshow: true } } : { proinst: { id: 'A1' } };

beforeEach(() => {
  post.mockReset();
  preloaded.clear();
});

describe("the upload page's data fetched beside the sign-in check", () => {
  it('asks for the application, its attachment groups and qlxx_isshow at once, none starting a sign-in, under the keys the page reads', async () => {
    post.mockImplementation(answer);
    prefetchUploadPage('?slsqId=A1&djlx=100', new Promise(() => undefined));
    for (const action of ['getApply', 'getUploadType', 'validateUserInfo']) expect(callsTo(action)[0]![2]).toMatchObject({ signInOnExpiry: false, loading: false });
    expect(await preloaded.get('application A1')).toEqual({ proinst: { id: 'A1' } });
    expect(await preloaded.get('filing:materials A1')).toEqual([{ id: 'G1', help: '身份证正反面' }]);
    expect(await preloaded.get('filing:qlxxIsShow')).toBe(true);
  });

  it('asks again, allowed to sign in, once the check has answered the refused early calls', async () => {
    let signIn!: () => void;
    const signedIn = new Promise<void>((resolve) => (signIn = resolve));
    post.mockRejectedValueOnce(new Error('expired')).mockRejectedValueOnce(new Error('expired')).mockRejectedValueOnce(new Error('expired'));
    post.mockImplementation(answer);
    prefetchUploadPage('?slsqId=A1', signedIn);
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(3);
    signIn();
    // qlxx_isshow is not read as "unknown" from the refusal: it is asked again.
    expect(await preloaded.get('filing:qlxxIsShow')).toBe(true);
    expect(await preloaded.get('filing:materials A1')).toHaveLength(1);
    expect(callsTo('getApply')[1]![2]).not.toMatchObject({ signInOnExpiry: false });
  });

  it('asks for nothing without an application', () => {
    prefetchUploadPage('?djlx=100', Promise.resolve());
    expect(post).not.toHaveBeenCalled();
  });
});
