/** A call that failed: the server's refusal (its message, code and HTTP status) or no usable answer (status 0). */
export class ApiError extends Error {
  /** True when the browser is being sent to the authorisation page: callers should show nothing. */
  redirecting = false;

  constructor(
    message: string,
    public readonly code: string | number | null,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
