import { ApiError } from './apiError';

/**
 * The server answered and refused (4xx: not found, someone else's, bad input): asking again gives
 * the same answer, so the screen says so and offers a way back, not 重试. No answer, a timeout or a
 * server failure is worth a retry.
 */
export const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;
