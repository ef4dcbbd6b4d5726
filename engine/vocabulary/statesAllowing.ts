import type { StateAction, Vocabulary } from './types';

/** Every state that allows `action`: what a query's `shzt in (...)` takes, so SQL keeps the rule too. */
export function statesAllowing(vocabulary: Vocabulary, action: StateAction): number[] {
  return vocabulary.states.filter((state) => state.allows.includes(action)).map((state) => state.shzt);
}
