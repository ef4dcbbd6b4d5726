import { describe, expect, it } from 'vitest';
import { rightsKeyOf } from './rightsKeyOf';
import { testVocabulary } from './testVocabulary';

describe('rightsKeyOf', () => {
  it('keys a rights record by the form id as configured', () => {
    expect(rightsKeyOf(testVocabulary, 'dyqxx')).toBe('DYQXX');
    expect(rightsKeyOf({ ...testVocabulary, records: { ...testVocabulary.records, rightsKey: 'formId' } }, 'dyqxx')).toBe('dyqxx');
  });
});
