import type { FailureCode } from './envelope';

/** A refusal with its HTTP status and the message the user sees; nothing has been changed. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: FailureCode = 'failure',
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
