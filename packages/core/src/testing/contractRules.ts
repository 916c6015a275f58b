// Test support only: table-driven checks of a zod rule's issues (path and message).
import { expect } from 'vitest';
import type { z } from 'zod';

/** [case name, schema, input, expected issue (dotted path, message) or null for valid]. */
export type RuleCase = [name: string, schema: z.ZodType, input: unknown, expected: null | [path: string, message: string]];

/** The issues a schema reports for an input, as [dotted path, message] pairs. */
export const issuesOf = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

/** Asserts a RuleCase: the expected issue is among the reported ones, or there are none. */
export const checkRule = ([, schema, input, expected]: RuleCase) =>
  expected ? expect(issuesOf(schema, input)).toContainEqual(expected) : expect(issuesOf(schema, input)).toEqual([]);
