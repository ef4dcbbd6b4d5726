import type { ApplicationState, Vocabulary } from './types';

/** The vocabulary's entry of a state (its stage, refusal, date, rejection); undefined for an unknown one. */
export function stateOf(vocabulary: Vocabulary, shzt: number): ApplicationState | undefined {
  return vocabulary.states.find((state) => state.shzt === shzt);
}
