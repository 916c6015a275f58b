import { errorBodySchema } from '@courtside/core';
import { z } from 'zod';
import type { RouteEntry } from './routeTable';

// OpenAPI 3.1 generated from the routes' own zod contract (the schemas Fastify validates and serialises with), so the
// document cannot drift from what the server does.

type JsonSchema = Record<string, unknown>;

/** Routes that answer something other than JSON: what they answer instead (their reply has no zod schema). */
export const nonJsonRoutes: Record<string, { type: string; description: string }> = {
  'GET /api/v1/profile-photos/:token': { type: 'image/*', description: 'A customer\'s profile photo, by its signed token.' },
  'GET /api/payment-providers/sandbox/card-frame': { type: 'text/html', description: 'The sandbox provider\'s card frame page.' },
  'GET /api/payment-providers/sandbox/challenge/:reference': { type: 'text/html', description: 'The sandbox 3-D Secure challenge page.' },
  'POST /api/payment-providers/sandbox/challenge/:reference': { type: 'text/html', description: 'The challenge answered: the page that reports back.' },
  'GET /api/openapi.json': { type: 'application/json', description: 'This document.' },
  'GET /api/docs': { type: 'text/html', description: 'This document as a page.' },
  'POST /api/payment-providers/adyen/webhook': { type: 'text/plain', description: 'Adyen\'s notifications, every item HMAC-verified, each applied once; answered "[accepted]" (docs/payments.md).' },
  'GET /api/openactive/feeds/:feed': { type: 'application/vnd.openactive.rpde+json; version=1', description: 'A page of one of the tenant\'s OpenActive RPDE feeds (docs/openactive.md).' },
};

const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
};

/** `/api/v1/bookings/:bookingId` → `/api/v1/bookings/{bookingId}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The tag an operation is listed under: its first path segment after /api (and a version). */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean).slice(1);
  const first = /^v\d+$/.test(parts[0] ?? '') ? parts[1] : parts[0];
  return (first ?? 'api').replace(/[:{}]/g, '');
}

/** Path or query parameters from an object schema, each with its own schema and whether it is required. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toJson(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** One operation: its parameters, body and answers (every route may also answer an error body, spec §8). */
function operationOf(route: RouteEntry) {
  const key = `${route.method} ${route.url}`;
  const special = nonJsonRoutes[key];
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.response ?? {})) responses[status] = { description: `${status} answer`, ...json(toJson(schema, 'output')) };
  if (special) responses['200'] = { description: special.description, content: { [special.type]: {} } };
  responses['4XX'] = { description: 'Refused: the message to show, and field errors for a contract breach (422).', ...json({ $ref: '#/components/schemas/ErrorBody' }) };
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [tagOf(route.url)],
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.querystring, 'query')],
    ...(route.body ? { requestBody: { required: true, ...json(toJson(route.body, 'input')) } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every /api route in the table. */
export function buildOpenApi(routes: readonly RouteEntry[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courtside API',
      version,
      description: 'Every route of the Courtside server, generated from the zod contract it validates and answers with. Tenant-scoped routes are answered for the tenant of the Host header; signed-in calls carry `Authorization: Bearer <token>`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, checkoutToken: { type: 'apiKey', in: 'header', name: 'x-checkout-token' } },
      schemas: { ErrorBody: toJson(errorBodySchema, 'output') },
    },
    paths,
  };
}
