import { findNulPath, nestsTooDeeply, selectedUserIdQuery } from '@courtside/core';
import fc from 'fast-check';
import type { RouteEntry } from '../src/http/routeTable';
import { receivedQuery, schemaOf, sendsBody, type RouteInput } from './securityKit';

/** Numbers a client should never get past the contract: past int32 and the safe integers, negative, zero, fractional. */
export const hostileNumbers: unknown[] = [2147483648, 4294967296, 2 ** 53, 2 ** 53 + 2, -1, 0, 1.5, -0.5, 1e308, -2147483649, 5e-324];
/** Strings that are numbers in disguise, NUL bytes, 10k characters, path and injection classics. */
export const hostileStrings: unknown[] = [
  'NaN', 'Infinity', '-1', '0', '1.5', '2147483648', '9007199254740993', '1e3', '0x1F', ' 1 ', '', ' ', 'a\u0000b', '\u0000',
  'x'.repeat(10_000), '\ud800', '../../../etc/passwd', "' or '1'='1", '<script>alert(1)</script>', '%00', 'null', '[]',
];
/** The wrong type where a number or string is expected. */
export const wrongTypes: unknown[] = [null, true, false, {}, [], [1, 2], { a: 1 }, [null], ['a\u0000b'], { $gt: '' }];
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...hostileNumbers, ...hostileStrings, ...wrongTypes) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
/** 5,000 nested arrays and 5,000 nested objects: a few kilobytes of body each, far past core's MAX_NESTING_DEPTH. */
export const nestedBodies = ['['.repeat(5_000) + ']'.repeat(5_000), '{"a":'.repeat(4_999) + '{}' + '}'.repeat(4_999)];
/** Path parameter replacements (sent URL-encoded). */
export const hostileParams = ['2147483648', '-1', '0', '1.5', 'NaN', 'a\u0000b', 'x'.repeat(10_000), 'x'.repeat(300), '9007199254740993', '1e3', ' ', 'null', '..', '%', "1' or '1'='1"];
/** Keys a schema does not declare, some of which name who a call is for. */
export const unknownKeys = ['selected_user_id', 'purchased_for_user_id', 'user_id', 'tenant_id', 'role', 'unit_price', 'quantity', 'constructor', '__proto__', 'a\u0000b', 'x'.repeat(300)];
export const hostileHeaders: Array<[string, string]> = [
  ['x-selected-user-id', '2147483648'], ['x-selected-user-id', '-1'], ['x-selected-user-id', 'abc'], ['x-selected-user-id', '1.5'],
  ['x-selected-user-id', '0'], ['x-selected-user-id', '9'.repeat(400)], ['x-selected-user-id', 'NaN'], ['x-selected-user-id', 'a\u0000b'],
  ['x-checkout-token', 'garbage'], ['x-checkout-token', 'x'.repeat(5000)], ['x-checkout-token', "' or 1=1 --"], ['x-checkout-token', 'a\u0000b'],
  ['authorization', 'Bearer garbage'], ['authorization', 'Bearer a\u0000b'], ['authorization', 'Bearer '], ['authorization', 'Basic YTpi'], ['authorization', `Bearer ${'x'.repeat(5000)}`],
];

type Path = Array<string | number>;
export type Mutation =
  | { kind: 'set'; part: 'params' | 'query' | 'body'; path: Path; value: unknown }
  | { kind: 'add'; part: 'query' | 'body'; path: Path; key: string; value: unknown }
  | { kind: 'drop'; part: 'query' | 'body'; path: Path }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'raw'; text: string };

/** One hostile call: the valid-looking input with mutations applied, and the extra headers. */
export interface FuzzCase extends RouteInput {
  raw?: string;
  headers: Record<string, string>;
}

/** Every path inside a value (the value itself first), and those that hold objects (where a key can be added). */
function pathsIn(value: unknown, at: Path = []): { all: Path[]; objects: Path[] } {
  const all: Path[] = [at];
  const objects: Path[] = [];
  if (Array.isArray(value)) value.forEach((v, i) => all.push(...pathsIn(v, [...at, i]).all));
  else if (typeof value === 'object' && value !== null) {
    objects.push(at);
    for (const [k, v] of Object.entries(value)) {
      const inner = pathsIn(v, [...at, k]);
      all.push(...inner.all);
      objects.push(...inner.objects);
    }
  }
  return { all, objects };
}

