import { randomBytes } from 'node:crypto';
import { userCartItemsBodySchema } from '@courtside/core';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { createSession } from '../src/auth/sessions.repo';
import { auth } from './checkoutTestKit';
import { bookings, checkoutLinks, orders, paymentTransactions, tenants, users, waitlistEntries } from '../src/db/schema';
import type { RouteEntry } from '../src/http/routeTable';
import type { hosts, TestApp } from './testApp';
import { tenantDb } from '../src/db/tenantDb';

export type TenantSlug = keyof typeof hosts;
export interface Customer {
  id: number;
  token: string;
}

/** A JSON Schema node as z.toJSONSchema writes it (only the keywords the harness reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
}

/** The route's own input schema, or a documented stand-in where the route parses its body itself (z.unknown()). */
export function schemaOf(route: RouteEntry, part: 'params' | 'querystring' | 'body'): z.ZodType | undefined {
  if (part === 'body' && route.method === 'POST' && route.url === '/api/v1/users/:userId/carts/:source/items') return userCartItemsBodySchema;
  return route[part];
}

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Answers a fixture value for a field (its key, its schema), or undefined for "make one up from the schema". */
export type Resolver = (key: string, schema: JsonSchema) => unknown;

/** A valid-looking value of a JSON Schema: fixtures by field name first, then the schema's own bounds and patterns. */
export function exampleOf(schema: JsonSchema, key: string, resolve: Resolver): unknown {
  // A constant or a list of values wins over a fixture that is not one of them (source=bookings is not 'online').
  if (schema.const !== undefined) return schema.const;
  const fixture = resolve(key, schema);
  if (schema.enum) return schema.enum.includes(fixture) ? fixture : schema.enum.includes('online') ? 'online' : schema.enum[0];
  if (fixture !== undefined) return fixture;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return exampleOf(options.find((o) => o.type !== 'null') ?? options[0]!, key, resolve);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, key, resolve)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return `fuzz-${randomBytes(3).toString('hex')}@example.com`;
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 42 })[0];
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items ?? {}, key, resolve));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || resolve(name, child) !== undefined) out[name] = exampleOf(child, name, resolve);
      }
      return out;
    }
    default:
      return schema.default ?? {};
  }
}

/** A route's valid-looking input: path params, query and body from its schemas and the fixtures. */
export interface RouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export const paramNamesOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
export const sendsBody = (route: RouteEntry) => ['POST', 'PUT', 'PATCH'].includes(route.method) || schemaOf(route, 'body') !== undefined;

export function exampleInput(route: RouteEntry, resolve: Resolver): RouteInput {
  const paramsSchema = jsonSchemaOf(schemaOf(route, 'params'));
  const params: Record<string, string> = {};
  for (const name of paramNamesOf(route.url)) params[name] = String(exampleOf(paramsSchema?.properties?.[name] ?? { type: 'string' }, name, resolve));
  const querySchema = jsonSchemaOf(schemaOf(route, 'querystring'));
  const query = querySchema ? (exampleOf(querySchema, '', resolve) as Record<string, unknown>) : {};
  const bodySchema = jsonSchemaOf(schemaOf(route, 'body'));
  const body = bodySchema ? exampleOf(bodySchema, '', resolve) : sendsBody(route) ? {} : undefined;
  return { params, query, body };
}

/** The query as Fastify's parser hands it to the route: a repeated key is an array, anything else a string. */
export function queryEntries(query: Record<string, unknown>): Array<[string, string]> {
  const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((item): [string, string] => [k, text(item)]) : [[k, text(v)]]));
}

export function receivedQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of queryEntries(query)) {
    const before = Object.hasOwn(out, k) ? out[k] : undefined;
    Object.defineProperty(out, k, { value: before === undefined ? v : [...(Array.isArray(before) ? before : [before]), v], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The url of a call: the route's path with the params encoded, and the query. */
export function urlOf(route: RouteEntry, params: Record<string, string>, query: Record<string, unknown>): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(queryEntries(query)).toString();
  return search ? `${path}?${search}` : path;
}

export async function tenantId(t: TestApp, slug: TenantSlug): Promise<number> {
  return (await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)))[0]!.id;
}

