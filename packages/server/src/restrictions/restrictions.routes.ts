import {
  messages,
  paginationMetaFor,
  restrictionListQuerySchema,
  restrictionListResponseSchema,
  previousAttendeesParamsSchema,
  previousAttendeesQuerySchema,
  previousAttendeesResponseSchema,
  questionWaiversBodySchema,
  questionWaiversResponseSchema,
  restrictionParamsSchema,
  restrictionResponseSchema,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { requireCustomer, type RequestCustomer } from '../auth/customerContext';
import { requireStaffTo } from '../auth/guards';
import { fieldError } from '../auth/fieldError';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { previousBookingsOf } from './previousAnswers.repo';
import { agreeableTypes, attendeesOf, findRestriction, listRestrictions, recordAgreements } from './restrictions.repo';

const notFound = () => new HttpError(404, messages.notFound);
/** Whose people a call lists: the customer's own account, or for staff the customer they act for (spec §6). */
const holderOf = (customer: RequestCustomer) => (customer.role === 'staff' ? customer.actingForUserId : customer.userId);

/**
 * Spec §7 waivers: one restriction's terms (GET /api/v1/activities/restrictions/{id}), the people a customer may sign
 * it for, with the answers and agreement of their last camp or course under it
 * (GET /api/activities/{restriction}/question-waivers/previous-attendees) and the agreements
 * (POST /api/activities/question-waivers) that lift a pre-purchase waiver for those attendees.
 */
export const restrictionsRoutes: RoutePlugin = async (app) => {
  // Spec §5/§7 "list restrictions" (contract-only; staff): the tenant's waivers and inductions, searched and paged.
  app.get(
    '/v1/activities/restrictions',
    { schema: { querystring: restrictionListQuerySchema, response: { 200: restrictionListResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => {
      const { rows, total } = await listRestrictions(request.ctx.db, request.query);
      const { page, per_page: perPage } = request.query;
      return { data: rows, meta: { pagination: paginationMetaFor(page, perPage, total), sorting: { sort_by: 'name', direction: 'ascending' as const } } };
    },
  );
  app.get('/v1/activities/restrictions/:id', { schema: { params: restrictionParamsSchema, response: { 200: restrictionResponseSchema } } }, async (request) => {
    const restriction = await findRestriction(request.ctx.db, request.params.id);
    if (!restriction) throw notFound();
    return { data: restriction };
  });

  /** The people the customer books for, each with what they bring to booking again under `restrictionId` (null: any camp or course). */
  const previousAttendees = async (request: FastifyRequest, restrictionId: number | null, query: string | undefined) => {
    const customer = requireCustomer(request);
    const people = await attendeesOf(request.ctx.db, holderOf(customer), query);
    // Only the people listed (the holder and their linked users) are looked up: nobody else's answers can leave.
    const previous = await previousBookingsOf(request.ctx.db, restrictionId, people.map((p) => p.id));
    return {
      data: people.map((p) => ({
        id: p.id,
        first_name: p.firstName,
        last_name: p.lastName,
        answers: previous.get(p.id)?.answers ?? [],
        waiver_agreed: previous.get(p.id)?.waiverAgreed ?? false,
      })),
    };
  };
  app.get(
    '/activities/:restriction/question-waivers/previous-attendees',
    { schema: { params: previousAttendeesParamsSchema, querystring: previousAttendeesQuerySchema, response: { 200: previousAttendeesResponseSchema } } },
    async (request) => {
      requireCustomer(request);
      if (!(await findRestriction(request.ctx.db, request.params.restriction))) throw notFound();
      return previousAttendees(request, request.params.restriction, request.query.query ?? undefined);
    },
  );
  // Ours (docs/api.md): the same people with the answers of their last camp or course of any kind, for a booking page
  // whose attendee has no waiver left to agree to (a waiver agreed is no longer shown to them, spec §6).
  app.get(
    '/activities/question-waivers/previous-attendees',
    { schema: { querystring: previousAttendeesQuerySchema, response: { 200: previousAttendeesResponseSchema } } },
    async (request) => previousAttendees(request, null, request.query.query ?? undefined),
  );

  /**
   * Each waiver names its restriction and the attendee (a previous attendee: the account holder or a linked user;
   * absent, the user the call acts for). Spec §5: a pre-purchase waiver is agreed once per attendee, so the same
   * restriction twice for one attendee in a call is refused; nothing is stored unless every waiver is valid.
   */
  app.post('/activities/question-waivers', { schema: { body: questionWaiversBodySchema, response: { 200: questionWaiversResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const people = new Set((await attendeesOf(request.ctx.db, holderOf(customer))).map((p) => p.id));
    const seen = new Set<string>();
    const agreements: Array<{ userId: number; restrictionId: number }> = [];
    for (const [i, waiver] of request.body.waivers.entries()) {
      const restriction = await findRestriction(request.ctx.db, waiver.restriction_id);
      if (!restriction) throw notFound();
      if (!(agreeableTypes as readonly string[]).includes(restriction.type)) throw fieldError(`waivers.${i}.restriction_id`, messages.cart.notAgreeable(restriction.name));
      const userId = waiver.previous_attendee_id ?? customer.actingForUserId;
      if (!people.has(userId)) throw new HttpError(403, messages.unauthorised);
      const key = `${restriction.id}:${userId}`;
      if (seen.has(key)) throw fieldError(`waivers.${i}`, messages.cart.waiverOnce);
      seen.add(key);
      agreements.push({ userId, restrictionId: restriction.id });
    }
    await recordAgreements(request.ctx.db, agreements, request.ctx.now);
    return { data: { ids: [...new Set(agreements.map((a) => a.restrictionId))] } };
  });
};
