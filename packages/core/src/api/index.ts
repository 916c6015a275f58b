// The typed API client and one fetcher module per resource area: the names the package exports from api/.
export { ApiError, apiErrorFrom, shouldRetry, raisesToErrorBoundary } from './apiError';
export { createApiClient, WAITING_ROOM_LIMIT_MS } from './createApiClient';
export type { ApiClient, ApiClientOptions, RequestOptions, FetchInit, FetchResponse } from './createApiClient';
export { PRELOADED_READS_ID, preloadedReadsScript, parsePreloadedReads, createPreloadedFetch, OWN_VIEW_COOKIE, SESSION_COOKIE, ownView, readsArePersonal, FIRST_VIEW_WAIT_ATTRIBUTE, FIRST_VIEW_WAITING_ID, markFirstView, unmarkFirstView } from './preloaded';
export type { OwnView, PreloadedReads } from './preloaded';
export {
  fetchClient,
  fetchVenues,
  fetchVenue,
  fetchFooterHtml,
  fetchTheme,
  keyVenuesBySlug,
  dropNullFields,
  MaintenanceError,
} from './shell.api';
export type { Client, Venue } from './shell.api';
export {
  fetchCheckoutCart,
  clearCheckoutCart,
  addToCheckoutCart,
  removeFromCheckoutCart,
  updateCheckoutCartItem,
  userCartItemsBody,
  addUserCartItems,
  removeUserCartItem,
  removeCartBenefit,
  removeCartPackage,
  applyCartPackage,
  applyCartDiscount,
  removeCartDiscount,
  applyCredits,
} from './cart.api';
export type {
  CallOptions,
  Cart,
  CheckoutCartAddInput,
  CheckoutCartRemoveInput,
  CartItemUpdateInput,
  BasketItemInput,
  UserCartRef,
  UserCart,
  CartRemovalContext,
  CreditsApplyInput,
} from './cart.api';
export {
  fetchCheckoutPrepare,
  authoriseCheckout,
  completeCheckout,
  completedOrderId,
  payFrontOfHouse,
  prepareSession,
  createSessionPayment,
  completeSession,
  completeSca,
} from './checkout.api';
export type {
  PaymentInput,
  CheckoutPrepare,
  CheckoutAuthoriseInput,
  CheckoutAuthorisation,
  CheckoutCompleteInput,
  CheckoutCompletion,
  FrontOfHousePayInput,
  SessionPrepareInput,
  PreparedPaymentSession,
  SessionPaymentInput,
  SessionPaymentResult,
  ScaCompletionInput,
  ScaCompletion,
} from './checkout.api';
export { fetchOrder, fetchOrders, createCheckoutLink, fetchCheckoutLink } from './checkout.api';
export type { Order, CheckoutLink } from './checkout.api';
export {
  fetchCourses,
  fetchCourse,
  fetchCamps,
  fetchCamp,
  fetchCampBySlug,
  fetchCourseBySlug,
  fetchRestriction,
  fetchPackagePromotion,
  fetchPreviousAttendees,
  submitQuestionWaivers,
  submitCartQuestionAnswers,
  questionAnswersPath,
  submitQuestionAnswers,
} from './catalogue.api';
export type {
  CourseFilters,
  Course,
  CampFilters,
  Camp,
  CampDetailInput,
  CourseDetailInput,
  Restriction,
  Package,
  PreviousAttendeesInput,
  QuestionWaiversInput,
  QuestionAnswerInput,
  AnsweredQuestions,
} from './catalogue.api';
export {
  isNumericId,
  cancelBooking,
  fetchBookingBundle,
  cancelBookingBundle,
  fetchBookings,
  fetchBooking,
  bulkUpdateBookings,
  bulkUpdateAttendance,
  waiveNoShow,
  waitlistRequest,
  joinWaitlist,
  leaveWaitlist,
} from './bookings.api';
export type {
  Booking,
  BookingBundle,
  BookingListInput,
  BookingPage,
  BookingGetInput,
  BookingOrBundle,
  BookingBulkUpdateInput,
  BookingBulkAttendanceInput,
  WaitlistTarget,
  WaitlistRequest,
  WaitlistEntry,
} from './bookings.api';
export {
  login,
  logout,
  fetchAuthUser,
  fetchLinkedUsers,
  register,
  requestPasswordReset,
  resetPassword,
  updateUserDetails,
  verifyEmail,
  fetchAccountMemberships,
  fetchAccountFairUse,
  fetchAccountPackages,
  fetchGuestPasses,
  uploadProfilePhoto,
  removeProfilePhoto,
  loginFailureMessage,
  passwordResetFailureMessage,
  redirectAfterLogin,
} from './account.api';
export type { AuthSession, AuthUser, LinkedUser, AccountMembership, AccountPackage, GuestPass, GuestPassOffer } from './account.api';
export {
  fetchVenueActivities,
  fetchActivityDates,
  fetchTimetable,
  fetchSlots,
  fetchTimes,
  fetchActivityClass,
  fetchTickets,
  fetchTicketPrice,
  fetchBookableCategories,
  geocodePlace,
  fetchMapConfig,
} from './activities.api';
export type { Activity, SessionListRequest } from './activities.api';
export { addBasketItems } from './basketAdd.api';
export type { BasketItem } from './basketAdd.api';
export { fetchJoiningVenues, fetchMembershipPlans } from './memberships.api';
export type { MembershipPlan } from './memberships.api';
export { searchStaffCustomers, fetchTill, openTill, closeTill, chargeTerminal } from './till.api';
export type { StaffCustomer, TillSession, TerminalPayment } from './till.api';
export { fetchOccurrences, fetchOccurrence, updateOccurrence, fetchRegister } from './occurrences.api';
export type { OccurrenceListInput, StaffOccurrence, OccurrenceUpdateInput } from './occurrences.api';
export { fetchClosures, createClosure, deleteClosure, fetchVenueLocations } from './closures.api';
export type { VenueClosure, ClosureInput, ClosureCreated } from './closures.api';
export { fetchPaymentSettings, savePaymentSettings, testPaymentConnection } from './paymentSettings.api';
export type { PaymentSettingsInput, TenantPaymentSettings, PaymentConnection } from './paymentSettings.api';
export { fetchBookingPass, fetchOrderPasses, staffCheckIn, kioskCheckIn } from './passes.api';
export type { BookingPass, CheckIn } from './passes.api';
