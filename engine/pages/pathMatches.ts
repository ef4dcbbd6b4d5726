/** Whether a path pattern (case-sensitive, as every route of the table) matches a pathname. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return true;
    if (i >= have.length) return false;
    if (!segment.startsWith(':') && segment !== have[i]) return false;
  }
  return want.length === have.length;
}
