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
  activityNotFound: "We couldn't find the activity you are looking for",
} as const;

/** Spec §8 "Default by status": the catalogue text for an HTTP status without a server message. */
export function messageForStatus(status: number): string {
  if (status === 404) return messages.notFound;
  if (status === 403) return messages.unauthorised;
  return messages.serverError;
}
