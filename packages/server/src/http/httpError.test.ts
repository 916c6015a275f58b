import { describe, expect, it } from 'vitest';
import { fieldError } from '../auth/fieldError';
import { HttpError, RequestValidationError } from './httpError';

describe('HttpError', () => {
  it("captures no stack for a client's mistake, keeps one for a server fault, and leaves the stack limit as it was", () => {
    const before = Error.stackTraceLimit;
    const refused = new HttpError(429, 'in line');
    const fault = new HttpError(503, 'down');
    expect(refused.stack?.split('\n').slice(1)).toEqual([]);
    expect(fault.stack?.split('\n').length).toBeGreaterThan(1);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('plain').stack?.split('\n').length).toBeGreaterThan(1);
    expect(refused).toMatchObject({ statusCode: 429, message: 'in line', name: 'HttpError' });
  });

  it("answers a broken contract without a stack too (a race's 'full' is one), and leaves the stack limit as it was", () => {
    const before = Error.stackTraceLimit;
    const full = fieldError('data.items.0', 'full');
    expect(full).toBeInstanceOf(RequestValidationError);
    expect(full.stack?.split('\n').slice(1)).toEqual([]);
    expect(full).toMatchObject({ statusCode: 422, message: 'full', errors: { 'data.items.0': ['full'] }, name: 'RequestValidationError' });
    expect(Error.stackTraceLimit).toBe(before);
  });
});
