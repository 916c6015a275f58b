// Path builders, shell flags, query flags and redirects: the names the package exports from routing/.
export {
  bookingsPaths,
  openDataPath,
  myAccountPaths,
  onlineJoiningPaths,
  bookingsRoutePatterns,
  stripTrailingSlash,
} from './paths';
export { isHeaderNavHidden, isBreadcrumbHidden, showsCampsAndCourses, isCheckoutRoute, siteFromHostname, siteOrigin, siteHostLabels, crossSiteHref } from './shell';
export type { Site, ShellFlags } from './shell';
export { readQueryFlags, handleTokenParam, signInTokenOf } from './queryFlags';
export type { QueryFlags, TokenHandling } from './queryFlags';
export { leadsOn, pageRedirect, redirectToSelectedVenue, resolveShortRedirect } from './redirects';
export { documentTitle, titleSeparator } from './documentTitle';
export type { TitleParts } from './documentTitle';
export type { RedirectDecision, BookingKind, ShortRedirectParams } from './redirects';
export { loadChunk, ChunkLoadError, CHUNK_TIMEOUT_MS } from './chunkLoad';
export type { ChunkTimers } from './chunkLoad';
export { browseTrail, trailActivity } from './breadcrumbs';
export type { Crumb, TrailNames } from './breadcrumbs';
export { matchRoutePattern, matchBookingsRoute } from './matchRoute';
export type { RouteParams } from './matchRoute';
export { programmePathKind } from './programmePathKind';
export { programmeTrail } from './programmeTrail';
export type { ProgrammeTrailParams, ProgrammeTrailNames } from './programmeTrail';
export { sitePagePatterns, matchSitePage, pageNotFound, routePreloadKey } from './sitePages';
export type { SitePage, PageFacts } from './sitePages';
