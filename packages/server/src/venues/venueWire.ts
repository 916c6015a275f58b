import type { VenueWire } from '@courtside/core';
import type { VenueRow } from '../db/schema';

/** A venue row as the contract speaks it (spec §3 Venue, snake_case). */
export function toVenueWire(row: VenueRow): VenueWire {
  return {
    venue_id: row.id,
    name: row.name,
    slug: row.slug,
    address1: row.address1,
    address2: row.address2,
    town: row.town,
    area: row.area,
    postcode: row.postcode,
    timezone: row.timezone,
    opening_times: row.openingTimes,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    activities_v2_migration_date: row.activitiesV2MigrationDate,
    camps_and_courses_enabled:
      row.campsAndCoursesEnabled === null ? null : { enabled: row.campsAndCoursesEnabled },
    created_at: row.createdAt.toISOString(),
  };
}
