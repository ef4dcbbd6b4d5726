import { describe, expect, it } from 'vitest';
import { diffForms } from './diffForms';

const form = (properties: Record<string, unknown>, required: string[] = []) => ({ id: 'dyqxx', version: 1, schema: { properties, required } });

describe('diffForms', () => {
  it('names a changed form and its renamed and newly required fields', () => {
    const changes = diffForms({ 'forms/dyqxx.json': form({ dbfw: { type: 'string' }, dyfs: { type: 'string' } }) }, { 'forms/dyqxx.json': form({ dbfwsm: { type: 'string' }, dyfs: { type: 'string' } }, ['dyfs']) });
    expect(changes.map(({ kind, change, name }) => `${kind} ${change} ${name}`)).toEqual(['form changed dyqxx', 'field removed dyqxx.dbfw', 'field changed dyqxx.dyfs', 'field added dyqxx.dbfwsm']);
    expect(changes.find((change) => change.name === 'dyqxx.dbfwsm')).toMatchObject({ file: 'forms/dyqxx.json', pointer: '/schema/properties/dbfwsm' });
  });
  it('names an added form and each of its fields', () => {
    expect(diffForms({}, { 'forms/dyqxx.json': form({ a: {} }) }).map(({ kind, change, name }) => `${kind} ${change} ${name}`)).toEqual(['form added dyqxx', 'field added dyqxx.a']);
  });
});
