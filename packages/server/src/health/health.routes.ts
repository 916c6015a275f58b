import { readFileSync } from 'node:fs';
import { healthResponseSchema } from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { serverPath } from '../paths';

const { version } = JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as {
  version: string;
};

/** GET /api/health: liveness plus which engine serves the data; needs no tenant. */
export const healthRoutes: RoutePlugin = async (app, { kind }) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
    database: kind,
    version,
  }));
};
