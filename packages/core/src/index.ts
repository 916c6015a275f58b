// Explicit named exports only (STYLE.md): this file is the package's whole public surface.

export {
  messages,
  messageForStatus,
  extraRemovedMessage,
  extraRemoveFailedMessage,
  unsupportedProviderMessage,
  unsupportedQuestionTypeMessage,
  lengthMessages,
} from './errors/messages';
export { fieldErrorsOf, type PathIssue } from './errors/fieldErrors';
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
export { keyRoots, queryKeys, keysToInvalidate, timetableQueryEnabled } from './queries/queryKeys';
export type { ReloadEvent } from './queries/queryKeys';
export { createCartStore } from './stores/cartStore';
export type { CartStore } from './stores/cartStore';

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

// money/
export {
  formatMoney,
  currencySymbol,
  defaultCurrencySymbol,
  assertMinorUnits,
  addMinor,
  multiplyMinor,
  toMinorUnits,
  toPrice,
} from './money/index';
export type {
  FormatMoneyOptions,
  FormattedPrice,
} from './money/index';

// booking/
export {
  BookableActionKind,
  showableReasons,
  isShowableReason,
  isBookAction,
  occurrenceButton,
  sessionTag,
  isLowAvailability,
  busyMessageFragment,
  isBeforeLocal,
  canonicalLocal,
} from './booking/index';
export type {
  BookableActionValue,
  BookableActionInput,
  OccurrenceButton,
  OccurrenceButtonInput,
  SessionTag,
  SessionTagInput,
  SpotsTone,
  LocalDateTime,
} from './booking/index';

// camps/
export {
  defaultCampBookingType,
  isOccurrencePast,
  isOccurrenceBookable,
  hasBookedSomeIndividual,
  isCampStarted,
  canBuyWhole,
  forcedBookingType,
  effectiveBookingType,
  preselectOnIndividual,
  bookingButtonState,
  weekNumber,
  groupByWeek,
  showWeekHeaders,
  campTotal,
  extraQuantityLimits,
  isValidExtraQuantity,
  clampExtraQuantity,
} from './camps/index';
export type {
  CampBookingType,
  CampOccurrenceInput,
  CampInput,
  BookingHint,
  BookingButtonInput,
  BookingButtonState,
  WeekOccurrenceInput,
  CampWeek,
  CampTotalInput,
  ExtraLine,
} from './camps/index';

// courses/
export {
  isStartedCourse,
  isEndedCourse,
  courseAvailability,
  coursePrice,
  paysProRata,
} from './courses/index';
export type {
  CourseInput,
  CourseAvailability,
  CourseDateTime,
} from './courses/index';

// stepper/
export {
  numberStepper,
  initialNumberStepperState,
  isAcceptedTypedValue,
} from './stepper/index';
export type {
  NumberStepperOptions,
  NumberStepperState,
  NumberStepperEvent,
} from './stepper/index';

// questions/
export {
  questionKind,
  answerKey,
  isEmptyAnswer,
  answerNumber,
  answerNumberList,
  answerDate,
  buildAnswersSchema,
  mapAnswers,
  questionErrors,
  sortQuestionSections,
  orderedQuestions,
} from './questions/index';
export type {
  Question,
  QuestionOption,
  QuestionSection,
  QuestionKind,
  AnswerInput,
  QuestionAnswerPayload,
  QuestionErrors,
} from './questions/index';

// cart/
export {
  isOfflinePaymentMethod,
  requiresTillToOpen,
  addOrReplacePayment,
  removePayment,
  removeItemPayments,
  creditLimit,
  syncCreditPayments,
  totalPaid,
  remainingBalance,
  cartReducer,
  initialCartState,
} from './cart/index';
export type {
  Payment,
  NewPayment,
  PaymentList,
  CreditPot,
  CreditCart,
  CartState,
  CartEvent,
  CartFlags,
} from './cart/index';

// payment/
export {
  paymentReducer,
  paymentTransitions,
  initialPaymentState,
  emptyPaymentSession,
  authorizeOutcome,
  requirePreparation,
  requireCreatedTransaction,
  requireTransactionId,
  resolveProvider,
  PaymentError,
  paymentErrorMessage,
  isPaidBookingDisabled,
  joinMessages,
  successUrl,
} from './payment/index';
export type {
  PaymentStatus,
  PaymentSessionState,
  PaymentState,
  PaymentEvent,
  AuthorizeResponse,
  AuthorizeOutcome,
  PreparedSession,
  ProviderStage,
  PaymentStage,
  CompletionTarget,
} from './payment/index';

