// Who may do what among staff: a module of its own, importing nothing, so the header (which shows staff their links)
// takes it into the first load without the rest of the staff rules.

/** Staff roles (the user wire's staff_role). */
export const staffRoles = ['front-of-house', 'manager', 'super-user'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What staff do through the staff contracts. */
export type StaffAction =
  | 'register'
  | 'cancelBookings'
  | 'updateOccurrence'
  | 'manageCatalogue'
  | 'manageIntegrations'
  | 'seeBlockBookings'
  | 'seeIntegrationDrivers'
  | 'changeOpeningTimes'
  | 'configurePayments';

/**
 * Spec §6 leaves finer permissions unshown; ours: every staff member takes the register and cancels bookings for a
 * customer; changing, cancelling or reinstating a session, creating and changing categories, the operator's
 * integrations, a venue's opening times and seeing block bookings is a manager's (and a super user's). Spec §3: only
 * super users (the operator's system administrators) see an integration's driver; only they set the card provider
 * and its keys.
 */
const managers: readonly StaffRole[] = ['manager', 'super-user'];
const permitted: Record<StaffAction, readonly StaffRole[]> = {
  register: staffRoles,
  cancelBookings: staffRoles,
  updateOccurrence: managers,
  manageCatalogue: managers,
  manageIntegrations: managers,
  seeBlockBookings: managers,
  changeOpeningTimes: managers,
  seeIntegrationDrivers: ['super-user'],
  configurePayments: ['super-user'],
};

/** Whether a staff role (null: not staff) may take an action. */
export const staffMay = (role: StaffRole | null | undefined, action: StaffAction): boolean => role != null && permitted[action].includes(role);
