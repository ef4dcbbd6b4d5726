import type { Dictionary } from '../schemas/types';
import { pointer, type Problem } from './types';

/** A dictionary's id matches its file name and its codes are unique. */
export function checkDictionary(file: string, dictionary: Dictionary): Problem[] {
  const problems: Problem[] = [];
  const expectedId = file.replace(/^dictionaries\//, '').replace(/\.json$/, '');
  if (dictionary.id !== expectedId) problems.push({ file, pointer: '/id', reason: `id "${dictionary.id}" does not match the file name "${expectedId}"` });
  const seen = new Set<string>();
  dictionary.items.forEach((item, index) => {
    if (seen.has(item.code)) problems.push({ file, pointer: pointer('items', index, 'code'), reason: `duplicate code "${item.code}"` });
    seen.add(item.code);
  });
  return problems;
}
