import type { PageSection } from '../../../../engine/schemas/types';

/**
 * The one-line summary of a rights row, as its section maps a field (共同持证 for czfs 01, else
 * 分别持证; 一般抵押 for dyfs 1, else 最高抵押). Empty when the section has no summary.
 */
export function summaryText(summary: PageSection['summary'], value: unknown, locale: string): string {
  if (!summary) return '';
  const key = value === undefined || value === null ? '' : String(value);
  const en = locale === 'en';
  return (en ? summary.mapEn?.[key] : undefined) ?? summary.map[key] ?? (en ? (summary.otherwiseEn ?? summary.otherwise) : summary.otherwise) ?? '';
}
