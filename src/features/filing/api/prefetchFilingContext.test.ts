import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../../../lib/api/client', () => ({ api: { post } }));
const preloaded = new Map<string, Promise<unknown>>();
const keyOf = (key: readonly unknown[] | string) => (typeof key === 'string' ? key : key.join(' '));
vi.mock('swr', () => ({ preload: (key: readonly unknown[] | string, fetcher: () => Promise<unknown>) => preloaded.set(keyOf(key), fetcher()).get(keyOf(key)) }));

const { prefetchFilingContext } = await import('./prefetchFilingContext');

const callsTo = (action: string) => post.mock.calls.filter(([path]) => String(path).endsWith(`/${action}`));
const answer = async (path: string) => (path.endsWith('/validateUserInfo') ? { data: { qlxx_isshow: true } } : { proinst: { id: 'A1' } });

beforeEach(() => {
  post.mockReset();
  preloaded.clear();
});

describe("a draft page's context fetched beside the sign-in check", () => {
  it("asks for the sub-form's application (?slsqId=) and qlxx_isshow at once, none starting a sign-in, under the keys the page reads", async () => {
    post.mockImplementation(answer);
    prefetchFilingContext('slsqId')('?slsqId=A1&djlx=100&qllx=4&appointment=0&code=DYQSC01', new Promise(() => undefined));
    for (const action of ['getApply', 'validateUserInfo']) expect(callsTo(action)[0]![2]).toMatchObject({ signInOnExpiry: false, loading: false });
    expect(await preloaded.get('application A1')).toEqual({ proinst: { id: 'A1' } });
    expect(await preloaded.get('filing:qlxxIsShow')).toBe(true);
  });

  it("reads the fill page's application from ?id=, and asks for nothing without one", () => {
    post.mockImplementation(answer);
    prefetchFilingContext('id')('?slsqId=A1', Promise.resolve());
    expect(post).not.toHaveBeenCalled();
    prefetchFilingContext('id')('?id=A2&code=DYQSC01', Promise.resolve());
    expect(callsTo('getApply')[0]![1]).toEqual({ slsqId: 'A2' });
  });

});
