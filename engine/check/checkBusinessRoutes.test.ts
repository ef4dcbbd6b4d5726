import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue, RoutingTable } from '../schemas/types';
import { checkBusinessRoutes } from './checkBusinessRoutes';

const business = (id: string, djlx: string, qllx: string) => ({ id, prodef_name: id, yhlx: '0', djlx, qllx, code: id, titleConfig: 't' });
const catalogue = { parents: [{ Id: 'P', Prodef_name: 'P', examplerange: '1', Prodefs: [business('1001', '100', '4'), business('4001', '400', '23'), business('5001', '500', '4')] }] } as unknown as BusinessCatalogue;
const table = (rows: Array<Partial<RoutingTable['rows'][number]>>) =>
  ({ id: 'fill-routes', appointment: { when: false, route: '/upload' }, rows: rows.map((row) => ({ fill: 'f', detail: 'd', ...row })), fallback: { fill: 'infofill', detail: 'ApplyDetail' } }) as RoutingTable;
const codes: Record<string, Set<string>> = { DJLX: new Set(['100', '400', '500']), QLLX: new Set(['4', '23']) };

describe('checkBusinessRoutes', () => {
  it('reports a business only the fallback would take', () => {
    const rows = [{ djlx: '100', qllx: '4' }, { djlx: '400', qllx: '*' }];
    expect(checkBusinessRoutes('routing/fill-routes.json', table(rows), catalogue, (list) => codes[list])).toEqual([
      { file: 'routing/fill-routes.json', pointer: '/rows', reason: expect.stringContaining('business "5001" (djlx 500, qllx 4) has no row of its own') },
    ]);
  });

  it('counts a conditional row and a wildcard as the business\'s own', () => {
    const rows = [{ djlx: '100', qllx: '4', when: { fact: 'applicantType', eq: '1' } }, { djlx: '*', qllx: '*' }];
    expect(checkBusinessRoutes('r', table(rows), catalogue, (list) => codes[list])).toEqual([]);
  });

  it('reports a row whose codes its dictionaries lack: it never matches', () => {
    const rows = [{ djlx: '*', qllx: '*' }, { djlx: '300', qllx: '4' }, { djlx: '100', qllx: '42' }];
    expect(checkBusinessRoutes('r', table(rows), catalogue, (list) => codes[list])).toEqual([
      { file: 'r', pointer: '/rows/1/djlx', reason: '"300" is not a code of DJLX: the row never matches' },
      { file: 'r', pointer: '/rows/2/qllx', reason: '"42" is not a code of QLLX: the row never matches' },
    ]);
  });
});
