import { describe, expect, it } from 'vitest';
import type { StoredCertificateDetails } from '../certificates/types';
import { changeEncumbrances, entryKey, type EncumbranceChange } from './changeEncumbrances';

const empty: StoredCertificateDetails = { mortgages: [], seizures: [], objections: [], restrictions: [] };
const seize = (type: 1 | 2, organ: string): EncumbranceChange => ({ kind: 'seize', type, organ, documentNumber: `(2026)冀0402执保${organ.length}号`, document: '协助执行通知书', fileId: 'f1', periodStart: '2026-01-01', periodEnd: '2028-12-31' });
let n = 0;
const stamp = () => ({ date: '2026-11-28', id: `e${++n}` });
const apply = (details: StoredCertificateDetails, change: EncumbranceChange) => {
  const next = changeEncumbrances(details, change, stamp());
  if ('refused' in next) throw new Error(next.refused);
  return next;
};

describe('changeEncumbrances', () => {
  it('queues a later court behind the first seizure and promotes it when the seizure is lifted', () => {
    const first = apply(empty, seize(1, '邯山区人民法院'));
    const second = apply(first, seize(2, '丛台区人民法院'));
    const third = apply(second, seize(2, '复兴区人民法院'));
    expect(third.seizures.map((s) => s.type)).toEqual([1, 2, 2]);
    const lifted = apply(third, { kind: 'lift', list: 'seizures', key: entryKey(third.seizures[0]!), reason: '法院解除查封', documentNumber: '(2026)冀0402执恢1号' });
    expect(lifted.seizures.map((s) => [s.organ, s.type, s.promotedAt])).toEqual([
      ['丛台区人民法院', 1, '2026-11-28'],
      ['复兴区人民法院', 2, undefined],
    ]);
    expect(lifted.lifted).toHaveLength(1);
    expect(lifted.lifted![0]).toMatchObject({ list: 'seizures', reason: '法院解除查封', entry: { organ: '邯山区人民法院' } });
  });

  it('refuses a second 查封 and a 轮候查封 with nothing to wait behind', () => {
    expect(changeEncumbrances(empty, seize(2, 'a'), stamp())).toEqual({ refused: 'nothingToWaitBehind' });
    const seized = apply(empty, seize(1, 'a'));
    expect(changeEncumbrances(seized, seize(1, 'b'), stamp())).toEqual({ refused: 'alreadySeized' });
  });

  it('lifts an objection or a restriction by its key, a seeded entry without an id by its content, and refuses an unknown key', () => {
    const seeded: StoredCertificateDetails = { ...empty, restrictions: [{ organ: '住建局', matter: '限制转移', registeredAt: '2020-01-01' }] };
    const key = entryKey(seeded.restrictions[0]!);
    expect(apply(seeded, { kind: 'lift', list: 'restrictions', key, reason: '期满', documentNumber: '' }).restrictions).toEqual([]);
    const objected = apply(empty, { kind: 'object', applicant: '王某', matter: '面积有误', documentNumber: '' });
    expect(apply(objected, { kind: 'lift', list: 'objections', key: objected.objections[0]!.id!, reason: '撤回', documentNumber: '' }).objections).toEqual([]);
    expect(changeEncumbrances(objected, { kind: 'lift', list: 'objections', key: 'nope', reason: 'x', documentNumber: '' }, stamp())).toEqual({ refused: 'entryUnknown' });
  });
});
