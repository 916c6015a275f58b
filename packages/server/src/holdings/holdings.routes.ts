import {
  accountMembershipsResponseSchema,
  GUEST_PASS_VALID_DAYS,
  accountPackagesResponseSchema,
  guestPassesResponseSchema,
  messages,
  packagePromotionParamsSchema,
  packageResponseSchema,
  parseRecordId,
  toPrice,
} from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { contentOptions, findVenuePackage, guestPassesOffered, guestPassOffers, listCustomerPackages, listGuestPasses, listMemberships } from './holdings.repo';
import { toAccountPackageWire, toGuestPassWire, toMembershipWire, toPackageWire } from './holdingsWire';

/**
 * What a customer holds beyond bookings (docs/api.md): GET /api/v1/account/memberships, /packages and /guest-passes —
 * the login's own, never widened by a selected user or a checkout link — and spec §7's
 * GET /api/v1/promotions/packages/{venueSlug}/{packageId}, a package a venue offers, for anyone.
 */
export const holdingsRoutes: RoutePlugin = async (app) => {
  app.get('/v1/account/memberships', { schema: { response: { 200: accountMembershipsResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const rows = await listMemberships(request.ctx.db, customer.userId);
    return { data: rows.map((row) => toMembershipWire(row, request.ctx.tenant.currencyCode, request.ctx.now)) };
  });

  app.get('/v1/account/packages', { schema: { response: { 200: accountPackagesResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const held = await listCustomerPackages(request.ctx.db, customer.userId);
    const options = await contentOptions(request.ctx.db, held.flatMap(({ pkg }) => pkg.contentPricingOptionIds));
    const now = request.ctx.now;
    return { data: held.map(({ held: h, pkg }) => toAccountPackageWire(h, pkg, options, now)) };
  });

  app.get('/v1/account/guest-passes', { schema: { response: { 200: guestPassesResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const [rows, enabled, offers] = await Promise.all([listGuestPasses(request.ctx.db, customer.userId), guestPassesOffered(request.ctx.db), guestPassOffers(request.ctx.db)]);
    const now = request.ctx.now;
    const currency = request.ctx.tenant.currencyCode;
    return {
      data: rows.map((row) => toGuestPassWire(row, now)),
      meta: { enabled, offers: offers.map((o) => ({ venue: { name: o.name, slug: o.slug }, price: toPrice(o.price!, { currency }), valid_days: GUEST_PASS_VALID_DAYS })) },
    };
  });

  app.get('/v1/promotions/packages/:a/:b', { schema: { params: packagePromotionParamsSchema, response: { 200: packageResponseSchema } } }, async (request) => {
    const id = parseRecordId(request.params.b);
    const row = id === null ? undefined : await findVenuePackage(request.ctx.db, request.params.a, id);
    if (!row) throw new HttpError(404, messages.notFound);
    return { data: toPackageWire(row, await contentOptions(request.ctx.db, row.contentPricingOptionIds)) };
  });
};
