/** Deliveries tried this many times without success go to the dead-letter state for an administrator. */
export const MAX_ATTEMPTS = 8;

/**
 * How long to wait before the next attempt after `attempts` failed ones: 5 s doubling up to an
 * hour, with a jitter of up to a fifth so many failures at once do not retry in step.
 */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (1 + random() / 5));
}
