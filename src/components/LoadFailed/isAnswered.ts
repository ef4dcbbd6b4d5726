import { ApiError } from '../../lib/api/client';

/**
 * True when the server answered the call with a refusal (not found, not yours, bad input): the
 * page says so and leads back; calling again would answer the same. False for what a retry may
 * cure: no network, a timeout, a server error (5xx).
 */
export function isAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}
