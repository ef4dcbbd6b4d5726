/**
 * The five information types of getServiceGuids and the screen each feeds (docs/decisions, the
 * information note): article → news, bszn → guide, xxgs → gsgg, laws → laws, tzgg → /gov/tzgg.
 */
export const INFO_TYPES = ['article', 'bszn', 'xxgs', 'tzgg', 'laws'] as const;
export type InfoType = (typeof INFO_TYPES)[number];

export function isInfoType(value: string): value is InfoType {
  return (INFO_TYPES as readonly string[]).includes(value);
}
