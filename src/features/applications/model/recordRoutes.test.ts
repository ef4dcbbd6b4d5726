import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../../engine/schemas/buildRegistry';
import { filesToMap, readSchemaFiles } from '../../../../engine/schemas/node/readSchemaFiles';
import { detailHref, editHref, type RecordFacts } from './recordRoutes';

const registry = buildRegistry(filesToMap(readSchemaFiles()));
const record = (extra: Partial<RecordFacts>): RecordFacts => ({ id: 'a1', djlx: '100', qllx: '4', appointment: '0', xzqdm: '130402', shzt: -1, ...extra });
const parse = (href: string) => new URL(href, 'http://hall');

describe('record routes (spec 001 sections 2.5 and 4)', () => {
  it('opens the detail page of the business with its query, submittable while not 0/10/20/30', () => {
    const url = parse(detailHref(record({ shzt: -1 }), registry));
    expect(url.pathname).toBe('/applyDetailDyqsc');
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'reqseq'))).toEqual({ id: 'a1', djlx: '100', qllx: '4', isSubmit: 'true', appointment: '0' });
    expect(url.searchParams.get('reqseq')).toBeTruthy();
    for (const shzt of [0, 10, 20, 30]) expect(parse(detailHref(record({ shzt }), registry)).searchParams.get('isSubmit')).toBe('false');
    expect(parse(detailHref(record({ shzt: 11 }), registry)).searchParams.get('isSubmit')).toBe('true');
  });

  it('falls back to /ApplyDetail for a pairing the table does not know', () => {
    expect(parse(detailHref(record({ djlx: '300' }), registry)).pathname).toBe('/ApplyDetail');
    expect(parse(detailHref(record({ djlx: '400', qllx: '23' }), registry)).pathname).toBe('/applyDetailZxdj');
  });

  it('edits on the fill page with the business code, or on /upload in appointment mode', () => {
    const fill = parse(editHref(record({ djlx: '200', qllx: '4', prodefid: '3001' }), registry));
    expect(fill.pathname).toBe('/info/infofillclfmm');
    expect(Object.fromEntries(fill.searchParams)).toEqual({ id: 'a1', appointment: '0', djlx: '200', qllx: '4', code: 'CLFMM01' });
    // The enterprise-only mortgage transfer (1004, yhlx 1) fills the company applicant's page.
    expect(parse(editHref(record({ djlx: '100', qllx: '23', prodefid: '1004' }), registry)).pathname).toBe('/info/infofillscdj');
    expect(parse(editHref(record({ djlx: '100', qllx: '23', prodefid: '1003' }), registry)).pathname).toBe('/info/infofilldyqzy');
    const upload = parse(editHref(record({ appointment: '1' }), registry));
    expect(upload.pathname).toBe('/upload');
    expect(Object.fromEntries(upload.searchParams)).toEqual({ slsqId: 'a1', appointment: '1', djlx: '100', qllx: '4' });
  });
});
