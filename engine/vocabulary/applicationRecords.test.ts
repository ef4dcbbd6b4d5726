import { describe, expect, it } from 'vitest';
import { applicationRecords } from './applicationRecords';
import { testVocabulary } from './testVocabulary';

describe('applicationRecords', () => {
  it("finds a form's rights record under the vocabulary's key", () => {
    const records = applicationRecords(testVocabulary, { sqrs: [], units: [], qlxxInfo: { DYQXX: { id: 'r1' } } });
    expect(records.rights('dyqxx')).toEqual({ id: 'r1' });
    expect(records.rights('ygqlxx')).toBeUndefined();
  });

  it('answers no rights record when getApply has none', () => {
    expect(applicationRecords(testVocabulary, { sqrs: [], units: [] }).rights('dyqxx')).toBeUndefined();
  });
});
