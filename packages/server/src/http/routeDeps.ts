import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { Services } from '../services';
import type { ZodTypeProvider } from './zod';

/** What every route module receives: the database, the configuration and the shared services (clock, providers…). */
export interface RouteDeps {
  db: Db;
  kind: Database['kind'];
  config: Config;
  services: Services;
}

/** A route module: a Fastify plugin whose handlers see zod-typed requests. */
export type RoutePlugin = FastifyPluginAsync<RouteDeps, RawServerDefault, ZodTypeProvider>;
