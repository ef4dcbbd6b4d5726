import type { Vocabulary } from '../vocabulary/types';
import { pointer, type Problem } from './types';

/**
 * The vocabulary's states are unique; every change and tab names a known state and every state is
 * listed by exactly one tab (else an application would vanish from /prodoing); the savetypes'
 * dictionary exists and each savetype message names one of its codes; every message key exists.
 */
export function checkVocabulary(file: string, vocabulary: Vocabulary, codesOf: (reference: string) => Set<string> | undefined, messageKeys: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const known = new Set<number>();
  vocabulary.states.forEach((state, index) => {
    if (known.has(state.shzt)) problems.push({ file, pointer: pointer('states', index, 'shzt'), reason: `state ${state.shzt} is listed twice` });
    known.add(state.shzt);
  });
  for (const [change, shzt] of Object.entries(vocabulary.changes)) {
    if (!known.has(shzt)) problems.push({ file, pointer: pointer('changes', change), reason: `unknown state ${shzt}` });
  }
  const tabOf = new Map<number, number>();
  vocabulary.tabs.forEach((tab, tabIndex) =>
    tab.states.forEach((shzt, index) => {
      if (!known.has(shzt)) problems.push({ file, pointer: pointer('tabs', tabIndex, 'states', index), reason: `unknown state ${shzt}` });
      if (tabOf.has(shzt)) problems.push({ file, pointer: pointer('tabs', tabIndex, 'states', index), reason: `state ${shzt} is also listed by tab ${tabOf.get(shzt)}` });
      tabOf.set(shzt, tabIndex);
    }),
  );
  vocabulary.states.forEach((state, index) => {
    if (!tabOf.has(state.shzt)) problems.push({ file, pointer: pointer('states', index), reason: `state ${state.shzt} is listed by no tab` });
  });
  const codes = codesOf(vocabulary.savetypes.dictionary);
  if (!codes) problems.push({ file, pointer: pointer('savetypes', 'dictionary'), reason: `unknown dictionary "${vocabulary.savetypes.dictionary}"` });
  const keys: Array<[string, string | undefined]> = [
    ...vocabulary.states.map((state, index): [string, string | undefined] => [pointer('states', index, 'bookingRefusal'), state.bookingRefusal]),
    ...Object.entries(vocabulary.saveFailed).map(([what, key]): [string, string] => [pointer('saveFailed', what), key]),
    ...Object.entries(vocabulary.savetypes.saveFailed ?? {}).map(([code, key]): [string, string] => {
      if (codes && !codes.has(code)) problems.push({ file, pointer: pointer('savetypes', 'saveFailed', code), reason: `"${code}" is not a code of ${vocabulary.savetypes.dictionary}` });
      return [pointer('savetypes', 'saveFailed', code), key];
    }),
  ];
  for (const [at, key] of keys) if (key !== undefined && !messageKeys.has(key)) problems.push({ file, pointer: at, reason: `unknown message key "${key}"` });
  return problems;
}
