/**
 * The spec's texts the shell reads on any page (§8 default by status and the generic toast, and the credit that could
 * not be applied), quoted exactly. Apart from the rest of the catalogue (specMessages.ts spreads them in, and its test
 * checks each against the spec), so a page's first load carries these five and not every text.
 */
export const specShellMessages = {
  notFound: 'Unable to complete request, item not found.',
  unauthorised: 'Unauthorised.',
  serverError: 'Something has gone wrong, please try again.',
  genericToast: 'Something went wrong, please try again.',
  creditFailed: 'Credit amount could not be applied.',
} as const;

/** Spec §8 "Default by status": the catalogue text for an HTTP status without a server message. */
export function messageForStatus(status: number): string {
  if (status === 404) return specShellMessages.notFound;
  if (status === 403) return specShellMessages.unauthorised;
  return specShellMessages.serverError;
}