// api/cart.api
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
  applyCredits,
} from './api/cart.api';
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
} from './api/cart.api';

// api/checkout.api
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
} from './api/checkout.api';
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
} from './api/checkout.api';

// api/catalogue.api
export {
  fetchCourses,
  fetchCourse,
  fetchCamps,
  fetchCamp,
  fetchRestriction,
  fetchPackagePromotion,
  fetchPreviousAttendees,
  submitQuestionWaivers,
  submitCartQuestionAnswers,
  questionAnswersPath,
  submitQuestionAnswers,
} from './api/catalogue.api';
export type {
  CourseFilters,
  Course,
  CampFilters,
  Camp,
  Restriction,
  Package,
  PreviousAttendeesInput,
  QuestionWaiversInput,
  QuestionAnswerInput,
  AnsweredQuestions,
} from './api/catalogue.api';

// api/bookings.api
export {
  isNumericId,
  cancelBooking,
  fetchBookings,
  fetchBooking,
  bulkUpdateBookings,
  bulkUpdateAttendance,
  waitlistRequest,
  joinWaitlist,
  leaveWaitlist,
} from './api/bookings.api';
export type {
  Booking,
  BookingListInput,
  BookingPage,
  BookingGetInput,
  BookingOrBundle,
  BookingBulkUpdateInput,
  BookingBulkAttendanceInput,
  WaitlistTarget,
  WaitlistRequest,
  WaitlistEntry,
} from './api/bookings.api';

// queries/cartQueries
export {
  invalidateKeys,
  toastErrorMessage,
  cartKeys,
  cartQueries,
  cartMutations,
} from './queries/cartQueries';
export type {
  QueryInvalidator,
  CartQueryOptions,
  CartMutationOptions,
  CartItemUpdateVariables,
  CartRemovalVariables,
} from './queries/cartQueries';

// queries/checkoutQueries
export {
  checkoutKeys,
  checkoutQueries,
  checkoutMutations,
} from './queries/checkoutQueries';
export type {
  CheckoutQueryOptions,
  ScaCompletionVariables,
} from './queries/checkoutQueries';

// queries/catalogueQueries
export {
  catalogueKeys,
  catalogueQueries,
  catalogueMutations,
} from './queries/catalogueQueries';
export type {
  CartAnswersVariables,
  ItemAnswersVariables,
} from './queries/catalogueQueries';

// queries/bookingQueries
export {
  bookingKeys,
  bookingQueries,
  bookingChangedKeys,
  bookingMutations,
} from './queries/bookingQueries';

// ── accounts (issue 5): exports of the accounts feature go below this line ──
export {
  login,
  logout,
  fetchAuthUser,
  fetchLinkedUsers,
  register,
  requestPasswordReset,
  resetPassword,
  loginFailureMessage,
  passwordResetFailureMessage,
  redirectAfterLogin,
} from './api/account.api';
export type { AuthSession, AuthUser, LinkedUser } from './api/account.api';
export { accountQueries, accountMutations, SESSION_POLL_MS, LOGIN_DELAY_MS } from './queries/accountQueries';
export type { Sleep } from './queries/accountQueries';
export {
  createSessionStore,
  loginReducer,
  dispatchLogin,
  signOut,
  selectUser,
  syncFromStorage,
  applyTokenParam,
  bookingForOptions,
  showsBookingFor,
  actingForId,
  sessionStorageKeys,
} from './stores/sessionStore';
export type { KeyValueStorage, LoginStatus, LoginEvent, SessionState, SessionStore, BookingForOption } from './stores/sessionStore';
export {
  newPasswordSchema,
  termsNotAcceptedMessage,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  registerFormDefaults,
  registerFormSchema,
  toRegisterFields,
} from './contract/user';
export type { ResetPasswordBody, RegisterFormValues, RegisterTextField, RegisterTickField, RegisterField } from './contract/user';

