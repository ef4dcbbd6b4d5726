import { describe, expect, it } from 'vitest';
import { diffCentres } from './diffCentres';

const reference = (centres: unknown[]) => ({ 'appointments/reference.json': { centres } });

describe('diffCentres', () => {
  it('names a new centre and a centre whose hours changed', () => {
    const hd01 = { id: 'hd01', worktime: '9-17' };
    const changes = diffCentres(reference([hd01]), reference([{ ...hd01, worktime: '9-18' }, { id: 'hd09' }]));
    expect(changes.map(({ change, name }) => `${change} ${name}`)).toEqual(['changed centre hd01', 'added centre hd09']);
  });
});
