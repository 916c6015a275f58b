import { z } from 'zod';
import { intBetween, queryNumber } from './fields';

/** The OpenActive feeds a tenant publishes (docs/openactive.md), by the last segment of their path. */
export const openactiveFeedNames = ['session-series', 'scheduled-sessions', 'facility-uses', 'slots', 'course-instances'] as const;
export type OpenactiveFeedName = (typeof openactiveFeedNames)[number];

export const openactiveFeedParamsSchema = z.object({
  feed: z.enum(openactiveFeedNames, { error: `Must be one of ${openactiveFeedNames.join(', ')}` }),
});

/**
 * RPDE 1.0 "modified" ordering: the page after (`afterTimestamp`, `afterId`) — the `modified` and `id` of the last
 * item a harvester has; neither for the first page. `afterTimestamp` is a whole number (milliseconds since 1970).
 */
export const openactiveFeedQuerySchema = z.object({
  afterTimestamp: queryNumber(intBetween(0, Number.MAX_SAFE_INTEGER)).optional(),
  afterId: z.string().max(200, 'Must be at most 200 characters').optional(),
});
export type OpenactiveFeedQuery = z.infer<typeof openactiveFeedQuerySchema>;
