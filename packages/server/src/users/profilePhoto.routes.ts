import { messages } from '@courtside/core';
import { z } from 'zod';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { findProfilePhoto } from './profilePhotos.repo';

const paramsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * GET /api/v1/profile-photos/{token} (ours): a customer's profile photo, for an <img> (no login header): the address is
 * the secret, random per upload. The tenant's own only; sent as the image type its bytes were checked to be, never
 * sniffed, kept privately by the browser.
 */
export const profilePhotoRoutes: RoutePlugin = async (app) => {
  app.get('/v1/profile-photos/:token', { schema: { params: paramsSchema } }, async (request, reply) => {
    const photo = await findProfilePhoto(request.ctx.db, request.params.token);
    if (!photo) throw new HttpError(404, messages.notFound);
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(Buffer.from(photo.data));
  });
};
