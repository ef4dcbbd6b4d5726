import type { DictionaryItem } from '../schemas/types';

const textOf = (item: DictionaryItem, en: boolean) => (en ? (item.textEn ?? item.text) : item.text);

/**
 * A stored code as its dictionary names it, in the language asked for. A code the dictionary
 * lacks, or none, reads as the item `otherwise` names (a summary's 分别持证 for any czfs but 01,
 * a price's 万元 for any unit but 元 and 美元), else undefined: the caller decides.
 */
export function codeText(items: readonly DictionaryItem[], value: unknown, en: boolean, otherwise?: string): string | undefined {
  const code = value === undefined || value === null ? undefined : String(value);
  const item = items.find((candidate) => candidate.code === code) ?? items.find((candidate) => otherwise !== undefined && candidate.code === otherwise);
  return item ? textOf(item, en) : undefined;
}
