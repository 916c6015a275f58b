/** Spec §8 error catalogue: every user-facing success and failure text, quoted exactly, in one place. */
export const messages = {
  notFound: 'Unable to complete request, item not found.',
  unauthorised: 'Unauthorised.',
  serverError: 'Something has gone wrong, please try again.',
  genericToast: 'Something went wrong, please try again.',
  waitlistJoined: 'Successfully joined the waitlist.',
  waitlistLeft: 'Successfully removed from the waitlist.',
  cartAdded: 'Successfully added item to the basket.',
  cartRemoved: 'Successfully removed item from the basket.',
  cartUpdated: 'Successfully updated item in the basket.',
  benefitRemoved: 'Successfully removed benefit.',
  packageRemoved: 'Successfully removed package usage.',
  orderCleared: 'Successfully cleared order.',
  orderCompleted: 'Order completed Successfully.',
  orderFailed: 'Unable to complete your order, please try again.',
  paymentDeclined: 'Payment was declined',
  waiverError: 'Error with waivers, unable to complete order, please try again',
  creditApplied: 'Credit successfully applied.',
  creditFailed: 'Credit amount could not be applied.',
  userSignedOut: 'User signed out',
  basketLoadFailed: 'Failed to load your shopping basket, please try again.',
  sessionFull: 'The session being booked is already full',
  requiredQuestions: 'Please complete all required questions.',
  selectVenueFirst: 'Please select a venue before booking an activity',
  selectVenueFirstCourse: 'Please select a venue before booking a course',
  selectVenueFirstCamp: 'Please select a venue before booking a camp',
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

/** Spec §8 extra removal toasts. */
export const extraRemovedMessage = (name: string) => `${name} removed from cart`;
export const extraRemoveFailedMessage = (name: string) => `Failed to remove ${name}. Please try again.`;
/** Spec §8: "Payment provider '{provider}' is not supported", with its suffix. */
export const unsupportedProviderMessage = (provider: string, stage: 'session preparation' | 'payment preparation') =>
  `Payment provider '${provider}' is not supported: does not support ${stage}`;
/** Spec §8: unknown custom question type. */
export const unsupportedQuestionTypeMessage = (type: string) => `Unsupported question type: ${type}`;
/** Spec §5 form messages for length limits. */
export const lengthMessages = {
  atLeast: (n: number) => `Must contain at least ${n} characters`,
  atMost: (n: number) => `Must contain at most ${n} characters`,
  exactly: (n: number) => `Must contain exactly ${n} characters`,
};

/** Spec §8 "Default by status": the catalogue text for an HTTP status without a server message. */
export function messageForStatus(status: number): string {
  if (status === 404) return messages.notFound;
  if (status === 403) return messages.unauthorised;
  return messages.serverError;
}
