import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue, FormConfig, WorkflowConfig } from '../schemas/types';
import { checkRegistration } from './checkRegistration';

const catalogue = { parents: [{ Prodefs: [{ id: '1001' }, { id: '4001' }] }] } as unknown as BusinessCatalogue;
const form = (id: string, fields: string[], extra: Partial<FormConfig> = {}) =>
  [id, { id, version: 1, title: id, schema: { type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) }, ...extra } as unknown as FormConfig] as const;
const forms = new Map([form('fwxx', ['bdcqzmh', 'bdcdyh']), form('zxdj', ['BDCZMH']), form('applicant-individual', ['sqr_name'], { variantOf: 'applicant' })]);
const PARTY_TYPES = new Set(['0', '1', '10']);
const present = { forms: new Set([...forms.keys(), 'dyqxx']) };
const workflow = (registration: WorkflowConfig['registration'], changesRegister = true): WorkflowConfig => ({
  id: 'review',
  entry: 'a',
  stages: [{ id: 'a', name: '登簿', nameEn: 'A', roles: ['registrar'], actions: { register: { to: 'a', trail: '登簿', trailEn: 'Registered', changesRegister } } }],
  statutoryDays: { default: 5 },
  registration,
});
const place = { certificate: ['units.fwxx.bdcqzmh'], unit: ['units.fwxx.bdcdyh'] };

describe('checkRegistration', () => {
  it('passes effects whose businesses, party types, forms and fields exist', () => {
    const config = {
      effects: [
        { businesses: ['4001'], kind: 'removeMortgage' as const, ...place, values: { proofNumber: ['rights.zxdj.BDCZMH'] } },
        { businesses: ['1001'], kind: 'transferMortgage' as const, ...place, values: { mortgagee: ['parties.0.sqr_name'] } },
      ],
    };
    expect(checkRegistration('w.json', workflow(config), catalogue, forms, PARTY_TYPES, present)).toEqual([]);
    expect(checkRegistration('w.json', workflow(undefined, false), catalogue, forms, PARTY_TYPES, present)).toEqual([]);
  });

  it('names a business of the catalogue without a register change when an action writes the register (it would "register" and write nothing)', () => {
    const config = { effects: [{ businesses: ['4001'], kind: 'removeMortgage' as const, values: { proofNumber: ['rights.zxdj.BDCZMH'] } }] };
    expect(checkRegistration('w.json', workflow(config), catalogue, forms, PARTY_TYPES, present)).toEqual([
      { file: 'w.json', pointer: '/registration/effects', reason: 'business "1001" of the catalogue has no register change: registering it would write nothing' },
    ]);
    expect(checkRegistration('w.json', workflow(undefined), catalogue, forms, PARTY_TYPES, present).map((problem) => problem.reason)).toHaveLength(2);
  });

  it('names unknown businesses, a business twice, unknown party types, forms and fields, and effects no action runs', () => {
    const config = {
      effects: [
        { businesses: ['1001', '9999'], kind: 'addMortgage' as const, ...place, values: { mortgagee: ['parties.7.sqr_name', 'parties.0.nope'], amount: ['rights.dyqxy.bdbzzqse', 'rights.dyqxx.bdbzzqse'] } },
        { businesses: ['1001'], kind: 'removeMortgage' as const, certificate: ['units.fwxx.zl'], unit: place.unit, values: { proofNumber: ['rights.zxdj.BDCZMH'] } },
      ],
    };
    // dyqxx is there but broken (it reports itself); dyqxy is not there at all.
    expect(checkRegistration('w.json', workflow(config, false), catalogue, forms, PARTY_TYPES, present).map((problem) => `${problem.pointer} ${problem.reason}`)).toEqual([
      '/registration register changes are configured but no action has changesRegister',
      '/registration/effects/0/businesses/1 business "9999" is not in the catalogue',
      '/registration/effects/0/values/mortgagee/0 party type "7" is not in SQR_LX',
      '/registration/effects/0/values/mortgagee/1 no applicant form has the field "nope"',
      '/registration/effects/0/values/amount/0 no form "dyqxy"',
      '/registration/effects/1/businesses/0 business "1001" has two register changes',
      '/registration/effects/1/certificate/0 form "fwxx" has no field "zl"',
    ]);
  });
});
