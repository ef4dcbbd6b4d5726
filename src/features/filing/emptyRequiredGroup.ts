import type { MaterialGroup } from './api/materials';

/** The first required group (marked 是) without a picture, which blocks Next; undefined when every one has some. */
export function emptyRequiredGroup(groups: readonly MaterialGroup[]): MaterialGroup | undefined {
  return groups.find((group) => group.required === '是' && group.pro_attachment.length === 0);
}
