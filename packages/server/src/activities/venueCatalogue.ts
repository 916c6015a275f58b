import { messages, type ActivityWire } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import type { VenueRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import { findVenueBySlug } from '../venues/venues.repo';
import { listActivities, listActivityLocations, type CatalogueActivity } from './activities.repo';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** The activities a venue offers: sub activities with locations there, and the roots above them (spec §3). */
export interface VenueCatalogue {
  venue: VenueRow;
  all: CatalogueActivity[];
  locations: Map<number, Array<{ id: number; name: string }>>;
}

export async function loadVenueCatalogue(scope: TenantDb, venue: VenueRow): Promise<VenueCatalogue> {
  const [all, locations] = await Promise.all([listActivities(scope), listActivityLocations(scope, venue.id)]);
  return { venue, all, locations };
}

/** The tenant's venue with this slug, with what it offers; another tenant's venue is not found (404). */
export async function venueCatalogueOf(scope: TenantDb, slug: string): Promise<VenueCatalogue> {
  const venue = await findVenueBySlug(requireTenant(scope), slug);
  if (!venue) throw new HttpError(404, messages.notFound);
  return loadVenueCatalogue(scope, venue);
}

/** The customer the call acts for (spec §6: the selected linked user, else the logged-in one); null for a visitor. */
export const customerIdOf = (request: FastifyRequest) => request.customer?.actingForUserId ?? null;

const childrenOf = (catalogue: VenueCatalogue, activity: CatalogueActivity) => catalogue.all.filter((a) => a.parentId === activity.id);

/** A sub activity's locations at the venue; a root's are its sub activities' together. */
function locationsAtVenue(catalogue: VenueCatalogue, activity: CatalogueActivity) {
  const own = activity.isRoot ? childrenOf(catalogue, activity).flatMap((child) => catalogue.locations.get(child.id) ?? []) : (catalogue.locations.get(activity.id) ?? []);
  return [...new Map(own.map((l) => [l.id, l])).values()];
}

/** Whether the venue offers the activity (a root: through any of its sub activities). */
export const offeredAt = (catalogue: VenueCatalogue, activity: CatalogueActivity) => locationsAtVenue(catalogue, activity).length > 0;

/** Spec §3 Activity (v1) as the contract speaks it, with its locations at this venue. */
export function toActivityWire(catalogue: VenueCatalogue, activity: CatalogueActivity): ActivityWire {
  const parent = catalogue.all.find((a) => a.id === activity.parentId);
  return {
    id: activity.id,
    name: activity.name,
    slug: activity.slug,
    is_root: activity.isRoot,
    browse_by_name: activity.browseByName,
    allocation_strategy: activity.allocationStrategy,
    v1_type: activity.v1Type,
    v2_type: activity.v2Type,
    locations: locationsAtVenue(catalogue, activity).map((l) => ({ ...l, venue_slug: catalogue.venue.slug })),
    description: activity.description,
    category_slug: activity.categorySlug,
    parent: parent ? { name: parent.name, slug: parent.slug } : null,
  };
}

/**
 * GET …/categories[/{activitySlug}]: the roots offered at the venue; a root's sub activities offered there (by name
 * when the root browses by name); a sub activity itself. Undefined when the venue does not offer that activity.
 */
export function venueActivities(catalogue: VenueCatalogue, activitySlug?: string): ActivityWire[] | undefined {
  if (!activitySlug) return catalogue.all.filter((a) => a.isRoot && offeredAt(catalogue, a)).map((a) => toActivityWire(catalogue, a));
  const activity = catalogue.all.find((a) => a.slug === activitySlug);
  if (!activity || !offeredAt(catalogue, activity)) return undefined;
  if (!activity.isRoot) return [toActivityWire(catalogue, activity)];
  const children = childrenOf(catalogue, activity).filter((child) => offeredAt(catalogue, child));
  if (activity.browseByName) children.sort((a, b) => a.name.localeCompare(b.name));
  return children.map((child) => toActivityWire(catalogue, child));
}

/** The offered sub activity with this slug (the one whose sessions are listed), or undefined. */
export function bookableActivity(catalogue: VenueCatalogue, slug: string): CatalogueActivity | undefined {
  const activity = catalogue.all.find((a) => a.slug === slug);
  return activity && !activity.isRoot && offeredAt(catalogue, activity) ? activity : undefined;
}
