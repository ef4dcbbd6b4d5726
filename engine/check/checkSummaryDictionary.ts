import type { Dictionary, PageSection } from '../schemas/types';
import type { PresentIds } from './presentIds';
import type { Problem } from './types';

/** A rights row's summary names a dictionary that exists, and its `otherwise` is a code of it. */
export function checkSummaryDictionary(file: string, summary: NonNullable<PageSection['summary']>, at: string, dictionaries: ReadonlyMap<string, Dictionary>, present: PresentIds): Problem[] {
  const dictionary = dictionaries.get(summary.dictionary);
  if (!dictionary) {
    // A broken dictionary file reports its own problem.
    return present.dictionaries.has(summary.dictionary) ? [] : [{ file, pointer: `${at}/dictionary`, reason: `unknown dictionary "${summary.dictionary}"` }];
  }
  if (summary.otherwise === undefined || dictionary.items.some((item) => item.code === summary.otherwise)) return [];
  return [{ file, pointer: `${at}/otherwise`, reason: `"${summary.otherwise}" is not a code of dictionary "${summary.dictionary}"` }];
}
