import { dateRangeQuery, type DateRange } from '../../lib/dateRange';
import type { SearchQuery } from './api';

/** The search form as the member fills it. */
export interface SearchForm extends Omit<SearchQuery, 'from' | 'to'> {
  dates?: DateRange;
}

/**
 * The query the form asks for: words trimmed, empty fields left out, an ID number without the
 * spaces people type between its groups, the days as from/to; undefined when nothing is asked
 * (the page then lists nothing rather than everything).
 */
export function searchQueryOf(values: SearchForm): SearchQuery | undefined {
  const { dates, idNumber, ...rest } = values;
  const words = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || undefined : undefined]));
  const query: SearchQuery = { ...words, idNumber: idNumber?.replace(/\s+/g, '') || undefined, ...dateRangeQuery(dates) };
  return Object.values(query).some(Boolean) ? query : undefined;
}
