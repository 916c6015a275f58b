import { ageOn } from '../booking/tickets';
import type { LinkedUserRelationship } from '../contract/user';

/** The signed-in customer as the Attendees page reads them (camelised spec §3 User). */
interface Holder {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

/** A camelised spec §3 Linked user. */
interface Link {
  referencedUser: { id: number; name: string; dateOfBirth?: string | null };
  relationship: LinkedUserRelationship;
}

/** One person a customer books for: themselves or a linked user (spec §2 /attendees). */
export interface Attendee {
  id: number;
  name: string;
  /** The signed-in customer's own record (spec §2 '(You)'). */
  isSelf: boolean;
  /** How they are linked to the customer; null for the customer. */
  relationship: LinkedUserRelationship | null;
  /** 'YYYY-MM-DD' where the venue holds it, else null. */
  dateOfBirth: string | null;
  /** Whole years on `today` (null: no date of birth held). */
  age: number | null;
}

/**
 * Spec §2 /attendees and §3 Linked user: the customer first, then each person linked to them once, in the order the
 * links were made, with their age in whole years on the venue's `today` ('YYYY-MM-DD') where a date of birth is held.
 */
export function attendeeList(holder: Holder, links: readonly Link[], today: string): Attendee[] {
  const age = (dateOfBirth: string | null) => (dateOfBirth ? ageOn(dateOfBirth, today) : null);
  const list: Attendee[] = [
    { id: holder.id, name: `${holder.firstName} ${holder.lastName}`.trim(), isSelf: true, relationship: null, dateOfBirth: holder.dateOfBirth, age: age(holder.dateOfBirth) },
  ];
  for (const link of links) {
    const person = link.referencedUser;
    if (list.some((a) => a.id === person.id)) continue;
    const dateOfBirth = person.dateOfBirth ?? null;
    list.push({ id: person.id, name: person.name, isSelf: false, relationship: link.relationship, dateOfBirth, age: age(dateOfBirth) });
  }
  return list;
}
