import { describe, expect, it } from 'vitest';
import { diffRouting } from './diffRouting';

const routing = (rows: unknown[]) => ({ 'routing/fill-routes.json': { rows } });

describe('diffRouting', () => {
  it('matches rows by djlx, qllx and condition, so an inserted row is the only change', () => {
    const first = { djlx: '200', qllx: '4', fill: 'infofillzy' };
    const added = { djlx: '500', qllx: '4', fill: 'infofillgz' };
    const changes = diffRouting(routing([first]), routing([added, { ...first, detail: 'applyDetailZy' }]));
    expect(changes.map(({ change, name, pointer }) => `${change} ${name} ${pointer}`)).toEqual(['changed routing row 200/4 /rows/1', 'added routing row 500/4 /rows/0']);
  });
  it('tells apart two rows of one business by their condition', () => {
    const when = { fact: 'applicantType', eq: '1' };
    expect(diffRouting(routing([{ djlx: '100', qllx: '23' }]), routing([{ djlx: '100', qllx: '23' }, { djlx: '100', qllx: '23', when }]))[0]!.name).toBe('routing row 100/23 when {"eq":"1","fact":"applicantType"}');
  });
});
