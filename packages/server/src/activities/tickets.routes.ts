import {
  ageOn,
  customerPrice,
  qualifiesForTicket,
  activityClassParamsSchema,
  activityClassResponseSchema,
  activityTicketsParamsSchema,
  activityTicketsResponseSchema,
  messages,
  parseOccurrenceKey,
  ticketPriceBodySchema,
  ticketPriceParamsSchema,
  ticketPriceResponseSchema,
  venueDateSlug,
} from '@courtside/core';
import { customerPlans } from '../bookings/customerContext.repo';
import { findUser } from '../users/users.repo';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { loadCustomerOccurrence } from '../occurrences/customerOccurrence';
import { occurrenceOfActivity } from '../occurrences/occurrences.repo';
import { named } from '../occurrences/occurrenceView';
import { loadReferences } from '../occurrences/references.repo';
import { listTickets } from './tickets.repo';
import { bookableActivity, customerIdOf, venueCatalogueOf } from './venueCatalogue';

const notFound = () => new HttpError(404, messages.notFound);

/** Spec §7 tickets, ticket prices and one class by id (under /api/activities). */
export const ticketsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/venue/:venue/activity-category/:category/activity/:activity/tickets',
    { schema: { params: activityTicketsParamsSchema, response: { 200: activityTicketsResponseSchema } } },
    async (request) => {
      const catalogue = await venueCatalogueOf(request.ctx.db, request.params.venue);
      const activity = bookableActivity(catalogue, request.params.activity);
      if (!activity || activity.categorySlug !== request.params.category) throw notFound();
      return { data: (await listTickets(request.ctx.db, activity.id)).tickets };
    },
  );

  app.post(
    '/price/:venue/ticket/:activityId',
    { schema: { params: ticketPriceParamsSchema, body: ticketPriceBodySchema, response: { 200: ticketPriceResponseSchema } } },
    async (request) => {
      const { params, body } = request;
      const catalogue = await venueCatalogueOf(request.ctx.db, params.venue);
      const activity = catalogue.all.find((a) => String(a.id) === params.activityId || a.slug === params.activityId);
      if (!activity || !bookableActivity(catalogue, activity.slug)) throw notFound();
      const list = await listTickets(request.ctx.db, activity.id);
      const option = list.options.find((o) => o.reference === body.reference);
      if (!option) throw notFound();
      const occurrence = body.is_v2 ? await occurrenceOfActivity(request.ctx.db, body.occurrence_id!, { activityId: activity.id, venueId: catalogue.venue.id }) : null;
      if (body.is_v2 && !occurrence) throw notFound();
      const customerId = customerIdOf(request);
      const ticket = list.tickets.find((t) => t.pricing_option.id === option.id);
      const attendee = customerId === null ? null : await findUser(request.ctx.db, customerId);
      const day = occurrence?.startsLocal ?? venueDateSlug(request.ctx.now, catalogue.venue.timezone);
      const available = attendee && ticket ? qualifiesForTicket({ minAge: ticket.min_age ?? null, maxAge: ticket.max_age ?? null }, attendee.dateOfBirth ? ageOn(attendee.dateOfBirth, day) : null) : null;
      const unavailableReason = available === false ? messages.cart.ticketNotFor(ticket!.name, `${attendee!.firstName} ${attendee!.lastName}`) : null;
      const refs = await loadReferences(request.ctx.db, catalogue.venue, [], [option.priceId]);
      const plans = customerId === null ? null : await customerPlans(request.ctx.db, customerId, venueDateSlug(request.ctx.now, catalogue.venue.timezone));
      const { price, isEstimate } = customerPrice(refs.prices.get(option.priceId) ?? null, plans);
      if (!price) throw new HttpError(404, messages.tickets.noPrice);
      return { data: { reference: option.reference, price, is_estimate: isEstimate, available, unavailable_reason: unavailableReason } };
    },
  );

  app.get('/:id', { schema: { params: activityClassParamsSchema, response: { 200: activityClassResponseSchema } } }, async (request) => {
    const id = parseOccurrenceKey(request.params.id);
    const found = id === null ? null : await loadCustomerOccurrence(request.ctx.db, id, customerIdOf(request), request.ctx.now, { fairUse: request.ctx.channel !== 'foh' });
    if (!found) throw notFound();
    const { row, refs, occurrence } = found;
    return {
      data: {
        id: typeof id === 'number' ? row.id : row.publicId,
        name: row.name,
        starts_at: row.startsLocal.slice(11, 16),
        tags: named(row.tagIds, refs.tags),
        instructors: occurrence.instructors,
        occurrence,
      },
    };
  });
};