// ── browse (issue 4): exports of the browse feature go below this line ──
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
  addBasketItems,
} from './api/activities.api';
export type { Activity, SessionListRequest, BasketItem } from './api/activities.api';
export { activityQueries, activityMutations } from './queries/activityQueries';
export type { SessionListParams, BasketTarget } from './queries/activityQueries';
export {
  toBrowseSession,
  toBrowseSessions,
  defaultTimetableFilters,
  matchesTimetableFilters,
  filterableSession,
  filterSessions,
  activeFilterCount,
  timetableFilterOptions,
  timeRangeOptions,
  dateStrip,
  sessionListKind,
} from './browse/index';
export type {
  OccurrenceSummary,
  BrowseListItem,
  BrowseSession,
  TimetableFilterState,
  FilterableSession,
  DateStrip,
  DateStripDay,
  SessionListKind,
} from './browse/index';
export {
  occurrenceObjectSchema,
  occurrenceSummarySchema,
  timetableClassSchema,
  browseSlotSchema,
  browseTimeSchema,
  activitySessionsQuerySchema,
  activitySlotsFilterQuerySchema,
  actionsToShowSchema,
  sessionFilterQueryShape,
  timeRangeInOrder,
  geocodeQuerySchema,
  geocodeResultSchema,
  geocodeResponseSchema,
  geocodeNotFoundMessage,
  mapConfigSchema,
  mapConfigResponseSchema,
} from './contract/index';
export type {
  OccurrenceSummaryWire,
  TimetableClassWire,
  BrowseSlotWire,
  BrowseTimeWire,
  ActivitySessionsQuery,
  ActivitySlotsFilterQuery,
  ActionsToShow,
  GeocodeQuery,
  GeocodeResult,
  MapConfigWire,
} from './contract/index';

