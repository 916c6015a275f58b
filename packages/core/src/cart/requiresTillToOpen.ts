/**
 * Spec §6 front of house: a till must be open when any payment uses one of the given tender types
 * (the spec does not show the list, so the caller passes it).
 */
export function requiresTillToOpen(
  payments: ReadonlyArray<{ tenderType: string }>,
  tenderTypesNeedingTill: readonly string[],
): boolean {
  return payments.some((payment) => tenderTypesNeedingTill.includes(payment.tenderType));
}
