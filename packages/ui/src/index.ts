// Explicit named exports only (STYLE.md): this file is the package's whole public surface.
export { LinkProvider, useLink, AppLink, DefaultLink } from './link/LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './link/LinkProvider';

export type { NavLinks, ShellNavProps } from './nav/navItems';

export { Header } from './header/Header';
export type { HeaderProps } from './header/Header';
export { SideDrawer } from './side-drawer/SideDrawer';
export type { SideDrawerProps } from './side-drawer/SideDrawer';
export { BasketLink } from './basket-link/BasketLink';
export type { BasketLinkProps } from './basket-link/BasketLink';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link/SkipLink';
export type { SkipLinkProps } from './skip-link/SkipLink';
export { Breadcrumb } from './breadcrumb/Breadcrumb';
export type { BreadcrumbProps, BreadcrumbItem } from './breadcrumb/Breadcrumb';
export { Footer } from './footer/Footer';
export type { FooterProps } from './footer/Footer';
export { Toaster, DEFAULT_TOAST_DURATION_MS } from './toaster/Toaster';
export type { ToasterProps, ToastMessage, ToastTone } from './toaster/Toaster';
export { Spinner } from './spinner/Spinner';
export type { SpinnerProps } from './spinner/Spinner';
export { PageSpinner } from './page-spinner/PageSpinner';
export { StatusPage } from './status-page/StatusPage';
export type { StatusPageProps } from './status-page/StatusPage';
export { NotFoundPage } from './not-found-page/NotFoundPage';
export type { NotFoundPageProps } from './not-found-page/NotFoundPage';
export { MaintenancePage } from './maintenance-page/MaintenancePage';
export { ErrorPage } from './error-page/ErrorPage';
export type { ErrorPageProps } from './error-page/ErrorPage';
export { PlaceholderPage } from './placeholder-page/PlaceholderPage';
export type { PlaceholderPageProps } from './placeholder-page/PlaceholderPage';
export { VenueList } from './venue-list/VenueList';
export type { VenueListProps, VenueSummary } from './venue-list/VenueList';
export { AppLayout } from './app-layout/AppLayout';
export type { AppLayoutProps } from './app-layout/AppLayout';

// ── accounts: account components go below this line ──
export { TextFormField } from './form-field/TextFormField';
export type { TextFormFieldProps } from './form-field/TextFormField';
export { TickFormField } from './form-field/TickFormField';
export type { TickFormFieldProps } from './form-field/TickFormField';
export { AccountPage } from './account-page/AccountPage';
export type { AccountPageProps } from './account-page/AccountPage';
export { LoginForm } from './login-modal/LoginForm';
export type { LoginFormProps, LoginFormStatus, LoginCredentials } from './login-modal/LoginForm';
export { LoginModal } from './login-modal/LoginModal';
export type { LoginModalProps } from './login-modal/LoginModal';
export { RegisterForm } from './register-form/RegisterForm';
export type { RegisterFormProps } from './register-form/RegisterForm';
export { SelectUserBanner } from './select-user-banner/SelectUserBanner';
export type { SelectUserBannerProps, SelectUserOption } from './select-user-banner/SelectUserBanner';
export { ForgottenPasswordForm } from './password-forms/ForgottenPasswordForm';
export type { ForgottenPasswordFormProps } from './password-forms/ForgottenPasswordForm';
export { ResetPasswordForm } from './password-forms/ResetPasswordForm';
export type { ResetPasswordFormProps } from './password-forms/ResetPasswordForm';

