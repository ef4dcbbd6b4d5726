import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadSchemaRegistry = vi.fn();
vi.mock('../lib/schemas/useSchemaRegistry', () => ({ preloadSchemaRegistry }));
const prefetchApplicationDetail = vi.fn();
vi.mock('../features/applications/api/applications', () => ({ prefetchApplicationDetail }));

const { preloadRoute } = await import('./preloadRoute');

beforeEach(() => {
  preloadSchemaRegistry.mockClear();
  prefetchApplicationDetail.mockClear();
});

describe('preloadRoute', () => {
  it('starts the form configuration for a page that interprets it', async () => {
    preloadRoute('/applyDetailDyqsc');
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledTimes(1));
    preloadRoute('/info/infofilldyqsc');
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledTimes(2));
  });
  it('leaves the configuration alone for a page that does not, and an unknown path', async () => {
    preloadRoute('/my/feedBack');
    preloadRoute('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloadSchemaRegistry).not.toHaveBeenCalled();
  });
  it("fetches a detail page's application only once the sign-in check has answered, and never when it failed", async () => {
    let signIn: (value: unknown) => void = () => undefined;
    preloadRoute('/applyDetailZxdj', '?id=A1', new Promise((resolve) => (signIn = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetchApplicationDetail).not.toHaveBeenCalled();
    signIn({});
    await vi.waitFor(() => expect(prefetchApplicationDetail).toHaveBeenCalledWith('?id=A1'));
    preloadRoute('/applyDetailZxdj', '?id=A2', Promise.reject(new Error('expired')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetchApplicationDetail).toHaveBeenCalledTimes(1);
  });
});
