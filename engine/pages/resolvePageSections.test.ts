import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import type { PageConfig } from '../schemas/types';
import { vocabularyOf } from '../vocabulary/vocabularyOf';
import { canSubmit, resolvePageSections } from './resolvePageSections';

const registry = loadTestRegistry();
const page = (id: string) => registry.pages.get(id) as PageConfig;
const ids = (id: string, facts: Record<string, unknown>, rows: Record<string, Array<Record<string, unknown>>> = {}) =>
  resolvePageSections(page(id), { facts: { appointment: '0', ...facts }, rows }).map((view) => view.section.id);

describe('fill page sections', () => {
  it('shows each page its sections in order', () => {
    expect(ids('infofilldyqsc', { djlx: '100', qllx: '4' })).toEqual(['qlr', 'ywr', 'units', 'rights-dyqxx']);
    expect(ids('infofillyg_ydy', { djlx: '700', qllx: '423' })).toEqual(['qlr', 'ywr', 'dyqr', 'units', 'rights-ygqlxx', 'rights-ydyqlxx']);
    expect(ids('infofillzxdj', { djlx: '400', qllx: '4' })).toEqual(['qlr', 'ywr', 'rights-zxdj']);
  });
  it('hides every section when appointment is 1', () => {
    expect(ids('infofilldyqsc', { djlx: '100', qllx: '4', appointment: '1' })).toEqual([]);
  });
  it('hides the rights card for 400/23 and for djlx 200 in region 140200, never the cancellation card', () => {
    expect(ids('infofill', { djlx: '400', qllx: '23' })).not.toContain('rights-qlxx');
    expect(ids('infofillzxdj', { djlx: '400', qllx: '23' })).toEqual(['qlr', 'ywr', 'rights-zxdj']);
    expect(ids('infofillclfmm', { djlx: '200', qllx: '4', region: '140200' })).toEqual(['qlr', 'ywr', 'units']);
    expect(ids('infofillclfmm', { djlx: '200', qllx: '4', region: '130400' })).toContain('rights-qlxx');
  });
  it("obeys validateUserInfo's qlxx_isshow", () => {
    expect(ids('infofilldyqsc', { djlx: '100', qllx: '4', qlxxIsShow: false })).not.toContain('rights-dyqxx');
    expect(ids('infofilldyqsc', { djlx: '100', qllx: '4', qlxxIsShow: true })).toContain('rights-dyqxx');
  });
  it('shows the mortgagee section only for 700/423', () => {
    expect(ids('infofill', { djlx: '700', qllx: '423' })).toContain('dyqr');
    expect(ids('infofill', { djlx: '300', qllx: '4' })).not.toContain('dyqr');
  });
  it('offers adding rights info only while none exists', () => {
    const facts = { djlx: '100', qllx: '4', appointment: '0' };
    const none = resolvePageSections(page('infofilldyqsc'), { facts, rows: {} }).find((view) => view.section.id === 'rights-dyqxx');
    const one = resolvePageSections(page('infofilldyqsc'), { facts, rows: { 'rights-dyqxx': [{ id: '1' }] } }).find((view) => view.section.id === 'rights-dyqxx');
    expect(none?.canAdd).toBe(true);
    expect(one?.canAdd).toBe(false);
    expect(resolvePageSections(page('infofilldyqsc'), { facts, rows: { qlr: [{ id: '1' }] } })[0]?.canAdd).toBe(true);
  });
  it('lists mortgagee rows only when the certificate type is non-empty', () => {
    const rows = { dyqr: [{ sqr_name: '甲银行', sqr_zjlx: '7' }, { sqr_name: '草稿', sqr_zjlx: '' }] };
    const view = resolvePageSections(page('infofillyg_ydy'), { facts: { djlx: '700', qllx: '423', appointment: '0' }, rows }).find((v) => v.section.id === 'dyqr');
    expect(view?.rows.map((row) => row.sqr_name)).toEqual(['甲银行']);
  });
  it('renames party sections with the business aliases', () => {
    const views = resolvePageSections(page('infofilldyqsc'), { facts: { djlx: '100', qllx: '4' }, aliases: { qlrAlias: '抵押权人', ywrAlias: '抵押人' } });
    expect(views.slice(0, 2).map((view) => view.title)).toEqual(['抵押权人', '抵押人']);
  });
});

describe('detail pages', () => {
  it('shows only the pictures in appointment mode, which fills nothing else', () => {
    for (const id of ['ApplyDetail', 'applyDetailDyqsc', 'applyDetailYg_Ydy', 'applyDetailZxdj']) {
      expect(ids(id, { djlx: '700', qllx: '423', appointment: '1' }), id).toEqual(['uploads']);
    }
  });
  it('shows one 抵押权人 section on mortgage detail pages: the mortgagee section only for 700/423, as the fill pages', () => {
    expect(ids('applyDetailDyqzy', { djlx: '900', qllx: '4' })).not.toContain('dyqr');
    expect(ids('ApplyDetail', { djlx: '100', qllx: '4' })).not.toContain('dyqr');
    expect(ids('applyDetailYg_Ydy', { djlx: '700', qllx: '423' })).toContain('dyqr');
  });
  it('offer submission unless shzt is 0, 10, 20 or 30 (the vocabulary) or the page says otherwise', () => {
    const vocabulary = vocabularyOf(registry);
    for (const shzt of ['0', '10', '20', '30', undefined]) expect(canSubmit(page('applyDetailDyqsc'), { shzt }, vocabulary)).toBe(false);
    for (const shzt of ['-1', '11', '21']) expect(canSubmit(page('applyDetailDyqsc'), { shzt }, vocabulary)).toBe(true);
    expect(canSubmit({ ...page('applyDetailDyqsc'), submitWhen: { fact: 'appointment', eq: '1' } }, { shzt: '-1', appointment: '0' }, vocabulary)).toBe(false);
  });
  it('cancellation shows only its fields and the uploads', () => {
    expect(ids('applyDetailZxdj', {})).toEqual(['rights-zxdj', 'uploads']);
  });
});
