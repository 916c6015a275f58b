/**
 * The OpenActive feeds every tenant publishes (docs/openactive.md): each an RPDE 1.0 feed in "modified" order
 * (`afterTimestamp` + `afterId`) of one kind of opportunity, following Modelling Opportunity Data 2.0.
 */
export const openactiveFeeds = {
  'session-series': { kind: 'SessionSeries', title: 'Session series', about: 'Classes and swims: what runs, where, and its prices.' },
  'scheduled-sessions': { kind: 'ScheduledSession', title: 'Scheduled sessions', about: 'Each class or swim on the timetable, with its places left.' },
  'facility-uses': { kind: 'FacilityUse', title: 'Facility uses', about: 'Courts and lanes to hire, where, and their prices.' },
  slots: { kind: 'FacilityUse/Slot', title: 'Slots', about: 'Each bookable court or lane time, with its uses left.' },
  'course-instances': { kind: 'CourseInstance', title: 'Courses and camps', about: 'Courses and holiday camps, booked whole, with their places left.' },
} as const;

export type FeedName = keyof typeof openactiveFeeds;
export const feedNames = Object.keys(openactiveFeeds) as FeedName[];

/** The media type of an RPDE page (the dataset's `encodingFormat`). */
export const rpdeMediaType = 'application/vnd.openactive.rpde+json; version=1';

/** Items on a page of a feed. */
export const FEED_PAGE_SIZE = 500;

/** A tombstone stays in its feed this long after it was written (harvesters must see it: at least 7 days). */
export const TOMBSTONE_DAYS = 14;

/** The licence a tenant's open data carries unless it names another. */
export const DEFAULT_OPEN_DATA_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';

/**
 * Stored items name their URLs under this origin; a page swaps in the origin it is served from (one stored copy serves
 * every host of a tenant).
 */
export const STORED_ORIGIN = 'https://openactive.invalid';

/** The path of a feed, and of the dataset site, on a tenant's bookings host. */
export const feedPath = (feed: FeedName) => `/api/openactive/feeds/${feed}`;
export const datasetPath = '/openactive';
