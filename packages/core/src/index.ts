// Explicit named exports only (STYLE.md): this file is the package's whole public surface.
export {
  priceSchema,
  dataEnvelope,
  errorBodySchema,
  slugSchema,
  fontChoices,
  themeWireSchema,
  themeResponseSchema,
  themeQuerySchema,
  clientSchema,
  clientConfigSchema,
  clientResponseSchema,
  openingTimeSchema,
  coordinatesSchema,
  venueSchema,
  venuesResponseSchema,
  venueResponseSchema,
  venueParamsSchema,
  footerQuerySchema,
  footerResponseSchema,
  healthResponseSchema,
} from './contract/index';
export type { Price, ErrorBody, ThemeWire, Theme, ClientWire, VenueWire } from './contract/index';
export { maintenanceBodySchema, maintenanceResponseSchema, adminTokenHeader } from './contract/index';
export type { MaintenanceBody } from './contract/index';

export {
  messages,
  messageForStatus,
  extraRemovedMessage,
  extraRemoveFailedMessage,
  unsupportedProviderMessage,
  unsupportedQuestionTypeMessage,
  lengthMessages,
} from './errors/messages';
export { en, namespaces } from './i18n/en';
export type { Namespace } from './i18n/en';

export { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from './text/caseKeys';
export type { Camelize } from './text/camelCase';
export { decodeEntities } from './text/decodeEntities';

export { ApiError, apiErrorFrom, shouldRetry, raisesToErrorBoundary } from './api/apiError';
export { createApiClient } from './api/createApiClient';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api/createApiClient';
export {
  fetchClient,
  fetchVenues,
  fetchVenue,
  fetchFooterHtml,
  fetchTheme,
  keyVenuesBySlug,
  dropNullFields,
  MaintenanceError,
} from './api/shell.api';
export type { Client, Venue } from './api/shell.api';
export { shellKeys, shellQueries } from './queries/shellQueries';

export {
  bookingsPaths,
  myAccountPaths,
  onlineJoiningPaths,
  bookingsRoutePatterns,
  stripTrailingSlash,
} from './routing/paths';
export { isHeaderNavHidden, isBreadcrumbHidden, showsCampsAndCourses, isCheckoutRoute, siteFromHostname } from './routing/shell';
export type { Site, ShellFlags } from './routing/shell';
export { readQueryFlags, handleTokenParam, withEmbeddedFlag } from './routing/queryFlags';
export { redirectToSelectedVenue, resolveShortRedirect } from './routing/redirects';
export type { RedirectDecision, BookingKind, ShortRedirectParams } from './routing/redirects';

export {
  dateFormats,
  localDateTimeFormat,
  inVenueZone,
  formatVenueDate,
  formatVenueTime,
  localToUtcIso,
  venueDateSlug,
  isPast,
} from './time/venueTime';
export type { ClockFormat } from './time/venueTime';
export { isDateSlug, startOfWeekMonday, weekOf, addDays, minutesOfDay, timeOfMinutes, usesActivitiesV2 } from './time/calendar';

export {
  METRES_PER_MILE,
  radiusLimits,
  defaultMapView,
  distanceMiles,
  hasValidCoordinates,
  normaliseRadius,
  isPostcodeLength,
  outwardCode,
} from './geo/geo';
export type { LatLng } from './geo/geo';
export { searchCentresByName, nearbyCentres } from './geo/centreSearch';
export type { Centre } from './geo/centreSearch';
export type { QueryFlags, TokenHandling } from './routing/queryFlags';

export { createSystemStore, createKioskStore, setLoginModalOpen } from './stores/systemStore';
export type { SystemState, SystemStore, KioskState, KioskStore } from './stores/systemStore';
export { createSelectedVenueStore, selectedVenueCookie, selectVenue } from './stores/selectedVenueStore';
export type { CookieAdapter, SelectedVenueState, SelectedVenueStore } from './stores/selectedVenueStore';
export { createToastStore, toastDurations } from './stores/toastStore';
export type { Toast, ToastTone, ToastStore } from './stores/toastStore';
