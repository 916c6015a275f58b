import { membershipPlansQuerySchema, membershipPlansResponseSchema, messages, toPrice, venuesResponseSchema, type MembershipPlanWire } from '@courtside/core';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { findVenueBySlug } from '../venues/venues.repo';
import { toVenueWire } from '../venues/venueWire';
import { listDiscounts, listJoiningPlans, listJoiningVenues } from './memberships.repo';

/**
 * Online joining: spec §7 GET /api/activities/venues/online-joining (the venues a customer can join at) and ours,
 * GET /api/v1/memberships/plans?venue= (the plans offered online there, with the membership discounts each gives:
 * spec §2 /pricing). Both answer nothing when the operator has online joining off.
 */
export const membershipsRoutes: RoutePlugin = async (app) => {
  app.get('/activities/venues/online-joining', { schema: { response: { 200: venuesResponseSchema } } }, async (request) => {
    if (!request.ctx.tenant.onlineJoiningEnabled) return { data: [] };
    return { data: (await listJoiningVenues(request.ctx.db)).map(toVenueWire) };
  });

  app.get('/v1/memberships/plans', { schema: { querystring: membershipPlansQuerySchema, response: { 200: membershipPlansResponseSchema } } }, async (request) => {
    const { venue: slug } = request.query;
    const venue = slug === undefined ? null : await findVenueBySlug(request.ctx.db, slug);
    if (venue === undefined) throw new HttpError(404, messages.notFound);
    if (!request.ctx.tenant.onlineJoiningEnabled) return { data: [] };
    const plans = await listJoiningPlans(request.ctx.db, venue?.id ?? null);
    const discounts = await listDiscounts(request.ctx.db, plans.map((p) => p.key));
    const currency = request.ctx.tenant.currencyCode;
    const data: MembershipPlanWire[] = plans.map((plan) => ({
      key: plan.key,
      name: plan.name,
      description: plan.description,
      venue: plan.venueName !== null && plan.venueSlug !== null ? { name: plan.venueName, slug: plan.venueSlug } : null,
      length: plan.lengthValue !== null && plan.lengthUnit !== null ? { value: plan.lengthValue, unit: plan.lengthUnit } : null,
      price: toPrice(plan.price, { currency }),
      discounts: discounts
        .filter((d) => d.plan === plan.key)
        .map((d) => ({ name: d.name, standard: d.standard === null ? null : toPrice(d.standard, { currency: d.currency }), member: toPrice(d.member, { currency: d.currency }) })),
    }));
    return { data };
  });
};
