import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { ZodTypeProvider } from './zod';

/** What every route module receives: the database and the configuration. */
export interface RouteDeps {
  db: Db;
  kind: Database['kind'];
  config: Config;
}

/** A route module: a Fastify plugin whose handlers see zod-typed requests. */
export type RoutePlugin = FastifyPluginAsync<RouteDeps, RawServerDefault, ZodTypeProvider>;
