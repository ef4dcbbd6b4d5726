import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadSchemaRegistry = vi.fn();
vi.mock('../lib/schemas/useSchemaRegistry', () => ({ preloadSchemaRegistry }));
const bundle = Promise.resolve({ 'forms/a.json': {} });
const fetchSchemaBundle = vi.fn(() => bundle);
vi.mock('../lib/schemas/schemaBundle', () => ({ fetchSchemaBundle }));
const prefetchApplicationDetail = vi.fn();
vi.mock('../features/applications/api/applications', () => ({ prefetchApplicationDetail }));
const prefetchUploadPage = vi.fn();
vi.mock('../features/filing/api/prefetchUploadPage', () => ({ prefetchUploadPage }));

const { preloadRoute } = await import('./preloadRoute');

beforeEach(async () => {
  // The code is loaded after the first paint (a task later): what an earlier test started lands first.
  await new Promise((resolve) => setTimeout(resolve, 20));
  preloadSchemaRegistry.mockClear();
  fetchSchemaBundle.mockClear();
  prefetchApplicationDetail.mockClear();
});

describe('preloadRoute', () => {
  it('starts the form configuration for a page that interprets it', async () => {
    preloadRoute('/applyDetailDyqsc');
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledTimes(1));
    preloadRoute('/info/infofilldyqsc');
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledTimes(2));
  });
  it("asks for the configuration's bundle at once, not after the chunk that indexes it, and hands it over", async () => {
    preloadRoute('/upload', '?slsqId=A5');
    expect(fetchSchemaBundle).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(preloadSchemaRegistry).toHaveBeenCalledWith(bundle));
  });
  it('leaves the configuration alone for a page that does not, and an unknown path', async () => {
    preloadRoute('/my/feedBack');
    preloadRoute('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloadSchemaRegistry).not.toHaveBeenCalled();
    expect(fetchSchemaBundle).not.toHaveBeenCalled();
  });
  it("starts a detail page's application beside the sign-in check, handing it the check's answer", async () => {
    const signedIn = new Promise(() => undefined);
    preloadRoute('/applyDetailZxdj', '?id=A1', signedIn);
    expect(prefetchApplicationDetail).toHaveBeenCalledWith('?id=A1', signedIn);
    preloadRoute('/applyDetailZxdj', '?id=A2');
    expect(prefetchApplicationDetail).toHaveBeenCalledTimes(1);
  });
  it("starts the upload page's data beside the sign-in check", () => {
    const signedIn = new Promise(() => undefined);
    preloadRoute('/upload', '?slsqId=A4', signedIn);
    expect(prefetchUploadPage).toHaveBeenCalledWith('?slsqId=A4', signedIn);
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

describe("the draft pages' early data", () => {
  it('the fill and sub-form pages start their application and qlxx_isshow beside the sign-in check', async () => {
    const { SCREEN_DATA, PAGE_FAMILIES } = await import('./routeTable');
    expect(SCREEN_DATA[PAGE_FAMILIES.fill.name]).toBeTypeOf('function');
    expect(SCREEN_DATA[PAGE_FAMILIES.subform.name]).toBeTypeOf('function');
  });
});
