import { bookableCategoriesParamsSchema, categoryListResponseSchema, messages, type CategorySummary, type CategoryWire } from '@courtside/core';
import { offeredAt, venueCatalogueOf } from '../activities/venueCatalogue';
import type { CategoryRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import type { TenantDb } from '../db/tenantDb';
import { listCategories } from './categories.repo';

const summary = (row: CategoryRow): CategorySummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  booking_type: row.bookingType,
  created_at: row.createdAt.toISOString(),
});

/**
 * GET /api/v1/activities/categories/bookable/{venue}[/{parent}] (spec §7): the categories bookable at a venue — the
 * parents with their bookable children, or one parent's bookable children with that parent.
 */
export const categoriesRoutes: RoutePlugin = async (app) => {
  const handler = async (scope: TenantDb, venueSlug: string, parentSlug?: string): Promise<CategoryWire[]> => {
    const catalogue = await venueCatalogueOf(scope, venueSlug);
    const rows = await listCategories(scope);
    const offered = new Set(catalogue.all.filter((a) => !a.isRoot && offeredAt(catalogue, a)).map((a) => a.categoryId));
    const childrenOf = (parent: CategoryRow) => rows.filter((c) => c.parentId === parent.id && offered.has(c.id));
    if (!parentSlug) {
      return rows
        .filter((c) => c.parentId === null && childrenOf(c).length > 0)
        .map((parent) => ({ ...summary(parent), children: childrenOf(parent).map(summary), parent: null }));
    }
    const parent = rows.find((c) => c.slug === parentSlug && c.parentId === null);
    if (!parent || childrenOf(parent).length === 0) throw new HttpError(404, messages.notFound);
    return childrenOf(parent).map((child) => ({ ...summary(child), children: [], parent: summary(parent) }));
  };
  const schema = { params: bookableCategoriesParamsSchema, response: { 200: categoryListResponseSchema } };
  app.get('/categories/bookable/:a', { schema }, async (request) => ({ data: await handler(request.ctx.db, request.params.a) }));
  app.get('/categories/bookable/:a/:b', { schema }, async (request) => ({ data: await handler(request.ctx.db, request.params.a, request.params.b) }));
};
