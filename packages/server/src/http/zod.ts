import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { findNulPath, nulMessage } from '@courtside/core';
import type { z } from 'zod';
import { RequestValidationError } from './httpError';

/** Lets route handlers see the zod output types of their declared schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Validates params, querystring and body with core's zod contract; the parsed value replaces the input. A NUL
 * character anywhere in the part (no text column can hold one) refuses the request before any rule sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const nulAt = findNulPath(data);
    if (nulAt !== null) return { error: new RequestValidationError([{ code: 'custom', path: nulAt.split('.'), message: nulMessage, input: undefined }], httpPart ?? 'request') };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'request') };
  };

/** Serialises a response through its zod schema, so nothing outside the contract leaves the server. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
