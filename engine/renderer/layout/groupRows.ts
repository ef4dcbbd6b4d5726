/** One group of consecutive rows: `key` is the group's number, stable across renders. */
export interface RowGroup<T> {
  key: number;
  rows: T[];
}

/**
 * Splits the rows being drawn (in drawing order) into their groups. A row the map does not know,
 * or places before the row drawn above it (neither should happen), joins the group of the row
 * before it, so group keys never repeat.
 */
export function groupRows<T extends { name: string }>(rows: readonly T[], groupOf: ReadonlyMap<string, number>): RowGroup<T>[] {
  const groups: RowGroup<T>[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    const key = Math.max(groupOf.get(row.name) ?? 0, last?.key ?? 0);
    if (last && last.key === key) last.rows.push(row);
    else groups.push({ key, rows: [row] });
  }
  return groups;
}
