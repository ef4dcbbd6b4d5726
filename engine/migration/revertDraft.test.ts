import { describe, expect, it } from 'vitest';
import { revertDraft } from './revertDraft';

const newer = {
  migrations: [
    { to: 2, steps: [{ op: 'rename' as const, from: 'dbfw', to: 'dbfwsm' }] },
    { to: 3, steps: [{ op: 'rename' as const, from: 'dbfwsm', to: 'scope' }, { op: 'drop' as const, field: 'old' }] },
  ],
};

describe('revertDraft', () => {
  it('undoes the renames declared after the older version, newest first', () => {
    expect(revertDraft(newer, { formId: 'dyqxx', schemaVersion: 3, data: { scope: '全部', dyfs: '1' } }, 1)).toEqual({ formId: 'dyqxx', schemaVersion: 1, data: { dbfw: '全部', dyfs: '1' } });
  });
  it('leaves the renames the older version already had', () => {
    expect(revertDraft(newer, { formId: 'dyqxx', schemaVersion: 3, data: { scope: '全部' } }, 2).data).toEqual({ dbfwsm: '全部' });
  });
  it('changes nothing for a form without migrations', () => {
    expect(revertDraft({}, { formId: 'x', schemaVersion: 2, data: { a: 1 } }, 1)).toEqual({ formId: 'x', schemaVersion: 1, data: { a: 1 } });
  });
});
