import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Services } from '../services';
import type { ZodTypeProvider } from './zod';

/**
 * What every route module receives: the configuration and the shared services (clock, providers…), and which engine
 * the database runs on. No database handle: a route reaches the database through `request.ctx.db`, bound to the
 * request's tenant (context/requestContext.ts), and lint refuses any other way in.
 */
export interface RouteDeps {
  kind: Database['kind'];
  config: Config;
  services: Services;
}

/** A route module: a Fastify plugin whose handlers see zod-typed requests. */
export type RoutePlugin = FastifyPluginAsync<RouteDeps, RawServerDefault, ZodTypeProvider>;
