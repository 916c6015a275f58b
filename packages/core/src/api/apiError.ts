import { messageForStatus } from '../errors/specShellMessages';

/**
 * Spec §8: every failed call becomes an ApiError carrying the status, the text to show (the
 * server's message when present, else the catalogue's) and any 422 validation messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly validation: Record<string, string[]> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  /** Spec §8: 401 forces a logout. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** Builds the ApiError for a status and a parsed (or unparseable) error body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  const errors = typeof record.errors === 'object' && record.errors !== null ? record.errors : {};
  const validation: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (Array.isArray(value)) validation[key] = value.filter((m): m is string => typeof m === 'string');
  }
  return new ApiError(status, serverMessage ?? messageForStatus(status), validation, body);
}

/** Spec §4 query handling: "404 and 422 not retried; at most 2 retries" — every other failure is retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [404, 422].includes(error.status)) return false;
  return failureCount < 2;
}

/** Spec §4 query handling: "409, 422 and 404 do not raise to the error boundary, others do." */
export function raisesToErrorBoundary(error: unknown): boolean {
  return !(error instanceof ApiError && [404, 409, 422].includes(error.status));
}
