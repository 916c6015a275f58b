// query-core key and option factories: the names the package exports from queries/.
export { shellKeys, shellQueries } from './shellQueries';
export { firstReads, dayReads } from './routeReads';
export type { RouteSlugs } from './routeReads';
export { programmeReads } from './programmeReads';
export type { ProgrammeSlugs } from './programmeReads';
export { joinFirstViewPatterns, joinReads, readJoinPage } from './joinReads';
export { accountBookingsQuery, myAccountFirstViewPatterns, myAccountPageReads, readMyAccountPage } from './accountReads';
export type { Read } from './accountReads';
export { basketFirstViewPatterns } from './basketPages';
export { readBasketPage } from './basketReads';
export { keyRoots, queryKeys, keysToInvalidate, timetableQueryEnabled } from './queryKeys';
export type { ReloadEvent } from './queryKeys';
export { invalidateKeys } from './invalidateKeys';
export type { QueryInvalidator } from './invalidateKeys';
export {
  toastErrorMessage,
  cartKeys,
  cartQueries,
  cartMutations,
  CART_ACTION_DELAY_MS,
} from './cartQueries';
export type {
  CartQueryOptions,
  CartMutationOptions,
  CartItemUpdateVariables,
  CartRemovalVariables,
} from './cartQueries';
export {
  checkoutKeys,
  checkoutQueries,
  checkoutMutations,
} from './checkoutQueries';
export type {
  CheckoutQueryOptions,
  ScaCompletionVariables,
} from './checkoutQueries';
export {
  catalogueKeys,
  catalogueQueries,
  campDetailInput,
  courseDetailInput,
  catalogueMutations,
} from './catalogueQueries';
export type {
  CartAnswersVariables,
  ItemAnswersVariables,
} from './catalogueQueries';
export {
  bookingKeys,
  bookingQueries,
  bookingChangedKeys,
  bookingMutations,
} from './bookingQueries';
export { accountQueries, accountMutations, SESSION_POLL_MS, LOGIN_DELAY_MS } from './accountQueries';
export type { Sleep } from './accountQueries';
export { activityQueries, firstLocationId, sessionListParams, sessionItemsQuery } from './activityQueries';
export type { SessionListParams } from './activityQueries';
export { activityMutations } from './activityMutations';
export type { BasketTarget } from './activityMutations';
export { membershipKeys, membershipQueries } from './membershipQueries';
export { tillKeys, tillQueries } from './tillQueries';
export { staffKeys, staffQueries } from './staffQueries';
export { closureKeys, closureQueries, closureMutations } from './closureQueries';
export { paymentSettingsKeys, paymentSettingsQueries, paymentSettingsMutations } from './paymentSettingsQueries';