/** The mutations fast-check picks from for a route: every field, every place a key fits, the headers, broken JSON. */
export function mutationArb(route: RouteEntry, input: RouteInput): fc.Arbitrary<Mutation> {
  const choices: Array<fc.Arbitrary<Mutation>> = [fc.constantFrom(...hostileHeaders).map(([name, value]): Mutation => ({ kind: 'header', name, value }))];
  const params = Object.keys(input.params);
  if (params.length > 0) {
    choices.push(fc.record({ name: fc.constantFrom(...params), value: fc.constantFrom(...hostileParams) }).map(({ name, value }): Mutation => ({ kind: 'set', part: 'params', path: [name], value })));
  }
  const key = fc.oneof(fc.constantFrom(...unknownKeys), fc.string({ minLength: 1, maxLength: 12 }));
  const query = Object.keys(input.query);
  if (query.length > 0) choices.push(fc.record({ k: fc.constantFrom(...query), value: hostileValue }).map(({ k, value }): Mutation => ({ kind: 'set', part: 'query', path: [k], value })));
  choices.push(fc.record({ k: key, value: hostileValue }).map(({ k, value }): Mutation => ({ kind: 'add', part: 'query', path: [], key: k, value })));
  if (sendsBody(route)) {
    const { all, objects } = pathsIn(input.body);
    choices.push(fc.record({ path: fc.constantFrom(...all), value: hostileValue }).map(({ path, value }): Mutation => ({ kind: 'set', part: 'body', path, value })));
    if (objects.length > 0) {
      choices.push(fc.record({ path: fc.constantFrom(...objects), k: key, value: hostileValue }).map(({ path, k, value }): Mutation => ({ kind: 'add', part: 'body', path, key: k, value })));
    }
    if (all.length > 1) choices.push(fc.constantFrom(...all.slice(1)).map((path): Mutation => ({ kind: 'drop', part: 'body', path })));
    choices.push(fc.constantFrom('{"a":', '[1,2', '{"items":[{"id":1e999}]}', 'not json', '{"a":"\\u0000"}').map((text): Mutation => ({ kind: 'raw', text })));
  }
  return fc.oneof(...choices);
}

const valueAt = (root: unknown, path: Path) => path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], root);

/**
 * The classics every route gets on every run besides the random cases: the int32 edge and a NUL in every path
 * parameter, every number (2^31, -1, 1.5) and string (NUL, 10k characters) of the body, a NUL under a key that objects
 * already have (`constructor`), a body of 5,000 nested arrays and one of 5,000 nested objects, the bad selected-user
 * header and a garbage checkout token.
 */
export function classicMutations(route: RouteEntry, input: RouteInput): Mutation[][] {
  const cases: Mutation[][] = [
    [{ kind: 'header', name: 'x-selected-user-id', value: '2147483648' }],
    [{ kind: 'header', name: 'x-selected-user-id', value: 'a\u0000b' }],
    [{ kind: 'header', name: 'x-checkout-token', value: 'garbage' }],
    [{ kind: 'header', name: 'x-checkout-token', value: 'a\u0000b' }],
    [{ kind: 'add', part: 'query', path: [], key: 'constructor', value: 'a\u0000b' }],
  ];
  for (const name of Object.keys(input.params)) {
    for (const value of ['2147483648', '-1', 'a\u0000b']) cases.push([{ kind: 'set', part: 'params', path: [name], value }]);
  }
  if (sendsBody(route)) {
    cases.push([{ kind: 'add', part: 'body', path: [], key: 'constructor', value: 'a\u0000b' }]);
    for (const text of nestedBodies) cases.push([{ kind: 'raw', text }]);
    for (const path of pathsIn(input.body).all) {
      const leaf = valueAt(input.body, path);
      const values = typeof leaf === 'number' ? [2147483648, -1, 1.5] : typeof leaf === 'string' ? ['a\u0000b', 'x'.repeat(10_000)] : [];
      for (const value of values) cases.push([{ kind: 'set', part: 'body', path, value }]);
    }
  }
  return cases;
}

