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
  it("starts a detail page's application beside the sign-in check, handing it the check's answer", async () => {
    const signedIn = new Promise(() => undefined);
    preloadRoute('/applyDetailZxdj', '?id=A1', signedIn);
    expect(prefetchApplicationDetail).toHaveBeenCalledWith('?id=A1', signedIn);
    preloadRoute('/applyDetailZxdj', '?id=A2');
    expect(prefetchApplicationDetail).toHaveBeenCalledTimes(1);
  });
  it('treats a page the code has never heard of by its shape: a new detail page starts its data, a new preview its configuration', async () => {
    const signedIn = new Promise(() => undefined);
    preloadRoute('/applyDetailZydj', '?id=A3', signedIn);
    expect(prefetchApplicationDetail).toHaveBeenCalledWith('?id=A3', signedIn);
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledTimes(1));
    preloadRoute('/zyxxD', '?id=R1', signedIn);
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledTimes(2));
    expect(prefetchApplicationDetail).toHaveBeenCalledTimes(1);
  });
});
