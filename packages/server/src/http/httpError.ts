import { fieldErrorsOf } from '@courtside/core';
import type { z } from 'zod';

/** A failure with the HTTP status and the message the client shows (spec §8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field (or per-item: `data.booking_ids.2`) reasons, answered beside the message. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A request that broke the contract: answered 422 with field errors keyed by dotted path. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly errors: Record<string, string[]>;

  constructor(issues: readonly z.core.$ZodIssue[], part: string) {
    super(issues[0]?.message ?? 'The request is invalid.');
    this.name = 'RequestValidationError';
    this.errors = fieldErrorsOf(issues, part);
  }
}
