import type { BusinessCatalogue, BusinessParent, SubBusiness } from '../schemas/types';

/** A sub-business (prodefid) and its parent category, from the catalogue. */
export function findBusiness(catalogue: BusinessCatalogue | undefined, prodefid: unknown): { business: SubBusiness; parent: BusinessParent } | undefined {
  if (!catalogue || prodefid === undefined || prodefid === null) return undefined;
  const id = String(prodefid);
  for (const parent of catalogue.parents) {
    const business = parent.Prodefs.find((candidate) => candidate.id === id);
    if (business) return { business, parent };
  }
  return undefined;
}
