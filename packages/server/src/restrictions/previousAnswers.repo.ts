import { carriedAnswers, type CarriedAnswer } from '@courtside/core';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { bookingBundles, occurrences, restrictionCompletions } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { programmeQuestions } from '../programmes/answers';
import { programmeQuestionsOf } from '../programmes/programmes.repo';

/** What a person brings to booking again under one restriction (spec §3 previous attendees). */
export interface PreviousBooking {
  answers: CarriedAnswer[];
  waiverAgreed: boolean;
}

/**
 * Spec §3 previous attendees, for `userIds` only (the caller names the people the customer may book for): each one's
 * answers from their latest booking, not cancelled, of a camp or course whose sessions carry the restriction (null: of
 * any camp or course), and whether they have agreed to the restriction — recorded by POST question-waivers or by the
 * claim of a booking that needed it, and standing after that booking is cancelled. People with neither are absent.
 */
export async function previousBookingsOf(scope: TenantDb, restrictionId: number | null, userIds: readonly number[]): Promise<Map<number, PreviousBooking>> {
  const { db, tenantId } = requireTenant(scope);
  const found = new Map<number, PreviousBooking>();
  if (userIds.length === 0) return found;
  const withRestriction = db
    .selectDistinct({ id: occurrences.programmeId })
    .from(occurrences)
    .where(and(eq(occurrences.tenantId, tenantId), eq(occurrences.waiverId, restrictionId ?? 0)));
  const bundles = await db
    .select({ userId: bookingBundles.userId, programmeId: bookingBundles.programmeId, answers: bookingBundles.answers })
    .from(bookingBundles)
    .where(
      and(
        eq(bookingBundles.tenantId, tenantId),
        inArray(bookingBundles.userId, [...userIds]),
        ne(bookingBundles.status, 'cancelled'),
        restrictionId === null ? undefined : inArray(bookingBundles.programmeId, withRestriction),
      ),
    )
    .orderBy(desc(bookingBundles.createdAt), desc(bookingBundles.id));
  const latest = new Map<number, (typeof bundles)[number]>();
  for (const bundle of bundles) if (!latest.has(bundle.userId)) latest.set(bundle.userId, bundle);
  const sections = await programmeQuestionsOf(scope, [...new Set([...latest.values()].map((b) => b.programmeId))]);
  for (const [userId, bundle] of latest) {
    const questions = programmeQuestions(sections.filter((s) => s.programmeId === bundle.programmeId));
    found.set(userId, { answers: carriedAnswers(questions, bundle.answers), waiverAgreed: false });
  }
  if (restrictionId === null) return found;
  const agreed = await db
    .select({ userId: restrictionCompletions.userId })
    .from(restrictionCompletions)
    .where(and(eq(restrictionCompletions.tenantId, tenantId), eq(restrictionCompletions.restrictionId, restrictionId), inArray(restrictionCompletions.userId, [...userIds])));
  for (const { userId } of agreed) found.set(userId, { answers: found.get(userId)?.answers ?? [], waiverAgreed: true });
  return found;
}
