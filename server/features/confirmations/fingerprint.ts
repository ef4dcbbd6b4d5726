import crypto from 'node:crypto';

/** What a party's confirmation covers: the application's parties, units, rights, holding mode and pictures. */
export interface ApplicationContent {
  czfs: string | null;
  parties: ReadonlyArray<{ id: string; sqr_lx: string; data: unknown }>;
  units: ReadonlyArray<{ id: string; data: unknown }>;
  rights: ReadonlyArray<{ id: string; data: unknown }>;
  materialFileIds: readonly string[];
}

/** JSON with object keys sorted, so the same content always gives the same text. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The application's content as one hash (docs/decisions/0055): a confirmation stores it when the
 * party confirms, and counts as void once the application's hash differs.
 */
export function contentFingerprint(content: ApplicationContent): string {
  const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const text = stable({
    czfs: content.czfs,
    parties: byId(content.parties).map((party) => ({ id: party.id, sqr_lx: party.sqr_lx, data: party.data })),
    units: byId(content.units).map((unit) => ({ id: unit.id, data: unit.data })),
    rights: byId(content.rights).map((right) => ({ id: right.id, data: right.data })),
    materials: [...content.materialFileIds].sort(),
  });
  return crypto.createHash('sha256').update(text).digest('hex');
}
