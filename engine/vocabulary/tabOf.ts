import type { Vocabulary } from './types';

/** The /prodoing tab that lists state `shzt` (after submit: the tab awaiting review); 0 when no tab does. */
export function tabOf(vocabulary: Vocabulary, shzt: number): number {
  return Math.max(0, vocabulary.tabs.findIndex((tab) => tab.states.includes(shzt)));
}
