// Venue time zone and calendar helpers: the names the package exports from time/.
export {
  dateFormats,
  localDateTimeFormat,
  inVenueZone,
  formatVenueDate,
  formatVenueTime,
  localToUtcIso,
  venueDateSlug,
  isPast,
  venueLocalNow,
  formatLocalDate,
} from './venueTime';
export type { ClockFormat } from './venueTime';
export { isDateSlug, startOfWeekMonday, weekOf, addDays, minutesOfDay, timeOfMinutes, usesActivitiesV2 } from './calendar';
