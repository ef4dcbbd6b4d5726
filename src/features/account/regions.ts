/** Regions where the personal centre hides "my business" (spec 000 sections 2 and 9). */
export const NO_BUSINESS_REGIONS: ReadonlySet<string> = new Set(['150724', '150723', '150782', '150702']);

export function showsMyBusiness(region: string | null | undefined): boolean {
  return !NO_BUSINESS_REGIONS.has(region ?? '');
}

/** The verified badge shows only when isRealNameAuth is the string 'true'. */
export function isVerified(me: { isRealNameAuth?: unknown } | null | undefined): boolean {
  return me?.isRealNameAuth === 'true';
}
