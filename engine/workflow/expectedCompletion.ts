/** The fewest cases of a business completed in the last year for their 90th percentile to stand (else the statutory days). */
export const MIN_FINISHED = 10;

const DAY_MS = 86_400_000;
const chinaDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export interface ExpectedCompletion {
  /** The China day (YYYY-MM-DD) by which the case is expected to be completed. */
  date: string;
  /** p90: the day by which 90 % of the business's cases completed (calendar days from submission); statutory: too few completed, the statutory deadline's last day. */
  basis: 'p90' | 'statutory';
}

/**
 * A case's expected completion date (issue 31, docs/decisions/0090), as HM Land Registry tells its
 * customers: the day by which 90 % of the cases of its business were completed, counted in calendar
 * days from its submission; with fewer than MIN_FINISHED such cases, the last day of its statutory
 * period (the deadline is the midnight after it).
 */
export function expectedCompletion(input: { submittedAt: Date; p90Days: number | null; finished: number; statutoryDeadline: Date }): ExpectedCompletion {
  if (input.p90Days !== null && input.finished >= MIN_FINISHED) return { date: chinaDate(new Date(input.submittedAt.getTime() + input.p90Days * DAY_MS)), basis: 'p90' };
  return { date: chinaDate(new Date(input.statutoryDeadline.getTime() - 1)), basis: 'statutory' };
}
