import { codeText } from '../../../../engine/dictionaries/codeText';
import { dictionaryItems } from '../../../../engine/dictionaries/dictionaryItems';
import type { Dictionary, PageSection } from '../../../../engine/schemas/types';

/**
 * The one-line summary of a rights row: the text its section's dictionary gives the field's code
 * (共同持证 for czfs 01, else 分别持证; 一般抵押 for dyfs 1, else 最高抵押). Empty when the
 * section has no summary.
 */
export function summaryText(summary: PageSection['summary'], value: unknown, dictionaries: ReadonlyMap<string, Dictionary>, locale: string): string {
  if (!summary) return '';
  return codeText(dictionaryItems(summary.dictionary, dictionaries) ?? [], value, locale === 'en', summary.otherwise) ?? '';
}
