import type { Locale } from '../../../../../engine/i18n/translate';
import type { QueueRow } from '../../../../../engine/contract/staff/review';
import type { BulkClaimAnswer } from '../../../../../engine/contract/staff/search';
import { dateRangeQuery, type DateRange } from '../../../lib/dateRange';
import type { QueueFilter } from '../api/queue';

/** The queue's filter form as the member fills it. */
export interface QueueFilterForm {
  region?: string;
  business?: string;
  state?: string;
  overdue?: boolean;
  dates?: DateRange;
}

/** The filter the form asks for: words trimmed, overdue only when ticked ('1'), the submission days as from/to. */
export const queueFilter = (values: QueueFilterForm): QueueFilter => ({
  region: values.region?.trim(),
  business: values.business?.trim(),
  state: values.state,
  overdue: values.overdue ? '1' : undefined,
  ...dateRangeQuery(values.dates),
});

/** The stage column in the member's language. */
export const stageName = (row: Pick<QueueRow, 'stageName' | 'stageNameEn'>, locale: Locale) => (locale === 'en' ? row.stageNameEn : row.stageName);

/** Outcomes that need words (a return's comment, a rejection's opinions) ask before they are sent, and are not the primary button. */
export const needsWords = (action: string): action is 'return' | 'reject' => action === 'return' || action === 'reject';

/** Outcomes that confirm before they are sent: 登簿 writes the register, 发证 ends the case. */
export const confirmsFirst = (action: string): action is 'register' | 'issue' => action === 'register' || action === 'issue';

/** The queue row's buttons: a send-back chooses its stage in the case file, so the row leaves it out. */
export const inQueue = (action: string) => action !== 'sendBack';

/** A deadline's last day (China time): the deadline is the midnight after it (docs/decisions/0073). */
export const lastDayOf = (deadline: string) => new Date(Date.parse(deadline) - 1 + 8 * 3_600_000).toISOString().slice(0, 10);

/** A bulk claim's answer for the member: how many went through, and each refused case by its number with the reason. */
export const bulkSummary = (results: BulkClaimAnswer['results'], rows: ReadonlyArray<Pick<QueueRow, 'id' | 'prolsh'>>) => ({
  ok: results.filter((result) => result.ok).length,
  refused: results.filter((result) => !result.ok).map((result) => ({ number: rows.find((row) => row.id === result.id)?.prolsh ?? result.id, message: result.message ?? '' })),
});
