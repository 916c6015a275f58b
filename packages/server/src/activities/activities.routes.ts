import {
  activityCategoryParamsSchema,
  activityDatesResponseSchema,
  activitySessionsQuerySchema,
  activitySlotsFilterQuerySchema,
  activitySlotsResponseSchema,
  activityTimesResponseSchema,
  activityTimetableResponseSchema,
  browseSlotSchema,
  browseTimeSchema,
  messages,
  timetableClassSchema,
  venueActivityParamsSchema,
  venueCategoriesParamsSchema,
  venueCategoriesResponseSchema,
  venueDateSlug,
} from '@courtside/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { preferredEncoding } from '../http/compress';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { listSessionDates } from '../occurrences/occurrences.repo';
import { applyFilters, assertApiVersion, loadDaySessions, toFastTicketTime, toSlot, toTimetableClass } from './sessionLists';
import { bookableActivity, customerIdOf, offeredAt, venueActivities, venueCatalogueOf } from './venueCatalogue';

const notFound = () => new HttpError(404, messages.notFound);

/** Spec §7 "Venues, activities": the catalogue of a venue and its sessions by day (under /api/activities). */
export const activitiesRoutes: RoutePlugin = async (app, { services }) => {
  const categoriesRoute = { schema: { params: venueCategoriesParamsSchema, response: { 200: venueCategoriesResponseSchema } } };
  const categoriesHandler = async (request: FastifyRequest<{ Params: { venue: string; activitySlug?: string } }>) => {
    const catalogue = await venueCatalogueOf(request.ctx.db, request.params.venue);
    const data = venueActivities(catalogue, request.params.activitySlug);
    if (!data) throw notFound();
    return { data };
  };
  app.get('/venue/:venue/categories', categoriesRoute, categoriesHandler);
  app.get('/venue/:venue/categories/:activitySlug', categoriesRoute, categoriesHandler);

  app.get(
    '/venue/:venue/activity-category/:category/dates',
    { schema: { params: activityCategoryParamsSchema, response: { 200: activityDatesResponseSchema } } },
    async (request) => {
      const catalogue = await venueCatalogueOf(request.ctx.db, request.params.venue);
      const activity = catalogue.all.find((a) => a.categorySlug === request.params.category && offeredAt(catalogue, a));
      if (!activity) throw notFound();
      // A root's dates are its sub activities' dates.
      const categoryIds = [activity, ...catalogue.all.filter((a) => a.parentId === activity.id)].map((a) => a.categoryId);
      const today = venueDateSlug(request.ctx.now, catalogue.venue.timezone);
      return { data: await listSessionDates(request.ctx.db, catalogue.venue.id, categoryIds, today) };
    },
  );

  for (const v2 of [false, true]) {
    const prefix = `/venue/:venue/activity/:activity/${v2 ? 'v2/' : ''}`;
    const sessions = async (request: FastifyRequest<{ Params: { venue: string; activity: string } }>, date: string, locationId?: number) => {
      const catalogue = await venueCatalogueOf(request.ctx.db, request.params.venue);
      const activity = bookableActivity(catalogue, request.params.activity);
      if (!activity) throw notFound();
      if (locationId !== undefined && !(catalogue.locations.get(activity.id) ?? []).some((l) => l.id === locationId)) throw notFound();
      assertApiVersion(catalogue.venue, date, v2);
      return loadDaySessions(request.ctx.db, catalogue.venue, activity.id, date, { customerId: customerIdOf(request), now: request.ctx.now, locationId, fairUse: request.ctx.channel !== 'foh' });
    };

    type SessionsRequest = FastifyRequest<{ Params: { venue: string; activity: string } }>;
    /** Visitors share one kept body per venue-day and query (browseCache); a customer's view is built for them. */
    const respond = async <S extends z.ZodType>(request: SessionsRequest, reply: FastifyReply, itemSchema: S, build: () => Promise<Array<z.input<S>>>) => {
      if (customerIdOf(request) !== null) return { data: await build() };
      const body = await services.browseCache.cachedBody(`${request.ctx.tenant.id}:${request.url}`, itemSchema, build);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!preferredEncoding(request.headers['accept-encoding'], { gzip: true })) return reply.send(body.json);
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    };

    app.get(
      `${prefix}timetable`,
      { schema: { params: venueActivityParamsSchema, querystring: activitySessionsQuerySchema, response: { 200: activityTimetableResponseSchema } } },
      async (request, reply) => {
        const { date, ...filters } = request.query;
        return respond(request, reply, timetableClassSchema, async () => applyFilters(await sessions(request, date), filters).map((s) => toTimetableClass(s, v2)));
      },
    );
    app.get(
      `${prefix}slots`,
      { schema: { params: venueActivityParamsSchema, querystring: activitySlotsFilterQuerySchema, response: { 200: activitySlotsResponseSchema } } },
      async (request, reply) => {
        const { date, location_id, ...filters } = request.query;
        return respond(request, reply, browseSlotSchema, async () => applyFilters(await sessions(request, date, location_id), filters).map((s) => toSlot(s, v2)));
      },
    );
    app.get(
      `${prefix}times`,
      { schema: { params: venueActivityParamsSchema, querystring: activitySessionsQuerySchema, response: { 200: activityTimesResponseSchema } } },
      async (request, reply) => {
        const { date, ...filters } = request.query;
        return respond(request, reply, browseTimeSchema, async () => applyFilters(await sessions(request, date), filters).map((s) => toFastTicketTime(s, v2)));
      },
    );
  }
};
