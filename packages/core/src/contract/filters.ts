import { z } from 'zod';
import { lengthMessages } from '../errors/messages';
import { slugSchema } from './common';
import {
  bookingTypes,
  dateTimeSchema,
  intBetween,
  queryBoolean,
  queryList,
  queryNumber,
  requiredError,
  selectedUserIdQuery,
  sourceSchema,
  timeOfDaySchema,
  uuidSchema,
} from './fields';

/** Spec §5: filters take 'YYYY-MM-DD HH:MM:SS'; some take RFC 3339 — both are accepted where the spec does not pin one. */
export const filterDateTimeSchema = z.union([dateTimeSchema, z.iso.datetime({ offset: true })], {
  error: (issue) =>
    issue.input === undefined ? 'Required' : 'Must be a date-time as YYYY-MM-DD HH:MM:SS or RFC 3339',
});

const idList = queryList(queryNumber(intBetween(1)));

/** Spec §5 camp/activity filters: source, category_ids (uuids), venue_ids (numbers), slugs, starts_after, starts_before. */
export const activityFilterQuerySchema = z.object({
  source: sourceSchema.optional(),
  category_ids: queryList(uuidSchema).optional(),
  venue_ids: idList.optional(),
  slugs: queryList(slugSchema).optional(),
  starts_after: filterDateTimeSchema.optional(),
  starts_before: filterDateTimeSchema.optional(),
});
export type ActivityFilterQuery = z.infer<typeof activityFilterQuerySchema>;
/** GET /api/v1/activities/camps query (spec §5 camp filters, plus the selected user of spec §6). */
export const campListQuerySchema = activityFilterQuerySchema.extend({
  /** The venue and category by slug, as the camp pages know them (spec §2 /camps/location/{venueSlug}/{activitySlug}). */
  venue_slugs: queryList(slugSchema).optional(),
  category_slugs: queryList(slugSchema).optional(),
  selected_user_id: selectedUserIdQuery,
});
export type CampListQuery = z.infer<typeof campListQuerySchema>;

/**
 * GET /api/v1/activities/courses query (spec §7 filters; spec §5: source online or foh,
 * filter_by_first_bookable_at default true).
 */
export const courseListQuerySchema = z.object({
  source: sourceSchema.optional(),
  category_ids: queryList(uuidSchema).optional(),
  category_slugs: queryList(slugSchema).optional(),
  venue_ids: idList.optional(),
  venue_slugs: queryList(slugSchema).optional(),
  starts_after: filterDateTimeSchema.optional(),
  starts_before: filterDateTimeSchema.optional(),
  filter_by_first_bookable_at: queryBoolean.default(true),
  selected_user_id: selectedUserIdQuery,
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
export type CourseListQueryInput = z.input<typeof courseListQuerySchema>;

/** Spec §5 event filters: source, starts_after, starts_before, booking_types. */
export const eventFilterQuerySchema = z.object({
  source: sourceSchema.optional(),
  starts_after: filterDateTimeSchema.optional(),
  starts_before: filterDateTimeSchema.optional(),
  booking_types: queryList(z.enum(bookingTypes)).optional(),
});
export type EventFilterQuery = z.infer<typeof eventFilterQuerySchema>;

/** Spec §5 occurrence list clashing filter (default all). */
export const clashingFilterSchema = z.enum(['only_clashing', 'only_non_clashing', 'all']);

/**
 * Spec §5 occurrence list query: starts_after and starts_before required ('YYYY-MM-DD HH:MM:SS');
 * venue_ids at least one entry when given; clashing default 'all'; the other filters optional.
 */
export const occurrenceListQuerySchema = z.object({
  starts_after: dateTimeSchema,
  starts_before: dateTimeSchema,
  venue_ids: idList.refine((ids) => ids.length > 0, 'Choose at least one venue').optional(),
  clashing: clashingFilterSchema.default('all'),
  with_bookable_context: queryBoolean.optional(),
  schedule_ids: queryList(z.string().min(1)).optional(),
  recurrence_ids: queryList(z.string().min(1)).optional(),
  location_ids: idList.optional(),
  category_ids: queryList(uuidSchema).optional(),
});
export type OccurrenceListQuery = z.infer<typeof occurrenceListQuerySchema>;
export type OccurrenceListQueryInput = z.input<typeof occurrenceListQuerySchema>;

/** Spec §9: map search radius default 5 miles. */
export const DEFAULT_SEARCH_RADIUS = 5;
/** Spec §5/§9: venue search radius at most 30 miles. */
export const MAX_SEARCH_RADIUS = 30;

/**
 * Spec §5 venue search: radius 0-30 (default 5) miles; postcode 5-7 characters, counted without spaces
 * (so 'SW1A 1AA' is 7) and sent upper-case without them.
 */
export const venueSearchQuerySchema = z.object({
  radius: queryNumber(
    z.number().min(0, 'Must be at least 0').max(MAX_SEARCH_RADIUS, `Must be at most ${MAX_SEARCH_RADIUS}`),
  ).default(DEFAULT_SEARCH_RADIUS),
  postcode: z
    .string(requiredError)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(5, lengthMessages.atLeast(5)).max(7, lengthMessages.atMost(7))),
});
export type VenueSearchQuery = z.infer<typeof venueSearchQuerySchema>;
export type VenueSearchQueryInput = z.input<typeof venueSearchQuerySchema>;

/** Spec §3 Timetable filters: time range, actions to show, instructors, tags and a type (kept by the client). */
export const timetableFiltersSchema = z.object({
  time_range: z.object({ start_time: timeOfDaySchema, end_time: timeOfDaySchema }).nullable(),
  actions_to_show: z.enum(['showAll', 'availableOnly']),
  instructors: z.array(z.union([z.number().int(), z.string()])),
  tags: z.array(z.union([z.number().int(), z.string()])),
  type: z.string().nullable(),
});
export type TimetableFilters = z.infer<typeof timetableFiltersSchema>;

/** Spec §3 timetable filter "actions to show": every session, or only the ones the customer can book. */
export const actionsToShowSchema = z.enum(['showAll', 'availableOnly']);
export type ActionsToShow = z.infer<typeof actionsToShowSchema>;

/**
 * Spec §3 timetable filters as query parameters of the session lists (timetable, slots, times): a time range
 * (start_time inclusive, end_time exclusive, 'HH:MM'), actions_to_show, instructor_ids, tag_ids and a type.
 */
export const sessionFilterQueryShape = {
  start_time: timeOfDaySchema.optional(),
  end_time: timeOfDaySchema.optional(),
  actions_to_show: actionsToShowSchema.optional(),
  instructor_ids: idList.optional(),
  tag_ids: idList.optional(),
  type: z.string().min(1, 'Required').max(255, lengthMessages.atMost(255)).optional(),
};

/** Spec §5: a time range ends after it starts. */
export const timeRangeInOrder = (query: { start_time?: string; end_time?: string }, ctx: z.RefinementCtx) => {
  if (query.start_time && query.end_time && query.end_time <= query.start_time) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'Must be after the start time' });
  }
};
