import {
  campDetailQuerySchema,
  campListQuerySchema,
  campListResponseSchema,
  campParamsSchema,
  campResponseSchema,
  courseDetailQuerySchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
  courseResponseSchema,
  messages,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { customerIdOf } from '../activities/venueCatalogue';
import { HttpError } from '../http/httpError';
import type { AdmissionConfig } from '../http/waitingRoom';
import type { RoutePlugin } from '../http/routeDeps';
import { loadProgrammeViews, stillBookable, toCampWire, toCourseWire, type ProgrammeView } from './programmeView';
import type { ProgrammeFilters } from './programmes.repo';

/** Spec §5 starts_after / starts_before: a venue wall time 'YYYY-MM-DD HH:MM:SS', or an RFC 3339 instant. */
function startsWithin(view: ProgrammeView, after?: string, before?: string): boolean {
  const first = view.sessions[0];
  if (!first) return false;
  const isAfter = (bound: string) => (bound.includes('T') ? first.startsAt.getTime() >= Date.parse(bound) : first.startsLocal.slice(0, 19) >= bound);
  const isBefore = (bound: string) => (bound.includes('T') ? first.startsAt.getTime() <= Date.parse(bound) : first.startsLocal.slice(0, 19) <= bound);
  return (after === undefined || isAfter(after)) && (before === undefined || isBefore(before));
}

const notFound = () => new HttpError(404, messages.notFound);

/**
 * Spec §7 camps and courses: the lists with their filters, one by id, and one by slug (the detail and booking pages;
 * paths `/camps/detail` and `/courses/detail`, docs/api.md), each as the caller — or the linked user they act for —
 * sees it: prices, capacity and bookable_action for them.
 */
export const programmesRoutes: RoutePlugin = async (app, { services }) => {
  // A crowd on one page (an opening rush) reads what every viewer sees alike once (programmes/sharedReads.ts).
  const views = (kind: 'camp' | 'course') => (request: Parameters<typeof customerIdOf>[0], filters: ProgrammeFilters) =>
    loadProgrammeViews(request.ctx.db, kind, filters, customerIdOf(request), request.ctx.now, services.programmeReads);
  const [camps, courses] = [views('camp'), views('course')];
  /**
   * A signed-in customer's camp or course page is built in turn behind the pages' waiting room, which forms only under
   * pressure (the opening rush; services.ts). Visitors are not lined up: they carry no credential of their own.
   */
  const viewing: AdmissionConfig = { admission: 'viewing' };
  const inTurn = <T>(request: FastifyRequest, build: () => Promise<T>) =>
    request.customer?.role === 'customer' ? services.admission.viewing(request, build) : build();

  app.get('/camps', { schema: { querystring: campListQuerySchema, response: { 200: campListResponseSchema } } }, async (request) => {
    const q = request.query;
    const now = request.ctx.now;
    const views = await camps(request, { categoryIds: q.category_ids, venueIds: q.venue_ids, slugs: q.slugs, venueSlugs: q.venue_slugs, categorySlugs: q.category_slugs });
    const listed = views.filter((v) => v.sessions.some((s) => s.endsAt > now) && startsWithin(v, q.starts_after, q.starts_before));
    return { data: listed.map((v) => toCampWire(v, now)) };
  });
  app.get('/camps/detail', { schema: { querystring: campDetailQuerySchema, response: { 200: campResponseSchema } }, config: viewing }, async (request) => {
    const q = request.query;
    const [view] = await inTurn(request, () => camps(request, { slugs: [q.camp_slug], venueSlugs: q.venue_slugs, categorySlugs: q.category_slugs }));
    if (!view) throw notFound();
    return { data: toCampWire(view, request.ctx.now) };
  });
  app.get('/camps/:id', { schema: { params: campParamsSchema, response: { 200: campResponseSchema } }, config: viewing }, async (request) => {
    const [view] = await inTurn(request, () => camps(request, { ids: [request.params.id] }));
    if (!view) throw notFound();
    return { data: toCampWire(view, request.ctx.now) };
  });

  app.get('/courses', { schema: { querystring: courseListQuerySchema, response: { 200: courseListResponseSchema } } }, async (request) => {
    const q = request.query;
    const now = request.ctx.now;
    const views = await courses(request, { categoryIds: q.category_ids, categorySlugs: q.category_slugs, venueIds: q.venue_ids, venueSlugs: q.venue_slugs });
    const listed = views.filter((v) => (!q.filter_by_first_bookable_at || stillBookable(v, now)) && startsWithin(v, q.starts_after, q.starts_before));
    return { data: listed.map((v) => toCourseWire(v, now)) };
  });
  app.get('/courses/detail', { schema: { querystring: courseDetailQuerySchema, response: { 200: courseResponseSchema } }, config: viewing }, async (request) => {
    const [view] = await inTurn(request, () => courses(request, { slugs: [request.query.course_slug] }));
    if (!view) throw notFound();
    return { data: toCourseWire(view, request.ctx.now) };
  });
  app.get('/courses/:id', { schema: { params: courseParamsSchema, response: { 200: courseResponseSchema } }, config: viewing }, async (request) => {
    const [view] = await inTurn(request, () => courses(request, { ids: [request.params.id] }));
    if (!view) throw notFound();
    return { data: toCourseWire(view, request.ctx.now) };
  });
};
