import { specShellMessages } from './specShellMessages';

/**
 * The spec's own texts (§8 error catalogue, §5 validation, §2 pages), quoted exactly: a test checks each appears
 * verbatim in the spec. Grouped by domain in comments; the texts the spec leaves open are in ourMessages.ts.
 */
export const specMessages = {
  // Default by status, generic toasts and the credit that could not be applied: the shell's (specShellMessages.ts).
  ...specShellMessages,
  // Waitlist.
  waitlistJoined: 'Successfully joined the waitlist.',
  waitlistLeft: 'Successfully removed from the waitlist.',
  // Cart.
  cartAdded: 'Successfully added item to the basket.',
  cartRemoved: 'Successfully removed item from the basket.',
  cartUpdated: 'Successfully updated item in the basket.',
  benefitRemoved: 'Successfully removed benefit.',
  packageRemoved: 'Successfully removed package usage.',
  orderCleared: 'Successfully cleared order.',
  // Payment.
  orderCompleted: 'Order completed Successfully.',
  orderFailed: 'Unable to complete your order, please try again.',
  paymentDeclined: 'Payment was declined',
  // Waivers, credit, login, basket, booking.
  waiverError: 'Error with waivers, unable to complete order, please try again',
  creditApplied: 'Credit successfully applied.',
  userSignedOut: 'User signed out',
  basketLoadFailed: 'Failed to load your shopping basket, please try again.',
  sessionFull: 'The session being booked is already full',
  requiredQuestions: 'Please complete all required questions.',
  // Browse redirects (spec §2).
  selectVenueFirst: 'Please select a venue before booking an activity',
  activityNotFound: "We couldn't find the activity you are looking for",
  // Payment fallbacks (spec §8), used when the provider or server gives no message.
  failedToCreateSession: 'Failed to create session',
  failedToGetConfiguration: 'Failed to get configuration',
  failedToAuthorizePayment: 'Failed to authorize payment',
  failedToCompletePayment: 'Failed to complete payment',
  failedToPreparePayment: 'Failed to prepare payment',
  failedToComplete3ds: 'Failed to complete 3D Secure verification',
  preparationFailed: 'Preparation failed',
  authorizationFailed: 'Authorization failed',
  paymentCompletionFailed: 'Payment completion failed',
  failedToCreatePaymentSession: 'Failed to create payment session',
  paymentProviderNotSpecified: 'Payment provider not specified',
  threeDSecureFailed: '3D Secure verification failed',
  // Payment preparation and completion checks (spec §5).
  providerNotFoundInSession: 'Payment provider not found in session',
  paymentSessionIdNotFound: 'Payment session ID not found',
  failedToCreateTransaction: 'Failed to create transaction',
  noTransactionId: 'No transaction ID available for payment completion',
  // Custom questions (spec §5).
  fieldRequired: 'This field is required',
  selectAnOption: 'Please select an option',
  selectAtLeastOneOption: 'Please select at least one option',
  selectADate: 'Please select a date',
  selectAtLeastOneSession: 'Please select at least one session',
  required: 'Required',
} as const;

/** Spec §4 "Session tag priority": a bookable_action message containing this makes the busy tag. */
export const busyMessageFragment = 'already booked a session for this time';

export { messageForStatus } from './specShellMessages';
