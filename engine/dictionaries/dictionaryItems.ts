import type { Dictionary, DictionaryItem } from '../schemas/types';

/**
 * Items of a dictionary reference. `ZJLX` is the whole list; `ZJLX:individual` only the items in
 * that group (ID types differ for individual and company applicants). Undefined when the
 * dictionary does not exist.
 */
export function dictionaryItems(reference: string, dictionaries: ReadonlyMap<string, Dictionary>): DictionaryItem[] | undefined {
  const [id = '', group] = reference.split(':');
  const dictionary = dictionaries.get(id);
  if (!dictionary) return undefined;
  return group ? dictionary.items.filter((item) => item.groups?.includes(group)) : dictionary.items;
}

/** getList's answer: items as {code, text}, in the language asked for. */
export function listItems(items: readonly DictionaryItem[], locale: 'zh-CN' | 'en' = 'zh-CN'): Array<{ code: string; text: string }> {
  return items.map((item) => ({ code: item.code, text: locale === 'en' ? (item.textEn ?? item.text) : item.text }));
}