const own = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function setIn(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  own(node, String(path[path.length - 1]), value);
  return root;
}

/** The input with the mutations applied, in order (a later one may land inside an earlier one's value or not at all). */
export function applyMutations(input: RouteInput, mutations: readonly Mutation[]): FuzzCase {
  const out: FuzzCase = { ...structuredClone(input), headers: {} };
  for (const m of mutations) {
    if (m.kind === 'header') out.headers[m.name] = m.value;
    else if (m.kind === 'raw') out.raw = m.text;
    else if (m.kind === 'set' && m.part === 'params') out.params[String(m.path[0])] = String(m.value);
    else {
      const root = m.part === 'query' ? out.query : out.body;
      const { all, objects } = pathsIn(root);
      const target = (m.kind === 'add' ? objects : all).some((p) => JSON.stringify(p) === JSON.stringify(m.path)) ? m.path : null;
      if (target === null) continue;
      let next: unknown;
      if (m.kind === 'set') next = setIn(root, target, structuredClone(m.value));
      else if (m.kind === 'add') next = setIn(root, [...target, m.key], structuredClone(m.value));
      else {
        const parent = target.slice(0, -1).reduce<Record<string | number, unknown>>((n, s) => n[s] as Record<string | number, unknown>, root as Record<string, unknown>);
        if (Array.isArray(parent)) parent.splice(Number(target[target.length - 1]), 1);
        else delete parent[String(target[target.length - 1])];
        next = root;
      }
      if (m.part === 'query') out.query = typeof next === 'object' && next !== null && !Array.isArray(next) ? (next as Record<string, unknown>) : { value: next };
      else out.body = next;
    }
  }
  return out;
}

/** Who sends a case: a logged-in customer (their id) or a visitor. */
export type Persona = { kind: 'customer'; userId: number } | { kind: 'visitor' };

/**
 * Why the server must refuse a case before it changes anything, as the contract says (null: it may be accepted):
 * `unauthenticated` (the bearer was replaced), `contract:<part>` (a part fails its zod schema, holds a NUL, is not JSON,
 * nests too deeply, or a path parameter cannot route), `actingFor` (a selected user that is malformed or not the
 * caller's to act for).
 */
export function refusalOf(route: RouteEntry, c: FuzzCase, persona: Persona): string | null {
  if (persona.kind === 'customer' && c.headers.authorization !== undefined) return 'unauthenticated';
  const paramsSchema = schemaOf(route, 'params');
  if (Object.values(c.params).some((v) => v.length === 0 || encodeURIComponent(v).length > 500)) return 'contract:params';
  if (paramsSchema && (findNulPath(c.params) !== null || !paramsSchema.safeParse(c.params).success)) return 'contract:params';
  const query = receivedQuery(c.query);
  const querySchema = schemaOf(route, 'querystring');
  if (querySchema && (findNulPath(query) !== null || !querySchema.safeParse(query).success)) return 'contract:query';
  let body: unknown = undefined;
  if (sendsBody(route)) {
    const text = c.raw ?? JSON.stringify(c.body) ?? 'null';
    // Fastify refuses JSON it cannot parse and a __proto__ key (prototype poisoning) with a 400.
    if (text.includes('"__proto__"')) return 'contract:body';
    try {
      body = JSON.parse(text);
    } catch {
      return 'contract:body';
    }
    // A body nesting past core's bound is refused before any schema sees it, whatever the route takes.
    if (nestsTooDeeply(body)) return 'contract:body';
    const bodySchema = schemaOf(route, 'body');
    if (bodySchema && (findNulPath(body) !== null || !bodySchema.safeParse(body).success)) return 'contract:body';
  }
  if (persona.kind === 'visitor') return null;
  const fromObject = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>).selected_user_id : undefined);
  for (const raw of [fromObject(body), query.selected_user_id, c.headers['x-selected-user-id']]) {
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = selectedUserIdQuery.safeParse(raw);
    if (!parsed.success || (parsed.data != null && parsed.data !== persona.userId)) return 'actingFor';
  }
  return null;
}
