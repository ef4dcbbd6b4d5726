import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../../engine/schemas/buildRegistry';
import { filesToMap, readSchemaFiles } from '../../../../engine/schemas/node/readSchemaFiles';
import { detailHref, editHref, type RecordRoute } from './recordRoutes';

const registry = buildRegistry(filesToMap(readSchemaFiles()));
const record = (extra: Partial<RecordRoute>): RecordRoute => ({
  id: 'a1',
  djlx: '100',
  qllx: '4',
  appointment: '0',
  shzt: -1,
  detailPage: 'applyDetailDyqsc',
  nextRoute: '/info/infofilldyqsc',
  ...extra,
});
const parse = (href: string) => new URL(href, 'http://hall');

describe('record routes (spec 001 sections 2.5 and 4)', () => {
  it("opens the server's detail page with its query, submittable while not 0/10/20/30", () => {
    const url = parse(detailHref(record({ shzt: -1 }), registry));
    expect(url.pathname).toBe('/applyDetailDyqsc');
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'reqseq'))).toEqual({ id: 'a1', djlx: '100', qllx: '4', isSubmit: 'true', appointment: '0' });
    expect(url.searchParams.get('reqseq')).toBeTruthy();
    for (const shzt of [0, 10, 20, 30]) expect(parse(detailHref(record({ shzt }), registry)).searchParams.get('isSubmit')).toBe('false');
    expect(parse(detailHref(record({ shzt: 11 }), registry)).searchParams.get('isSubmit')).toBe('true');
    expect(parse(detailHref(record({ detailPage: 'applyDetailZxdj' }), registry)).pathname).toBe('/applyDetailZxdj');
  });

  it("edits on the server's next step: the fill page with the business code, or /upload in appointment mode", () => {
    const fill = parse(editHref(record({ djlx: '200', qllx: '4', prodefid: '3001', nextRoute: '/info/infofillclfmm' }), registry));
    expect(fill.pathname).toBe('/info/infofillclfmm');
    expect(Object.fromEntries(fill.searchParams)).toEqual({ id: 'a1', appointment: '0', djlx: '200', qllx: '4', code: 'CLFMM01' });
    const upload = parse(editHref(record({ appointment: '1', nextRoute: '/upload' }), registry));
    expect(upload.pathname).toBe('/upload');
    expect(Object.fromEntries(upload.searchParams)).toEqual({ slsqId: 'a1', appointment: '1', djlx: '100', qllx: '4' });
  });
});
