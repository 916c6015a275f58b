export { priceSchema, dataEnvelope, errorBodySchema, slugSchema, waitingRoomPlaceSchema } from './common';
export type { Price, ErrorBody, WaitingRoomPlace } from './common';
export { fontChoices, themeWireSchema, themeResponseSchema, themeQuerySchema } from './theme';
export type { ThemeWire, Theme } from './theme';
export { clientSchema, clientConfigSchema, clientResponseSchema } from './client';
export type { ClientWire } from './client';
export {
  openingTimeSchema,
  coordinatesSchema,
  venueSchema,
  venuesResponseSchema,
  venueResponseSchema,
  venueParamsSchema,
  footerQuerySchema,
  footerResponseSchema,
  healthResponseSchema,
} from './venue';
export type { VenueWire } from './venue';
export {
  tagManagerIdSchema, maintenanceBodySchema, maintenanceResponseSchema, adminTokenHeader, operatorSettingsBodySchema, operatorSettingsResponseSchema,
  parkedEventSchema, parkedEventsResponseSchema, parkedEventParamsSchema, parkedEventReleasedResponseSchema,
} from './admin';
export type { OperatorSettingsBody } from './admin';
export type { MaintenanceBody, ParkedEventWire } from './admin';
export {
  MAX_UINT32, MAX_DB_INT, MAX_ID_LENGTH, findNulPath, nulMessage, requiredError, discriminatorError, intBetween, textBetween, lengthOf, idSchema, parseRecordId, entityIdSchema,
  uuidSchema, dateTimeSchema, dateSchema, timeOfDaySchema, zonedDateTimeSchema, namedRefSchema, bookingTypes,
  bookingTypeSchema, sourceSchema, anySourceSchema, messageResponseSchema, queryNumber, queryBoolean, queryList,
  selectedUserIdQuery,
} from './fields';
export type { ZonedDateTime, NamedRef, BookingType, Source, AnySource } from './fields';
export { MAX_NESTING_DEPTH, nestingMessage, nestingDepth, nestsTooDeeply } from './nesting';
export {
  DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE, paginationMetaSchema, sortingMetaSchema, listMetaSchema,
  paginatedEnvelope, paginationQuerySchema, paginationMetaFor,
} from './pagination';
export type { PaginationMeta, SortingMeta, ListMeta, PaginationQuery, PaginationQueryInput } from './pagination';
export {
  tenderTypes, tenderTypeSchema, offlinePaymentMethods, customerAccountOnline, paymentSchema, paymentsSchema,
  paymentProviderSchema, paymentSessionSchema,
} from './payment';
export type { TenderType, PaymentWire, PaymentSession } from './payment';
export {
  checkoutPrepareQuerySchema, checkoutPrepareResponseSchema, checkoutAuthoriseBodySchema, checkoutErrorSchema,
  checkoutAuthoriseResponseSchema, checkoutCompleteBodySchema, checkoutCompleteResultSchema,
  checkoutCompleteResponseSchema, frontOfHousePayBodySchema, sessionPrepareBodySchema, sessionPrepareResponseSchema,
  sessionPaymentBodySchema, sessionPaymentResultSchema, sessionPaymentResponseSchema, transactionParamsSchema,
  scaCompletionBodySchema, scaCompletionResponseSchema, checkoutLinkCreateBodySchema, checkoutLinkParamsSchema,
  checkoutLinkSchema, checkoutLinkResponseSchema, encryptedCardSchema, browserInfoSchema,
} from './checkout';
export type { CheckoutAuthoriseBody, CheckoutCompleteBody, FrontOfHousePayBody, SessionPaymentBody, EncryptedCard, BrowserInfo } from './checkout';
export {
  questionTypes, questionTypeSchema, questionOptionSchema, customQuestionSchema, customQuestionSectionSchema,
  answerValueSchema, customQuestionAnswerSchema, answeredQuestionSchema, answeredQuestionSectionSchema,
  questionAnswersBodySchema, cartQuestionsParamsSchema, questionAnswersParamsSchema, questionAnswersResponseSchema,
} from './question';
export type {
  QuestionType, CustomQuestion, CustomQuestionSection, AnswerValue, CustomQuestionAnswer, AnsweredQuestion,
  QuestionAnswersBody,
} from './question';
export {
  restrictionTypes, restrictionTypeSchema, restrictionRefSchema, restrictionAgreementSchema, restrictionSchema,
  restrictionListQuerySchema, restrictionListResponseSchema, restrictionParamsSchema, restrictionResponseSchema,
  previousAnswerSchema, previousAttendeeSchema, previousAttendeesQuerySchema, previousAttendeesParamsSchema,
  previousAttendeesResponseSchema, questionWaiverSchema, questionWaiversBodySchema, questionWaiversResponseSchema,
} from './restriction';
export type {
  RestrictionType, RestrictionRef, RestrictionWire, RestrictionListQuery, RestrictionListQueryInput,
  PreviousAnswer, PreviousAttendee, QuestionWaiver, QuestionWaiversBody,
} from './restriction';
export {
  pricingOptionIdSchema, pricingOptionRefSchema, extraSchema, extraSelectionSchema, MAX_EXTRA_QUANTITY,
} from './pricingOption';
export type { PricingOptionRef, Extra, ExtraSelection } from './pricingOption';
export { ticketSchema } from './ticket';
export type { TicketWire } from './ticket';
export {
  occurrenceIdSchema, parseOccurrenceKey, occurrenceStatusSchema, bookingStatuses, bookingStatusSchema, bookableActions,
  bookableActionSchema, capacityCountsSchema, occurrenceCapacitySchema, occurrenceLocationSchema,
  occurrenceRestrictionsSchema, clashSchema, blockBookingInformationSchema, occurrenceWaitlistSchema,
  occurrenceSchema, occurrenceDisplayLocation, occurrenceParamsSchema, occurrenceResponseSchema,
  occurrenceListResponseSchema,
} from './occurrence';
export type { BookingStatus, BookableAction, OccurrenceCapacity, Clash, OccurrenceWire, BlockBookingInformation } from './occurrence';
export {
  occurrenceDeleteReasons, occurrenceDeleteReasonSchema, MAX_DURATION_MINUTES, capacityUpdateSchema,
  occurrenceUpdateSchema, occurrenceUpdateBodySchema,
} from './occurrenceUpdate';
export type {
  OccurrenceDeleteReason, CapacityUpdate, OccurrenceUpdate, OccurrenceUpdateBody,
} from './occurrenceUpdate';
export {
  activityLocationSchema, activitySchema, activityClassSchema, slotSchema, fastTicketTimeSchema, sessionItemSchema,
  activityCategoryParamsSchema, venueActivityParamsSchema, activityTicketsParamsSchema, activityDatesResponseSchema,
  activityDateQuerySchema, activitySlotsQuerySchema, activityTimesResponseSchema, activityTimetableResponseSchema,
  activityClassParamsSchema, activityClassResponseSchema, activitySlotsResponseSchema, venueCategoriesParamsSchema,
  venueCategoriesResponseSchema, activityTicketsResponseSchema, ticketPriceParamsSchema, ticketPriceBodySchema,
  ticketPriceResponseSchema,
} from './activity';
export type { ActivityWire, ActivityClass, Slot, FastTicketTime, SessionItem, TicketPriceBody } from './activity';
export {
  categorySummarySchema, categoryInUseSchema, categorySchema, categoryListQuerySchema, categoryListResponseSchema,
  categoryResponseSchema, bookableCategoriesParamsSchema, categoryBodySchema, categoryBodyWithFacts, categoryParamsSchema,
} from './category';
export type {
  CategorySummary, CategoryWire, CategoryListQuery, CategoryBody, CategoryBodyInput, CategoryFacts,
} from './category';
export {
  campPricingOptionAvailabilitySchema, campSchema, campListResponseSchema, campParamsSchema, campResponseSchema,
  campDetailQuerySchema,
} from './camp';
export type { CampWire, CampDetailQuery } from './camp';
export {
  courseSchema, courseListResponseSchema, courseParamsSchema, courseResponseSchema, courseDetailQuerySchema,
} from './course';
export type { CourseWire, CourseDetailQuery } from './course';
export {
  packageExpirySchema, packageContentsSchema, packageSchema, packagePromotionParamsSchema, packageResponseSchema,
} from './package';
export type { PackageWire } from './package';
export {
  cutOffActions, cutOffActionSchema, cancellationInfoSchema, bookingCategorySchema, bookingBundleContextSchema,
  bookingSchema, bookingBundleSchema, bookingOrBundleResponseSchema, bookingResponseSchema, bookingBundleResponseSchema, noShowWaiverSchema,
} from './booking';
export type { CutOffAction, CancellationInfo, BookingWire, BookingBundleWire, NoShowWaiverWire } from './booking';
export {
  cancellationSources, cancellationSourceSchema, bookingListQuerySchema, bookingListResponseSchema,
  bookingParamsSchema, bookingGetQuerySchema, bookingCancelQuerySchema, bookingBundleParamsSchema, bookingBulkUpdateBodySchema, MAX_BULK_BOOKINGS,
  attendanceStatusSchema, bookingBulkAttendanceBodySchema, bookingBulkResponseSchema, noShowWaiverBodySchema,
} from './bookingRequests';
export type {
  CancellationSource, BookingListQuery, BookingListQueryInput, BookingBulkUpdateBody, BookingBulkAttendanceBody, NoShowWaiverBody,
} from './bookingRequests';
export {
  waitlistEntrySchema, waitlistItemSchema, waitlistMembersParamsSchema, waitlistJoinBodySchema,
  waitlistAddBodySchema, waitlistJoinResponseSchema, waitlistMemberParamsSchema, waitlistRemoveParamsSchema,
  waitlistLeaveResponseSchema, waitlistListQuerySchema, waitlistListResponseSchema,
  programmeWaitlistParamsSchema, programmeWaitlistMemberParamsSchema,
} from './waitlist';
export type { WaitlistEntryWire, WaitlistItem, WaitlistJoinBody, WaitlistAddBody } from './waitlist';
export {
  linkedUserRelationships, linkedUserRelationshipSchema, linkedUserSchema, userAddressSchema, marketingOptInsSchema,
  membershipUserSchema, userSchema, loginBodySchema, authSessionSchema, loginResponseSchema, logoutResponseSchema,
  authUserResponseSchema, userParamsSchema, linkedUsersResponseSchema, linkUserBodySchema, linkUserResponseSchema,
  onboardingDataFieldsSchema, registerBodySchema, registerQuerySchema, forgottenPasswordBodySchema,
  forgottenPasswordResponseSchema, newPasswordSchema, termsNotAcceptedMessage, resetPasswordBodySchema,
  resetPasswordResponseSchema, registerFormDefaults, registerFormSchema, toRegisterFields, userDetailsBodySchema,
  userDetailsResponseSchema, verifyEmailBodySchema, verifyEmailResponseSchema, userDetailsFormValues, toUserDetailsBody,
  userDetailsFormSchema, profilePhotoBodySchema,
} from './user';
export type {
  LinkedUserWire, LinkedUserRelationship, UserAddress, UserWire, LoginBody, LinkUserBody, OnboardingDataFields, RegisterBody,
  ForgottenPasswordBody, ResetPasswordBody, RegisterFormValues, RegisterTextField, RegisterTickField, RegisterField,
  UserDetailsBody, VerifyEmailBody, UserDetailsFormValues, UserDetailsSource, ProfilePhotoBody,
} from './user';
export {
  cartableTypes, cartableTypeSchema, cartItemPriceSchema, cartableResourceSchema, cartChildItemSchema,
  cartItemSchema, cartTotalsSchema, creditTypeSchema, cartCreditSchema, cartSchema, cartLineItemSchema,
  userCartSchema,
} from './cart';
export type { CartableType, CartItemWire, CartTotals, CartWire, CartLineItem, UserCartWire } from './cart';
export {
  purchasableTypes, purchasableTypeSchema, cartItemMessages, basketItemPayloadSchema, legacyAddItemSchema,
} from './cartItemPayload';
export type { PurchasableType, BasketItemPayload, BasketItemPayloadInput, LegacyAddItem } from './cartItemPayload';
export {
  checkoutCartQuerySchema, cartResponseSchema, checkoutCartAddBodySchema, checkoutCartRemoveQuerySchema,
  checkoutCartRemoveBodySchema, cartItemParamsSchema, cartItemUpdateBodySchema, userCartParamsSchema, cartDiscountBodySchema,
  userCartItemParamsSchema, userCartItemsBodySchema, activityBookingAddBodySchema, userCartResponseSchema,
  cartListQuerySchema, cartListResponseSchema, cartWayRemovalParamsSchema, cartBenefitRemovalQuerySchema, creditsApplyBodySchema,
} from './cartRequests';
export type { CheckoutCartAddBody, CartItemUpdateBody, UserCartItemsBody, CreditsApplyBody, CartDiscountBody } from './cartRequests';
export {
  orderStatusSchema, refundStatusSchema, orderLineItemSchema, orderSchema, orderParamsSchema, orderResponseSchema,
  orderListQuerySchema, orderListResponseSchema,
} from './order';
export type { OrderLineItem, OrderWire, OrderListQueryInput } from './order';
export {
  filterDateTimeSchema, activityFilterQuerySchema, campListQuerySchema, courseListQuerySchema,
  eventFilterQuerySchema, clashingFilterSchema, occurrenceListQuerySchema, DEFAULT_SEARCH_RADIUS, MAX_SEARCH_RADIUS,
  venueSearchQuerySchema, timetableFiltersSchema,
} from './filters';
export type {
  ActivityFilterQuery, CampListQuery, CourseListQuery, CourseListQueryInput, EventFilterQuery, OccurrenceListQuery,
  OccurrenceListQueryInput, VenueSearchQuery, VenueSearchQueryInput, TimetableFilters,
} from './filters';
// ── browse ──
export { occurrenceObjectSchema, occurrenceSummarySchema } from './occurrence';
export type { OccurrenceSummaryWire } from './occurrence';
export {
  timetableClassSchema, browseSlotSchema, browseTimeSchema, activitySessionsQuerySchema, activitySlotsFilterQuerySchema,
} from './activity';
export type { TimetableClassWire, BrowseSlotWire, BrowseTimeWire, ActivitySessionsQuery, ActivitySlotsFilterQuery } from './activity';
export { actionsToShowSchema, sessionFilterQueryShape, timeRangeInOrder } from './filters';
export type { ActionsToShow } from './filters';
export {
  geocodeQuerySchema, geocodeResultSchema, geocodeResponseSchema, geocodeNotFoundMessage, mapConfigSchema,
  mapConfigResponseSchema,
} from './geocode';
export type { GeocodeQuery, GeocodeResult, MapConfigWire } from './geocode';
export {
  membershipStates, packageStates, guestPassStates, accountMembershipSchema, accountMembershipsResponseSchema,
  accountPackageSchema, accountPackagesResponseSchema, guestPassSchema, guestPassesResponseSchema, guestPassOfferSchema,
  accountFairUseSchema, accountFairUseResponseSchema,
} from './accountProducts';
export type {
  MembershipState, PackageState, GuestPassState, AccountMembershipWire, AccountPackageWire, GuestPassWire, GuestPassOfferWire, AccountFairUseWire,
} from './accountProducts';
export {
  membershipLengthSchema, membershipDiscountSchema, membershipPlanSchema, membershipPlansResponseSchema, membershipPlansQuerySchema,
} from './membershipPlans';
export type { MembershipPlanWire, MembershipPlansQuery } from './membershipPlans';
export {
  MAX_TILL_AMOUNT, staffCustomerSearchQuerySchema, staffCustomerSchema, staffCustomersResponseSchema, tillSessionSchema,
  tillResponseSchema, tillOpenBodySchema, tillCloseBodySchema, tillSessionResponseSchema, terminalChargeBodySchema,
  terminalPaymentSchema, terminalPaymentResponseSchema, terminalPaymentIdSchema,
} from './till';
export type { StaffCustomerWire, TillSessionWire, TerminalPaymentWire } from './till';
export {
  integrationEventTypes, integrationEventTypeSchema, integrationSchema, webhookUrlSchema, integrationCreateBodySchema,
  integrationCreatedResponseSchema, integrationListResponseSchema, integrationParamsSchema, integrationDeliverySchema,
  integrationDeliveriesResponseSchema,
} from './integration';
export type { IntegrationEventType, IntegrationWire, IntegrationCreateBody, IntegrationDeliveryWire } from './integration';
export {
  closureSchema, closureBodySchema, closureVenueParamsSchema, closureParamsSchema, closureListResponseSchema,
  closureCreatedResponseSchema, closureDeletedResponseSchema, openingTimesBodySchema, openingTimesUpdatedResponseSchema,
  venueLocationSchema, venueLocationsResponseSchema,
} from './closure';
export type { ClosureWire, ClosureBody, OpeningTimesBody, VenueLocationWire } from './closure';
export { openactiveFeedNames, openactiveFeedParamsSchema, openactiveFeedQuerySchema } from './openactive';
export type { OpenactiveFeedName, OpenactiveFeedQuery } from './openactive';
export {
  bookingPassSchema, bookingPassParamsSchema, bookingPassResponseSchema, orderPassesParamsSchema, orderPassesResponseSchema,
  staffCheckInBodySchema, kioskCheckInBodySchema, checkInSchema, checkInResponseSchema,
} from './pass';
export type { BookingPassWire, StaffCheckInBody, KioskCheckInBody, CheckInWire } from './pass';
export {
  cardProviderNames,
  cardProviderNameSchema,
  adyenSettingsFields,
  paymentModeSchema,
  paymentSettingsBodySchema,
  storedSecretSchema,
  paymentSettingsSchema,
  paymentSettingsResponseSchema,
  paymentConnectionSchema,
  paymentConnectionResponseSchema,
} from './paymentSettings';
export type { CardProviderName, PaymentMode, PaymentSettingsBody, PaymentSettings } from './paymentSettings';
