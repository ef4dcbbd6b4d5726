import type { StateAction, Vocabulary } from './types';

/** Whether an application in state `shzt` may be edited, submitted, revoked or booked; an unknown state allows nothing. */
export function stateAllows(vocabulary: Vocabulary, shzt: number, action: StateAction): boolean {
  return vocabulary.states.some((state) => state.shzt === shzt && state.allows.includes(action));
}
