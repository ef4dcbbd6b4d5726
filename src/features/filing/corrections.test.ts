import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../../../engine/validation/testing';
import { correctionLabel, correctionsOfForm, correctionsOfGroup, correctionsOfRecord } from './corrections';

const registry = loadTestRegistry();
const onAddress = { form: 'applicant-individual', field: 'sqr_adress', record: null, group: null, text: '地址不符' };
const onMortgage = { form: 'dyqxx', field: 'bdbzzqse', record: null, group: null, text: '数额不符' };
const onGroup = { form: null, field: null, record: null, group: 'sfzm', text: '不清晰' };
const corrections = [onAddress, onMortgage, onGroup];

describe('corrections', () => {
  it('belong to a form and every variant of it', () => {
    expect(correctionsOfForm(registry, corrections, 'applicant-individual')).toEqual([onAddress]);
    expect(correctionsOfForm(registry, corrections, 'applicant-company')).toEqual([onAddress]);
    expect(correctionsOfForm(registry, corrections, 'applicant')).toEqual([onAddress]);
    expect(correctionsOfForm(registry, corrections, 'fwxx')).toEqual([]);
    expect(correctionsOfForm(registry, undefined, 'dyqxx')).toEqual([]);
  });

  it('of a form, show for the record they name only; naming none, or a record since removed, for every record of the form', () => {
    const onMortgagor = { ...onAddress, record: 'p2', text: '抵押人地址不符' };
    const onRemoved = { ...onAddress, record: 'gone', text: '已删除的记录' };
    const onForm = [onAddress, onMortgagor, onRemoved];
    const records = { p1: {}, p2: {} };
    expect(correctionsOfRecord(onForm, 'p2', records)).toEqual([onAddress, onMortgagor, onRemoved]);
    expect(correctionsOfRecord(onForm, 'p1', records)).toEqual([onAddress, onRemoved]);
    // A section's head or a new record's form: what speaks to the whole form.
    expect(correctionsOfRecord(onForm, undefined, records)).toEqual([onAddress, onRemoved]);
    expect(correctionsOfRecord([], 'p1', records)).toEqual([]);
  });

  it('belong to a material group by its id (the page knows the group’s instance) or its name', () => {
    expect(correctionsOfGroup(corrections, { id: 'sfzm@app1', name: '申请人身份证明' })).toEqual([onGroup]);
    expect(correctionsOfGroup([{ ...onGroup, group: '抵押合同' }], { id: 'dyht@app1', name: '抵押合同' })).toHaveLength(1);
    expect(correctionsOfGroup(corrections, { id: 'dyht@app1', name: '抵押合同' })).toEqual([]);
  });

  it('name their field by its label in the citizen’s language', () => {
    expect(correctionLabel(registry, onAddress, 'zh-CN')).toBe('联系地址');
    expect(correctionLabel(registry, onAddress, 'en')).toBe('Address');
    expect(correctionLabel(registry, { ...onAddress, form: 'applicant' }, 'zh-CN')).toBe('联系地址');
    expect(correctionLabel(registry, { ...onAddress, field: 'nothing' }, 'zh-CN')).toBeUndefined();
    expect(correctionLabel(registry, onGroup, 'zh-CN')).toBeUndefined();
  });
});
