import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { buildOpenApi, nonJsonRoutes, openApiPath, tagOf } from './openapi';
import { routesOf } from './routeTable';

// The OpenAPI document comes from the routes' own zod schemas; a route with none fails here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const apiRoutes = () => routesOf(t.app).filter((r) => r.url.startsWith('/api/'));
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('every route is described', () => {
  it('declares what it answers: a zod response schema, or a listed non-JSON answer', () => {
    const missing = apiRoutes().filter((r) => !r.response && !nonJsonRoutes[keyOf(r)]).map(keyOf);
    expect(missing).toEqual([]);
  });
  it('declares a params schema for every path parameter, and lists no route that is gone', () => {
    const undeclared = apiRoutes().filter((r) => r.url.includes(':') && !r.params).map(keyOf);
    expect(undeclared).toEqual([]);
    const known = new Set(apiRoutes().map(keyOf));
    expect(Object.keys(nonJsonRoutes).filter((k) => !known.has(k))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('names paths, tags and operations the OpenAPI way', () => {
    expect(openApiPath('/api/v1/activities/occurrences/:occurrence_id')).toBe('/api/v1/activities/occurrences/{occurrence_id}');
    expect(tagOf('/api/v1/bookings/attendance')).toBe('bookings');
    expect(tagOf('/api/checkout/cart')).toBe('checkout');
  });

  it('holds every route with its parameters, body and answers', () => {
    const doc = buildOpenApi(apiRoutes(), '1.0.0');
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(apiRoutes().length);
    const update = doc.paths['/api/v1/activities/occurrences/{occurrence_id}']!.patch as {
      parameters: Array<{ name: string; in: string; required: boolean }>;
      requestBody: { content: { 'application/json': { schema: { properties: { data: unknown } } } } };
      responses: Record<string, unknown>;
    };
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'occurrence_id', in: 'path', required: true })]);
    expect(update.requestBody.content['application/json'].schema.properties.data).toBeDefined();
    expect(Object.keys(update.responses)).toEqual(['200', '4XX']);
    const list = doc.paths['/api/v1/activities/occurrences']!.get as { parameters: Array<{ name: string; required: boolean }> };
    expect(list.parameters.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['starts_after', 'starts_before']);
  });

  it('is served as JSON and as a page to browse, with no script', async () => {
    const json = await t.request(hosts.riverside, { method: 'GET', url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/v1/bookings/attendance');
    const page = await t.request('anything.example', { method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/v1/activities/occurrences/{occurrence_id}');
    expect(page.body).not.toContain('<script');
    const nonce = /<style nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });
});
