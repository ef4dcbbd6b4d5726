import type { ConfigChange } from '../contract/staff/configuration';
import { stableStringify } from '../schemas/hashJson';
import { diffKeyed } from './diffKeyed';
import { listEntries } from './listEntries';

const FILE = 'routing/fill-routes.json';
const rowKey = (row: Record<string, unknown>) => `${String(row.djlx)}/${String(row.qllx)}${row.when ? ` when ${stableStringify(row.when)}` : ''}`;

/** The fill-routing rows added, removed and changed, each named by its djlx/qllx (and condition). */
export function diffRouting(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  const rows = (files: Record<string, unknown>) => listEntries(files, FILE, 'rows', rowKey, (key) => `routing row ${key}`);
  return diffKeyed('routing', rows(before), rows(after));
}
