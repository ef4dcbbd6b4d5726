import type { CheckOutcome } from './types';

/** The first check that failed and blocks the citizen (its refusal is what the citizen reads), or none. */
export const firstBlockingFailure = (outcomes: readonly CheckOutcome[]): CheckOutcome | undefined => outcomes.find((outcome) => outcome.blocking && !outcome.passed);
