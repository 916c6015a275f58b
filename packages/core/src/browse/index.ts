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
export { courseNotice, programmeTag, programmeBooking, campPriceLines, coursePriceLines, cardPrice, programmeCategories } from './programmeCards';
export type {
  ProgrammeKind,
  ProgrammeAvailabilityInput,
  CourseNotice,
  ProgrammeBooking,
  ProgrammePriceKind,
  ProgrammePriceLine,
  CampPriceInput,
  CoursePriceInput,
  ProgrammeCategory,
} from './programmeCards';
export { programmeTimetable } from './programmeTimetable';
export type { TimetableEntryInput, TimetableWeek, TimetableMonth } from './programmeTimetable';
export { programmeSession, programmeSessionWeeks, programmeSpan } from './programmeSessions';
export type { ProgrammeOccurrenceInput, ProgrammeSession, ProgrammeSessionWeeks } from './programmeSessions';
