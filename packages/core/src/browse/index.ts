export { toBrowseSession, toBrowseSessions } from './browseSession';
export type { OccurrenceSummary, BrowseListItem, BrowseSession } from './browseSession';
export {
  defaultTimetableFilters,
  matchesTimetableFilters,
  filterableSession,
  filterSessions,
  activeFilterCount,
  timetableFilterOptions,
  timeRangeOptions,
} from './timetableFilters';
export type { TimetableFilterState, FilterableSession } from './timetableFilters';
export { dateStrip, sessionListKind } from './dateStrip';
export type { DateStrip, DateStripDay, SessionListKind } from './dateStrip';
