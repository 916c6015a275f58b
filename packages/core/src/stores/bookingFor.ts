// Spec §2 'Booking for' (§6 selected user): the choices and whom calls act for. Apart from the session store
// (sessionStore.ts), so only the pages and banner that offer the choice load them.

/** One entry of the 'Booking for' choice (spec §2): the customer themself or a linked user. */
export interface BookingForOption {
  id: number;
  name: string;
  isSelf: boolean;
}

interface OwnUser {
  id: number;
  firstName: string;
  lastName: string;
}
interface LinkedRef {
  referencedUser: { id: number; name: string };
}

/** Spec §2: the 'Booking for' choices, the customer first ('(You)'), then each linked user once. */
export function bookingForOptions(user: OwnUser, linkedUsers: readonly LinkedRef[]): BookingForOption[] {
  const options: BookingForOption[] = [{ id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), isSelf: true }];
  for (const link of linkedUsers) {
    if (!options.some((option) => option.id === link.referencedUser.id)) {
      options.push({ id: link.referencedUser.id, name: link.referencedUser.name, isSelf: false });
    }
  }
  return options;
}

/** Spec §2: the banner shows only when the customer has linked users. */
export function showsBookingFor(linkedUsers: readonly LinkedRef[] | undefined): boolean {
  return (linkedUsers?.length ?? 0) > 0;
}

/** The user whom calls act for: the selected user when still linked, else the customer (id). */
export function actingForId(selectedUserId: number | null, options: readonly BookingForOption[]): number | null {
  const self = options.find((option) => option.isSelf)?.id ?? null;
  return options.some((option) => option.id === selectedUserId && !option.isSelf) ? selectedUserId : self;
}
