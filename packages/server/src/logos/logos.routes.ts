import { readdirSync, readFileSync } from 'node:fs';
import { messages } from '@courtside/core';
import { z } from 'zod';
import type { RoutePlugin } from '../http/routeDeps';
import { HttpError } from '../http/httpError';
import { serverPath } from '../paths';

const logosDir = serverPath('src', 'seed', 'logos');

/** The seeded SVG logos, read once: theme_app_logo points at `/logos/{file}.svg`. */
const logos = new Map(
  readdirSync(logosDir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => [file, readFileSync(`${logosDir}/${file}`)]),
);

const logoParamsSchema = z.object({
  file: z.string().max(255).regex(/^[a-z0-9-]+\.svg$/, 'Must be a logo file name'),
});

/** GET /logos/{file}.svg: the demo venues' logos (no tenant needed: a logo is public). */
export const logosRoutes: RoutePlugin = async (app) => {
  app.get('/logos/:file', { schema: { params: logoParamsSchema } }, async (request, reply) => {
    const svg = logos.get(request.params.file);
    if (!svg) throw new HttpError(404, messages.notFound);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
};
