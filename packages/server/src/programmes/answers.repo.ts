import { messages, type QuestionAnswersBody } from '@courtside/core';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import { fieldError } from '../auth/fieldError';
import { bookingBundles, bookings, cartItems, carts, occurrences } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { mayActFor } from '../users/users.repo';
import { answeredQuestions, checkAnswers, programmeQuestions } from './answers';
import { programmeQuestionsOf } from './programmes.repo';

const notFound = () => new HttpError(404, messages.notFound);
type Answers = QuestionAnswersBody['answers'];

/**
 * Spec §7 answers for camp and course bundles after they were added or booked: each answer names a question of one of
 * the bundles' programmes (else 422 on `answers.{n}.custom_question_id`); the answers given replace those stored, and
 * every bundle must still answer its required questions (spec §5, keys `answers.{n}.{questionId}`). All bundles are
 * written, or none. Answers the stored answers (spec §3 answered questions).
 */
export async function answerBundles(scope: TenantDb, bundleIds: readonly number[], answers: Answers) {
  if (bundleIds.length === 0) throw notFound();
  return scope.transaction(async (tx) => {
    const bundles = await tx.db.select().from(bookingBundles).where(tx.owned(bookingBundles, inArray(bookingBundles.id, [...bundleIds]))).for('update');
    const sections = await programmeQuestionsOf(tx, [...new Set(bundles.map((b) => b.programmeId))]);
    const questionsOf = (programmeId: string) => programmeQuestions(sections.filter((s) => s.programmeId === programmeId));
    const known = new Set(bundles.flatMap((b) => questionsOf(b.programmeId).map((q) => q.id)));
    for (const [index, answer] of answers.entries()) if (!known.has(answer.custom_question_id)) throw fieldError(`answers.${index}.custom_question_id`, messages.programmes.unknownQuestion);
    const answered = [];
    for (const bundle of bundles) {
      const questions = questionsOf(bundle.programmeId);
      const own = new Set(questions.map((q) => q.id));
      const given = answers.filter((a) => own.has(a.custom_question_id));
      const merged = [...bundle.answers.filter((a) => !given.some((g) => g.custom_question_id === a.custom_question_id)), ...given] as Answers;
      checkAnswers(questions, merged, 'answers');
      await tx.db.update(bookingBundles).set({ answers: merged }).where(tx.owned(bookingBundles, eq(bookingBundles.id, bundle.id)));
      answered.push(...answeredQuestions(questions, merged));
    }
    return answered;
  });
}

/** The live bundle ids of bookings (not cancelled) the customer may act for; anyone else's booking is not found. */
async function bundlesOfBookings(scope: TenantDb, customer: RequestCustomer, where: ReturnType<typeof and>) {
  const rows = await scope.db
    .selectDistinct({ bundleId: bookings.bundleId, userId: bookings.userId })
    .from(bookings)
    .where(scope.owned(bookings, where, isNotNull(bookings.bundleId), ne(bookings.status, 'cancelled')));
  for (const row of rows) if (!(await mayActFor(scope, customer, row.userId))) throw notFound();
  return rows.map((r) => r.bundleId!);
}


/** The bundles of the caller's own cart (by id or uuid): its camps and courses. */
export async function cartBundleIds(scope: TenantDb, userId: number, cartId: string): Promise<number[]> {
  const byId = /^\d{1,9}$/.test(cartId) ? eq(carts.id, Number(cartId)) : sql`false`;
  const byUuid = /^[0-9a-f-]{36}$/i.test(cartId) ? eq(carts.uuid, cartId) : sql`false`;
  const lines = await scope.db
    .select({ bundleId: cartItems.bundleId })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.tenantId, cartItems.tenantId), eq(carts.id, cartItems.cartId)))
    .where(and(eq(carts.tenantId, scope.tenantId), eq(carts.userId, userId), or(byId, byUuid), isNotNull(cartItems.bundleId)));
  return lines.map((l) => l.bundleId!);
}

/** The bundle of a booking by its numeric id (the caller's, or a user they may act for). */
export async function bookingBundleIds(scope: TenantDb, customer: RequestCustomer, bookingId: string): Promise<number[]> {
  if (!/^\d{1,9}$/.test(bookingId)) throw notFound();
  return bundlesOfBookings(scope, customer, eq(bookings.id, Number(bookingId)));
}

/** The bundle of the acting user's booking of a session, by its v2 id. */
export async function sessionBundleIds(scope: TenantDb, customer: RequestCustomer, occurrencePublicId: string): Promise<number[]> {
  const [session] = await scope.db.select({ id: occurrences.id }).from(occurrences).where(scope.owned(occurrences, eq(occurrences.publicId, occurrencePublicId)));
  if (!session) throw notFound();
  return bundlesOfBookings(scope, customer, and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, customer.actingForUserId)));
}
