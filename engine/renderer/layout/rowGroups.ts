/** Rows per group: about one phone screen of one-line rows (8 × 49 px). */
export const ROW_GROUP_SIZE = 8;

/**
 * The group each field of a form's body is drawn in, by its place among all the form's fields —
 * visible or not — in the order the form is drawn (the title configuration's order first, then the
 * schema's). Groups are the unit the browser may skip while they are off screen
 * (`content-visibility: auto` on `.engine-rows`). Counting hidden fields too keeps a field in the same
 * group when a rule shows or hides another one, so React never moves a row to another parent,
 * which would remount it and drop the focus of the field the citizen just tapped.
 */
export function rowGroupsOf(fields: readonly string[], order: readonly string[] = [], size = ROW_GROUP_SIZE): Map<string, number> {
  const known = new Set(fields);
  const ordered = [...new Set([...order.filter((field) => known.has(field)), ...fields])];
  return new Map(ordered.map((field, index) => [field, Math.floor(index / size)]));
}
