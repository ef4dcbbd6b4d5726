import { describe, expect, it } from 'vitest';
import type { PreAcceptanceConfig } from '../checks/types';
import type { BusinessCatalogue, FormConfig } from '../schemas/types';
import { checkPreAcceptance } from './checkPreAcceptance';

const catalogue = { parents: [{ Prodefs: [{ id: '3001' }] }] } as unknown as BusinessCatalogue;
const form = (id: string, fields: string[]) => [id, { id, schema: { type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) } } as unknown as FormConfig] as const;
const refs = {
  catalogue,
  forms: new Map([form('fwxx', ['bdcqzmh']), form('zxdj', ['BDCZMH']), form('applicant-individual', ['sqr_name', 'sqr_zjh'])]),
  unitForms: ['fwxx'],
  partyForm: 'applicant-individual',
  presentForms: new Set(['fwxx', 'zxdj', 'applicant-individual', 'dyxx']),
  staffKeys: new Set(['staff.checks.notSeized', 'staff.checks.evidence.seizure', 'staff.checks.evidence.noSeizure']),
  citizenKeys: new Set(['checks.seized']),
};
const config = (changes: Partial<PreAcceptanceConfig> = {}): PreAcceptanceConfig => ({
  id: 'pre-acceptance',
  references: [
    { records: 'units', field: 'bdcqzmh', names: 'certificate' },
    { records: 'rights', form: 'zxdj', field: 'BDCZMH', names: 'proof' },
  ],
  obligors: { sqrLx: ['1'], idField: 'sqr_zjh', nameField: 'sqr_name' },
  checks: { notSeized: { kind: 'encumbrance', list: 'seizures', expect: 'none', evidence: 'staff.checks.evidence.seizure', noneEvidence: 'staff.checks.evidence.noSeizure', title: 'staff.checks.notSeized', refusal: 'checks.seized' } },
  businesses: { '3001': { notSeized: 'block' } },
  ...changes,
});

describe('checkPreAcceptance', () => {
  it('passes a configuration whose references hold', () => {
    expect(checkPreAcceptance('checks/pre-acceptance.json', config(), refs)).toEqual([]);
  });

  it('names an unknown field or form, an obligor field the party form lacks, missing words, an unknown business and an unknown check (also among those 登簿 judges again)', () => {
    const broken = config({
      references: [
        { records: 'units', field: 'nope', names: 'certificate' },
        { records: 'rights', form: 'gone', field: 'BDCZMH', names: 'proof' },
      ],
      obligors: { sqrLx: ['1'], idField: 'sqr_id_number', nameField: 'sqr_name' },
      checks: { notSeized: { kind: 'encumbrance', list: 'seizures', expect: 'none', evidence: 'staff.checks.evidence.gone', noneEvidence: 'staff.checks.evidence.noSeizure', title: 'staff.checks.notSeized', refusal: 'checks.gone' } },
      businesses: { '9999': { notSeized: 'block' }, '3001': { notThere: 'warn' } },
      atRegistration: { '9998': ['notSeized'], '3001': ['notSeized', 'gone'] },
    });
    expect(checkPreAcceptance('checks/pre-acceptance.json', broken, refs).map(({ pointer, reason }) => [pointer, reason])).toEqual([
      ['/references/0/field', 'no form of units has the field "nope"'],
      ['/references/1/form', 'unknown form "gone"'],
      ['/obligors/idField', 'the form "applicant-individual" has no field "sqr_id_number"'],
      ['/checks/notSeized/evidence', 'no staff message "staff.checks.evidence.gone"'],
      ['/checks/notSeized/refusal', 'no citizen message "checks.gone"'],
      ['/businesses/3001/notThere', 'no check "notThere"'],
      ['/businesses/9999', 'business "9999" is not in the catalogue'],
      ['/atRegistration/3001/1', 'no check "gone"'],
      ['/atRegistration/9998', 'business "9998" is not in the catalogue'],
    ]);
  });
});

describe('checkPreAcceptance on a broken form', () => {
  it('leaves a reference to a form whose file is there but broken to that file\'s own problem', () => {
    expect(checkPreAcceptance('checks/pre-acceptance.json', config(), { ...refs, forms: new Map([form('zxdj', ['BDCZMH']), form('applicant-individual', ['sqr_name', 'sqr_zjh'])]) })).toEqual([]);
  });
});
