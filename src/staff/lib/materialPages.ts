import type { MaterialGroupView } from '../../../engine/attachments/materialGroups';

/**
 * The application's pictures as one run through every group, in the order the groups show them
 * (the preview pages through all of them, 3 / 12, not one group at a time): the group of the n-th
 * picture (1-based), and how many there are.
 */
export function materialPages(groups: readonly Pick<MaterialGroupView, 'name' | 'pictures'>[]) {
  const names = groups.flatMap((group) => group.pictures.map(() => group.name));
  return { total: names.length, groupOf: (n: number) => names[n - 1] ?? '' };
}
