import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sandboxPageHelmet } from '../http/securityHeaders';
import { buildOpenApi } from '../http/openapi';
import { routesOf } from '../http/routeTable';
import { docsPage } from './docsPage';
import { serverPath } from '../paths';

const { version } = JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as { version: string };

/**
 * GET /api/openapi.json and GET /api/docs: the OpenAPI 3.1 document of every route, built once from the root app's
 * route table (`root`) when first asked, and a page to browse it. Needs no tenant.
 */
export function docsRoutes(root: FastifyInstance) {
  let document: ReturnType<typeof buildOpenApi> | null = null;
  const doc = () => (document ??= buildOpenApi(routesOf(root), version));
  return async (app: FastifyInstance) => {
    app.get('/openapi.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(doc()));
    // A page of its own: no script, its one style by this response's nonce.
    app.get('/docs', { helmet: sandboxPageHelmet }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(docsPage(doc(), reply.cspNonce.style)));
  };
}