// contract/
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
  maintenanceBodySchema,
  maintenanceResponseSchema,
  adminTokenHeader,
  MAX_UINT32,
  MAX_DB_INT,
  MAX_ID_LENGTH,
  findNulPath,
  nulMessage,
  requiredError,
  discriminatorError,
  intBetween,
  textBetween,
  lengthOf,
  idSchema,
  entityIdSchema,
  uuidSchema,
  dateTimeSchema,
  dateSchema,
  timeOfDaySchema,
  zonedDateTimeSchema,
  namedRefSchema,
  bookingTypes,
  bookingTypeSchema,
  sourceSchema,
  anySourceSchema,
  messageResponseSchema,
  queryNumber,
  queryBoolean,
  queryList,
  selectedUserIdQuery,
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  paginationMetaSchema,
  sortingMetaSchema,
  listMetaSchema,
  paginatedEnvelope,
  paginationQuerySchema,
  paginationMetaFor,
  tenderTypes,
  tenderTypeSchema,
  offlinePaymentMethods,
  customerAccountOnline,
  paymentSchema,
  paymentsSchema,
  paymentProviderSchema,
  paymentSessionSchema,
  checkoutPrepareQuerySchema,
  checkoutPrepareResponseSchema,
  checkoutAuthoriseBodySchema,
  checkoutErrorSchema,
  checkoutAuthoriseResponseSchema,
  checkoutCompleteBodySchema,
  checkoutCompleteResultSchema,
  checkoutCompleteResponseSchema,
  frontOfHousePayBodySchema,
  sessionPrepareBodySchema,
  sessionPrepareResponseSchema,
  sessionPaymentBodySchema,
  sessionPaymentResultSchema,
  sessionPaymentResponseSchema,
  transactionParamsSchema,
  scaCompletionBodySchema,
  scaCompletionResponseSchema,
  questionTypes,
  questionTypeSchema,
  questionOptionSchema,
  customQuestionSchema,
  customQuestionSectionSchema,
  answerValueSchema,
  customQuestionAnswerSchema,
  answeredQuestionSchema,
  answeredQuestionSectionSchema,
  questionAnswersBodySchema,
  cartQuestionsParamsSchema,
  questionAnswersParamsSchema,
  questionAnswersResponseSchema,
  restrictionTypes,
  restrictionTypeSchema,
  restrictionRefSchema,
  restrictionAgreementSchema,
  restrictionSchema,
  restrictionListQuerySchema,
  restrictionListResponseSchema,
  restrictionParamsSchema,
  restrictionResponseSchema,
  previousAttendeeSchema,
  previousAttendeesQuerySchema,
  previousAttendeesParamsSchema,
  previousAttendeesResponseSchema,
  questionWaiverSchema,
  questionWaiversBodySchema,
  questionWaiversResponseSchema,
  pricingOptionIdSchema,
  pricingOptionRefSchema,
  extraSchema,
  extraSelectionSchema,
  MAX_EXTRA_QUANTITY,
  ticketSchema,
  occurrenceIdSchema,
  occurrenceStatusSchema,
  bookingStatuses,
  bookingStatusSchema,
  bookableActions,
  bookableActionSchema,
  capacityCountsSchema,
  occurrenceCapacitySchema,
  occurrenceLocationSchema,
  occurrenceRestrictionsSchema,
  clashSchema,
  blockBookingInformationSchema,
  occurrenceWaitlistSchema,
  occurrenceSchema,
  occurrenceDisplayLocation,
  occurrenceParamsSchema,
  occurrenceResponseSchema,
  occurrenceListResponseSchema,
  occurrenceDeleteReasons,
  occurrenceDeleteReasonSchema,
  MAX_DURATION_MINUTES,
  capacityUpdateSchema,
  occurrenceUpdateSchema,
  occurrenceUpdateBodySchema,
  activityLocationSchema,
  activitySchema,
  activityClassSchema,
  slotSchema,
  fastTicketTimeSchema,
  sessionItemSchema,
  activityCategoryParamsSchema,
  venueActivityParamsSchema,
  activityTicketsParamsSchema,
  activityDatesResponseSchema,
  activityDateQuerySchema,
  activitySlotsQuerySchema,
  activityTimesResponseSchema,
  activityTimetableResponseSchema,
  activityClassParamsSchema,
  activityClassResponseSchema,
  activitySlotsResponseSchema,
  venueCategoriesParamsSchema,
  venueCategoriesResponseSchema,
  activityTicketsResponseSchema,
  ticketPriceParamsSchema,
  ticketPriceBodySchema,
  ticketPriceResponseSchema,
  categorySummarySchema,
  categoryInUseSchema,
  categorySchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  bookableCategoriesParamsSchema,
  categoryBodySchema,
  categoryBodyWithFacts,
  campPricingOptionAvailabilitySchema,
  campSchema,
  campListResponseSchema,
  campParamsSchema,
  campResponseSchema,
  campDetailQuerySchema,
  courseSchema,
  courseListResponseSchema,
  courseParamsSchema,
  courseResponseSchema,
  courseDetailQuerySchema,
  packageExpirySchema,
  packageContentsSchema,
  packageSchema,
  packagePromotionParamsSchema,
  packageResponseSchema,
  cutOffActions,
  cutOffActionSchema,
  cancellationInfoSchema,
  bookingCategorySchema,
  bookingBundleContextSchema,
  bookingSchema,
  bookingBundleSchema,
  bookingOrBundleResponseSchema,
  bookingResponseSchema,
  cancellationSources,
  cancellationSourceSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingParamsSchema,
  bookingGetQuerySchema,
  bookingCancelQuerySchema,
  bookingBulkUpdateBodySchema,
  attendanceStatusSchema,
  bookingBulkAttendanceBodySchema,
  bookingBulkResponseSchema,
  waitlistEntrySchema,
  waitlistItemSchema,
  waitlistMembersParamsSchema,
  waitlistJoinBodySchema,
  waitlistAddBodySchema,
  waitlistJoinResponseSchema,
  waitlistMemberParamsSchema,
  waitlistRemoveParamsSchema,
  waitlistLeaveResponseSchema,
  waitlistListQuerySchema,
  waitlistListResponseSchema,
  linkedUserRelationships,
  linkedUserRelationshipSchema,
  linkedUserSchema,
  userAddressSchema,
  marketingOptInsSchema,
  membershipUserSchema,
  userSchema,
  loginBodySchema,
  authSessionSchema,
  loginResponseSchema,
  logoutResponseSchema,
  authUserResponseSchema,
  userParamsSchema,
  linkedUsersResponseSchema,
  linkUserBodySchema,
  linkUserResponseSchema,
  onboardingDataFieldsSchema,
  registerBodySchema,
  registerQuerySchema,
  forgottenPasswordBodySchema,
  forgottenPasswordResponseSchema,
  cartableTypes,
  cartableTypeSchema,
  cartItemPriceSchema,
  cartableResourceSchema,
  cartChildItemSchema,
  cartItemSchema,
  cartTotalsSchema,
  creditTypeSchema,
  cartCreditSchema,
  cartSchema,
  cartLineItemSchema,
  userCartSchema,
  purchasableTypes,
  purchasableTypeSchema,
  cartItemMessages,
  basketItemPayloadSchema,
  legacyAddItemSchema,
  checkoutCartQuerySchema,
  cartResponseSchema,
  checkoutCartAddBodySchema,
  checkoutCartRemoveQuerySchema,
  checkoutCartRemoveBodySchema,
  cartItemParamsSchema,
  cartItemUpdateBodySchema,
  userCartParamsSchema,
  userCartItemParamsSchema,
  userCartItemsBodySchema,
  activityBookingAddBodySchema,
  userCartResponseSchema,
  cartListQuerySchema,
  cartListResponseSchema,
  cartBenefitRemovalQuerySchema,
  creditsApplyBodySchema,
  orderStatusSchema,
  refundStatusSchema,
  orderLineItemSchema,
  orderSchema,
  orderParamsSchema,
  orderResponseSchema,
  filterDateTimeSchema,
  activityFilterQuerySchema,
  campListQuerySchema,
  courseListQuerySchema,
  eventFilterQuerySchema,
  clashingFilterSchema,
  occurrenceListQuerySchema,
  DEFAULT_SEARCH_RADIUS,
  MAX_SEARCH_RADIUS,
  venueSearchQuerySchema,
  timetableFiltersSchema,
} from './contract/index';
export type {
  Price,
  ErrorBody,
  ThemeWire,
  Theme,
  ClientWire,
  VenueWire,
  MaintenanceBody,
  ZonedDateTime,
  NamedRef,
  BookingType,
  Source,
  AnySource,
  PaginationMeta,
  SortingMeta,
  ListMeta,
  PaginationQuery,
  PaginationQueryInput,
  TenderType,
  PaymentWire,
  PaymentSession,
  CheckoutAuthoriseBody,
  CheckoutCompleteBody,
  FrontOfHousePayBody,
  SessionPaymentBody,
  QuestionType,
  CustomQuestion,
  CustomQuestionSection,
  AnswerValue,
  CustomQuestionAnswer,
  AnsweredQuestion,
  QuestionAnswersBody,
  RestrictionType,
  RestrictionRef,
  RestrictionWire,
  RestrictionListQuery,
  RestrictionListQueryInput,
  PreviousAttendee,
  QuestionWaiver,
  QuestionWaiversBody,
  PricingOptionRef,
  Extra,
  ExtraSelection,
  TicketWire,
  BookingStatus,
  BookableAction,
  OccurrenceCapacity,
  Clash,
  OccurrenceWire,
  OccurrenceDeleteReason,
  CapacityUpdate,
  OccurrenceUpdate,
  OccurrenceUpdateBody,
  ActivityWire,
  ActivityClass,
  Slot,
  FastTicketTime,
  SessionItem,
  TicketPriceBody,
  CategorySummary,
  CategoryWire,
  CategoryListQuery,
  CategoryBody,
  CategoryBodyInput,
  CategoryFacts,
  CampWire,
  CampDetailQuery,
  CourseWire,
  CourseDetailQuery,
  PackageWire,
  CutOffAction,
  CancellationInfo,
  BookingWire,
  BookingBundleWire,
  CancellationSource,
  BookingListQuery,
  BookingListQueryInput,
  BookingBulkUpdateBody,
  BookingBulkAttendanceBody,
  WaitlistEntryWire,
  WaitlistItem,
  WaitlistJoinBody,
  WaitlistAddBody,
  LinkedUserWire,
  UserAddress,
  UserWire,
  LoginBody,
  LinkUserBody,
  OnboardingDataFields,
  RegisterBody,
  ForgottenPasswordBody,
  CartableType,
  CartItemWire,
  CartTotals,
  CartWire,
  CartLineItem,
  UserCartWire,
  PurchasableType,
  BasketItemPayload,
  BasketItemPayloadInput,
  LegacyAddItem,
  CheckoutCartAddBody,
  CartItemUpdateBody,
  UserCartItemsBody,
  CreditsApplyBody,
  OrderLineItem,
  OrderWire,
  ActivityFilterQuery,
  CampListQuery,
  CourseListQuery,
  CourseListQueryInput,
  EventFilterQuery,
  OccurrenceListQuery,
  OccurrenceListQueryInput,
  VenueSearchQuery,
  VenueSearchQueryInput,
  TimetableFilters,
} from './contract/index';

// ── checkout (issue 6): exports of the basket and checkout feature go below this line ──
export { cartTotals, lineTotal, maxApplicableCredit, paymentCoverProblem, paymentCoverMessages, channelTenders } from './cart/index';
export type { PricedLine, CartTotalsValue, PaymentCoverProblem, PaymentChannel } from './cart/index';
export { fetchOrder, createCheckoutLink, fetchCheckoutLink } from './api/checkout.api';
export type { Order, CheckoutLink } from './api/checkout.api';
export { checkoutLinkCreateBodySchema, checkoutLinkParamsSchema, checkoutLinkSchema, checkoutLinkResponseSchema } from './contract/index';
export { basketCards, toBasketCard, dateRange as basketDateRange } from './cart/index';
export type { BasketCard, BasketCardKind, BasketCardSession, BasketCartItem } from './cart/index';

// ── booking cancellation (issue 4): the credit cut-off rule the server applies ──
export { cancellationInfo, cancellationMessages, awardsCredit, creditCutOff, CREDIT_CUT_OFF_HOURS } from './booking/index';
export type { CancellationFacts } from './booking/index';
