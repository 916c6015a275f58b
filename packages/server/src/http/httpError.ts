import { fieldErrorsOf } from '@courtside/core';
import type { z } from 'zod';

/**
 * A failure with the HTTP status and the message the client shows (spec §8). A client's mistake (4xx) carries no
 * stack: it is an answer, not a fault to trace, and capturing one costs ~10 µs — in an opening rush thousands of
 * waiting-room places (429) and 'full' refusals a minute. A server fault (5xx) keeps its stack for the log.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field (or per-item: `data.booking_ids.2`) reasons, answered beside the message. */
    readonly errors?: Record<string, string[]>,
  ) {
    const limit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'HttpError';
  }
}

/**
 * A request that broke the contract: answered 422 with field errors keyed by dotted path. Without a stack, as any
 * client's mistake: a race's losers are each told 'full' by one (`fieldError`).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly errors: Record<string, string[]>;

  constructor(issues: readonly z.core.$ZodIssue[], part: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(issues[0]?.message ?? 'The request is invalid.');
    Error.stackTraceLimit = limit;
    this.name = 'RequestValidationError';
    this.errors = fieldErrorsOf(issues, part);
  }
}
