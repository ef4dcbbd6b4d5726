import { dictionaryItems } from '../dictionaries/dictionaryItems';
import type { SchemaRegistry } from '../schemas/types';
import { vocabularyOf } from './vocabularyOf';

/** Whether `code` is an addQlxxInfo savetype: a code of the dictionary the vocabulary names (SAVETYPE). */
export function isSavetype(registry: Pick<SchemaRegistry, 'vocabulary' | 'dictionaries'>, code: string): boolean {
  return dictionaryItems(vocabularyOf(registry).savetypes.dictionary, registry.dictionaries)?.some((item) => item.code === code) ?? false;
}
