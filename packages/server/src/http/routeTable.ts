import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { z } from 'zod';

/** One registered route as the security harness sees it: method, full url and the zod schemas of its input. */
export interface RouteEntry {
  method: HTTPMethods;
  /** The full path with its parameters, e.g. `/api/checkout/orders/:orderId`. */
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Its answers by status code (the zod schema each is serialised through). */
  response?: Record<string, z.ZodType>;
  /** The staff action its guard needs ('any': any staff member); absent for routes not only for staff. */
  staffAction?: string;
  /** Whether its waiting room reads what an ask wants (its route config's `want`: an add of one item). */
  readsWant: boolean;
}

/** The staff action a route's preHandler guard declares (auth/guards.ts `StaffGuard`), if any. */
function staffActionOf(preHandler: unknown): string | undefined {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.map((h) => (h as { staffAction?: string } | undefined)?.staffAction).find((a) => a !== undefined);
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered on `app` from now on (an `onRoute` hook on the root, so every encapsulated plugin
 * inherits it): call it right after `fastify()` creates the app. The fuzz and isolation tests walk this table, so a
 * new route is covered without a new test. Fastify's automatic HEAD twins of GET routes are left out.
 */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; response?: Record<string, z.ZodType> };
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const readsWant = typeof (route.config as { want?: unknown } | undefined)?.want === 'function';
      table.push({ method, url: route.url, params: schema.params, querystring: schema.querystring, body: schema.body, response: schema.response, staffAction: staffActionOf(route.preHandler), readsWant });
    }
  });
}

/** Every route `collectRoutes` saw on `app`, in registration order. */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('collectRoutes(app) was not called when the app was built');
  return table;
}