/** `n` new logged-in customers of a tenant, with names, emails and references no other row has. */
export async function customersOf(t: TestApp, slug: TenantSlug, n: number, creditBalance = 0) {
  const tenant = await tenantId(t, slug);
  const tag = randomBytes(4).toString('hex');
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ tenantId: tenant, reference: `SEC-${tag}-${i}`, email: `owner-${tag}-${i}@example.com`, firstName: `Zelda${tag}`, lastName: `Quill${tag}${i}`, creditBalance })))
    .returning();
  return Promise.all(rows.map(async (user) => ({ id: user.id, token: await createSession(tenantDb(t.database.db, tenant), user.id, new Date()), user })));
}

/** A logged-in staff member of a tenant (the seeded one). */
export async function staffOf(t: TestApp, slug: TenantSlug): Promise<Customer> {
  const tenant = await tenantId(t, slug);
  const [staff] = await t.database.db.select().from(users).where(and(eq(users.tenantId, tenant), eq(users.role, 'staff')));
  return { id: staff!.id, token: await createSession(tenantDb(t.database.db, tenant), staff!.id, new Date()) };
}

/**
 * What a hostile call must never change: the customer's basket (item_hash), bookings, orders, credit, waitlist entries,
 * payments and checkout links, and the places taken on the given sessions.
 */
export async function writeSnapshot(t: TestApp, host: string, customer: Customer, occurrenceIds: readonly number[]) {
  const db = t.database.db;
  const cart = await t.request(host, { method: 'GET', url: '/api/checkout/cart', headers: auth(customer.token) });
  const count = async (table: typeof bookings | typeof orders | typeof waitlistEntries | typeof paymentTransactions | typeof checkoutLinks) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, customer.id)))[0]!.n;
  const now = new Date();
  const taken = await db
    .select({ id: bookings.occurrenceId, n: sql<number>`coalesce(sum(${bookings.quantity}), 0)::int` })
    .from(bookings)
    .where(and(inArray(bookings.occurrenceId, [...occurrenceIds]), or(eq(bookings.status, 'settled'), and(eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, now)))))
    .groupBy(bookings.occurrenceId);
  const [user] = await db.select({ credit: users.creditBalance }).from(users).where(eq(users.id, customer.id));
  const liveBookings = await db.select({ id: bookings.id, status: bookings.status, quantity: bookings.quantity }).from(bookings).where(eq(bookings.userId, customer.id));
  return {
    cartStatus: cart.statusCode,
    itemHash: cart.json().data?.item_hash as string | undefined,
    bookings: liveBookings.sort((a, b) => a.id - b.id),
    orders: await count(orders),
    waitlist: await count(waitlistEntries),
    payments: await count(paymentTransactions),
    links: await count(checkoutLinks),
    credit: user!.credit,
    placesTaken: Object.fromEntries(taken.map((r) => [r.id, r.n])),
  };
}

/** A compact, printable form of a request for failure reports (long strings shortened, unless FUZZ_FULL=1). */
export function describeCall(method: string, url: string, headers: Record<string, string>, body: unknown): string {
  const short = (s: string) => (s.length > 120 && process.env.FUZZ_FULL !== '1' ? `${s.slice(0, 60)}…(${s.length} chars)…${s.slice(-20)}` : s);
  const shown = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'authorization' || !/^Bearer [\w-]{20,}$/.test(headers[k]!)));
  return short(`${method} ${url}`) + (Object.keys(shown).length ? ` headers=${short(JSON.stringify(shown))}` : '') + (body === undefined ? '' : ` body=${short(typeof body === 'string' ? body : JSON.stringify(body) ?? '')}`);
}

/** Routes that need no tenant, no login and read no input: health and the API documents (the harness skips them). */
export const untenantedRoutes = new Set(['/api/health', '/api/openapi.json', '/api/docs']);
