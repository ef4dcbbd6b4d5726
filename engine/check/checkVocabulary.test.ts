import { describe, expect, it } from 'vitest';
import { testVocabulary } from '../vocabulary/testVocabulary';
import { checkVocabulary } from './checkVocabulary';

const codesOf = (reference: string) => (reference === 'SAVETYPE' ? new Set(['1', '9']) : undefined);
const keys = new Set(['appoint.applicationRevoked', 'proinst.cancelSaveFailed', 'party.failed', 'unit.failed', 'rights.failed']);
const reasons = (vocabulary: typeof testVocabulary) => checkVocabulary('vocabulary/vocabulary.json', vocabulary, codesOf, keys).map((problem) => `${problem.pointer} ${problem.reason}`);

describe('checkVocabulary', () => {
  it('passes a consistent vocabulary', () => {
    expect(reasons({ ...testVocabulary, tabs: [...testVocabulary.tabs, { title: 'C', states: [3], actions: [] }] })).toEqual([]);
  });

  it('names a state no tab lists, a change to an unknown state and an unknown message key', () => {
    const broken = { ...testVocabulary, changes: { ...testVocabulary.changes, reject: 8 }, saveFailed: { ...testVocabulary.saveFailed, unit: 'no.such' } };
    expect(reasons(broken)).toEqual(['/changes/reject unknown state 8', '/states/2 state 3 is listed by no tab', '/saveFailed/unit unknown message key "no.such"']);
  });

  it('names a savetype message for a code its dictionary lacks', () => {
    const broken = { ...testVocabulary, tabs: [...testVocabulary.tabs, { title: 'C', states: [3], actions: [] }], savetypes: { dictionary: 'SAVETYPE', saveFailed: { '7': 'unit.failed' } } };
    expect(reasons(broken)).toEqual(['/savetypes/saveFailed/7 "7" is not a code of SAVETYPE']);
  });
});