// ── browse: browse components go below this line ──
export { SessionCard } from './session-card/SessionCard';
export type { SessionCardProps } from './session-card/SessionCard';
export { SessionTagBadge, tagColour } from './session-card/SessionTagBadge';
export { SessionList } from './session-list/SessionList';
export type { SessionListProps } from './session-list/SessionList';
export { DateStrip } from './date-strip/DateStrip';
export type { DateStripProps, DateStripDayView } from './date-strip/DateStrip';
export { TimetableFilters } from './timetable-filters/TimetableFilters';
export type { TimetableFiltersProps } from './timetable-filters/TimetableFilters';
export { VenueCard } from './venue-card/VenueCard';
export type { VenueCardProps } from './venue-card/VenueCard';
export { VenuePicker } from './venue-picker/VenuePicker';
export type { VenuePickerProps, NearbyStatus } from './venue-picker/VenuePicker';
export { ActivityList } from './activity-list/ActivityList';
export type { ActivityListProps, ActivitySummary } from './activity-list/ActivityList';
export { VenueMap } from './venue-map/VenueMap';
export type { VenueMapProps, MapVenue } from './venue-map/VenueMap';
export { TicketPrices } from './ticket-prices/TicketPrices';
export type { TicketPricesProps, TicketPriceView } from './ticket-prices/TicketPrices';
export { BrowseState } from './browse-state/BrowseState';
export type { BrowseStateProps } from './browse-state/BrowseState';
export { BookingDialog, bookingBlocker } from './booking-dialog/BookingDialog';
export type { BookingDialogProps, BookingTicketView, BookingWaiverView } from './booking-dialog/BookingDialog';
export { ConfirmDialog } from './confirm-dialog/ConfirmDialog';
export type { ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';

export { KioskHome } from './kiosk/KioskHome';
export type { KioskHomeProps } from './kiosk/KioskHome';
export { KioskIdleWarning } from './kiosk/KioskIdleWarning';
export type { KioskIdleWarningProps } from './kiosk/KioskIdleWarning';

// ── checkout: basket, checkout and order confirmation components go below this line ──
export { BasketItemCard } from './basket-item-card/BasketItemCard';
export type { BasketItemCardProps } from './basket-item-card/BasketItemCard';
export type { BasketCardView, BasketCardKind, BasketSessionView, BasketChildItemView } from './basket-item-card/basketCardView';
export { BasketPanel } from './basket-panel/BasketPanel';
export type { BasketPanelProps } from './basket-panel/BasketPanel';
export { CheckoutSummary } from './checkout-summary/CheckoutSummary';
export type { CheckoutSummaryProps, CheckoutCreditView } from './checkout-summary/CheckoutSummary';
export { CardPaymentForm } from './card-payment-form/CardPaymentForm';
export type { CardPaymentFormProps } from './card-payment-form/CardPaymentForm';
export { OrderConfirmation } from './order-confirmation/OrderConfirmation';
export type { OrderConfirmationProps, OrderLineItemView, OrderStatus } from './order-confirmation/OrderConfirmation';
export { CheckoutLayout } from './checkout-layout/CheckoutLayout';
export type { CheckoutLayoutProps } from './checkout-layout/CheckoutLayout';
export { AccountBookingList } from './my-account/AccountBookingList';
export type { AccountBookingListProps, AccountBookingView } from './my-account/AccountBookingList';
export { MyAccountNav } from './my-account/MyAccountNav';
export type { MyAccountNavProps, MyAccountNavItem } from './my-account/MyAccountNav';
export { PaymentList } from './my-account/PaymentList';
export type { PaymentListProps, PaymentView } from './my-account/PaymentList';
export { UserDetails } from './my-account/UserDetails';
export type { UserDetailsProps, DetailView } from './my-account/UserDetails';
export { GuestPassShop } from './my-account/GuestPassShop';
export { ProfilePhotoEditor } from './my-account/ProfilePhotoEditor';
export type { ProfilePhotoEditorProps } from './my-account/ProfilePhotoEditor';
export type { GuestPassShopProps, GuestPassOfferView } from './my-account/GuestPassShop';
export { MembershipPlans } from './membership-plans/MembershipPlans';
export type { MembershipPlansProps, MembershipPlanView } from './membership-plans/MembershipPlans';
export { PackageSummary } from './package-book/PackageSummary';
export type { PackageSummaryProps } from './package-book/PackageSummary';
export { HoldingList } from './my-account/HoldingList';
export type { HoldingListProps, HoldingView, HoldingTone } from './my-account/HoldingList';
export { UserDetailsForm } from './my-account/UserDetailsForm';
export type { UserDetailsFormProps } from './my-account/UserDetailsForm';

// camp and course browse
export { ProgrammeCard } from './camp-browse/ProgrammeCard';
export type { ProgrammeCardProps, ProgrammeCardView } from './camp-browse/ProgrammeCard';
export { ProgrammeList } from './camp-browse/ProgrammeList';
export type { ProgrammeListProps } from './camp-browse/ProgrammeList';
export { ProgrammeCategoryList } from './camp-browse/ProgrammeCategoryList';
export type { ProgrammeCategoryListProps, ProgrammeCategoryView } from './camp-browse/ProgrammeCategoryList';
export { ProgrammeTimetable } from './camp-browse/ProgrammeTimetable';
export type { ProgrammeTimetableProps, ProgrammeTimetableMonthView } from './camp-browse/ProgrammeTimetable';
export { ProgrammeViewSwitch } from './camp-browse/ProgrammeViewSwitch';
export type { ProgrammeViewSwitchProps } from './camp-browse/ProgrammeViewSwitch';
export { ProgrammeDetails } from './camp-browse/ProgrammeDetails';
export type { ProgrammeDetailsProps } from './camp-browse/ProgrammeDetails';
export { SessionsByWeek } from './camp-browse/SessionsByWeek';
export type { SessionsByWeekProps } from './camp-browse/SessionsByWeek';

// ── camp and course booking pages: props in, callbacks out; texts under courses:booking ──
export { QuestionField } from './camp-booking/QuestionField';
export type { QuestionFieldProps } from './camp-booking/QuestionField';
export { QuestionSections } from './camp-booking/QuestionSections';
export type { QuestionSectionsProps, QuestionSectionView, QuestionFieldView } from './camp-booking/QuestionSections';
export { CampDatesSelector } from './camp-booking/CampDatesSelector';
export type { CampDatesSelectorProps, CampSessionOption } from './camp-booking/CampDatesSelector';
export { NumberStepper } from './camp-booking/NumberStepper';
export type { NumberStepperProps } from './camp-booking/NumberStepper';
export { ExtrasList } from './camp-booking/ExtrasList';
export type { ExtrasListProps, ExtraView } from './camp-booking/ExtrasList';
export { WaiverAgreement } from './camp-booking/WaiverAgreement';
export type { WaiverAgreementProps } from './camp-booking/WaiverAgreement';
export { BookingReview } from './camp-booking/BookingReview';
export type { BookingReviewProps, BookingReviewDates, BookingReviewExtra } from './camp-booking/BookingReview';
export { BookingActions } from './camp-booking/BookingActions';
export type { BookingActionsProps, BookingAction } from './camp-booking/BookingActions';
export { BookingSuccessPanel } from './camp-booking/BookingSuccessPanel';
export type { BookingSuccessPanelProps } from './camp-booking/BookingSuccessPanel';
export { BookingPageLayout } from './camp-booking/BookingPageLayout';
export type { BookingPageLayoutProps } from './camp-booking/BookingPageLayout';

// ── staff: the class register ──
export { RegisterSessions } from './staff/RegisterSessions';
export type { RegisterSessionsProps, RegisterSessionView } from './staff/RegisterSessions';
export { RegisterSheet } from './staff/RegisterSheet';
export type { RegisterSheetProps, RegisterAttendeeView } from './staff/RegisterSheet';
export { CancelSessionDialog } from './staff/CancelSessionDialog';
export type { CancelSessionDialogProps } from './staff/CancelSessionDialog';
// ── till: front-of-house components ──
export { TillStatus } from './till/TillStatus';
export type { TillStatusProps, TillSummaryView } from './till/TillStatus';
export { CustomerSearch } from './till/CustomerSearch';
export type { CustomerSearchProps, CustomerResultView, CustomerServingView } from './till/CustomerSearch';
export { TillPayment } from './till/TillPayment';
export type { TillPaymentProps, TillTender, TillTerminalState } from './till/TillPayment';
export { CheckoutLinkPanel } from './till/CheckoutLinkPanel';
export type { CheckoutLinkPanelProps, CheckoutLinkView } from './till/CheckoutLinkPanel';
