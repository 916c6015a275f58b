import type { z } from 'zod';
import type { campDetailQuerySchema } from '../contract/camp';
import type { courseDetailQuerySchema } from '../contract/course';
import type { campListQuerySchema, CourseListQueryInput } from '../contract/filters';
import type { questionWaiversBodySchema } from '../contract/restriction';
import type { Camelize } from '../text/camelCase';
import { isNumericId, toSnakeQuery } from './bookings.api';
import { segment } from './cart.api';
import type { ApiClient } from './createApiClient';

/** Spec §7 course list filters, camelCase (source, categoryIds, categorySlugs, venueIds, venueSlugs, startsAfter…). */
export type CourseFilters = Camelize<CourseListQueryInput>;

/** GET /api/v1/activities/courses (spec §7; filter_by_first_bookable_at defaults to true on the server, spec §5). */
export async function fetchCourses(api: ApiClient, filters: CourseFilters = {}) {
  return (await api.request('/v1/activities/courses', { schema: 'courseListResponseSchema', query: toSnakeQuery(filters) })).data;
}
/** Spec §3 Course, camelCase. */
export type Course = Awaited<ReturnType<typeof fetchCourses>>[number];

/** GET /api/v1/activities/courses/{id} (spec §7). */
export async function fetchCourse(api: ApiClient, id: string) {
  return (await api.request(`/v1/activities/courses/${segment(id)}`, { schema: 'courseResponseSchema' })).data;
}

/** Spec §7 course detail query, camelCase: courseSlug, source, selectedUserId. */
export type CourseDetailInput = Camelize<z.input<typeof courseDetailQuerySchema>>;

/** GET /api/v1/activities/courses/detail?course_slug= (spec §7 course detail by slug; the path is ours, docs/api.md). */
export async function fetchCourseBySlug(api: ApiClient, input: CourseDetailInput) {
  return (await api.request('/v1/activities/courses/detail', { schema: 'courseResponseSchema', query: toSnakeQuery(input) })).data;
}

/** Spec §5 camp filters, camelCase (source, categoryIds, venueIds, slugs, startsAfter, startsBefore, selectedUserId). */
export type CampFilters = Camelize<z.input<typeof campListQuerySchema>>;

/** GET /api/v1/activities/camps (spec §5/§7). */
export async function fetchCamps(api: ApiClient, filters: CampFilters = {}) {
  return (await api.request('/v1/activities/camps', { schema: 'campListResponseSchema', query: toSnakeQuery(filters) })).data;
}
/** Spec §3 Camp, camelCase. */
export type Camp = Awaited<ReturnType<typeof fetchCamps>>[number];

/** GET /api/v1/activities/camps/{id} (spec §7). */
export async function fetchCamp(api: ApiClient, id: string) {
  return (await api.request(`/v1/activities/camps/${segment(id)}`, { schema: 'campResponseSchema' })).data;
}

/** Spec §7 camp detail query, camelCase: campSlug, source, venueSlugs, categorySlugs, selectedUserId. */
export type CampDetailInput = Camelize<z.input<typeof campDetailQuerySchema>>;

/** GET /api/v1/activities/camps/detail?camp_slug= (spec §7 camp detail by slug; the path is ours, docs/api.md). */
export async function fetchCampBySlug(api: ApiClient, input: CampDetailInput) {
  return (await api.request('/v1/activities/camps/detail', { schema: 'campResponseSchema', query: toSnakeQuery(input) })).data;
}

/** GET /api/v1/activities/restrictions/{id} (spec §7): a waiver or induction with its terms and agreements. */
export async function fetchRestriction(api: ApiClient, id: number) {
  return (await api.request(`/v1/activities/restrictions/${segment(id)}`, { schema: 'restrictionResponseSchema' })).data;
}
/** Spec §3 Waiver/induction, camelCase. */
export type Restriction = Awaited<ReturnType<typeof fetchRestriction>>;

/** GET /api/v1/promotions/packages/{a}/{b} or /{a}/{b}/{c} (spec §7; read as venue slug, package id, optional third segment). */
export async function fetchPackagePromotion(api: ApiClient, a: string, b: string, c?: string | null) {
  const path = `/v1/promotions/packages/${[a, b, c].filter((part): part is string => Boolean(part)).map(segment).join('/')}`;
  return (await api.request(path, { schema: 'packageResponseSchema' })).data;
}
/** Spec §3 Package, camelCase. */
export type Package = Awaited<ReturnType<typeof fetchPackagePromotion>>;

/** Spec §7 previous-attendees query: the search text and the selected linked user. */
export interface PreviousAttendeesInput {
  query?: string | null;
  selectedUserId?: number | null;
}

/**
 * GET /api/activities/{restriction}/question-waivers/previous-attendees?query=&selected_user_id= (spec §7): each with the
 * answers of their last camp or course under that restriction. `restrictionId` null: ours without the restriction
 * (docs/api.md), the answers of their last camp or course of any kind, for a booking page with no waiver to name.
 */
export async function fetchPreviousAttendees(api: ApiClient, restrictionId: number | null, input: PreviousAttendeesInput = {}) {
  const path = restrictionId === null ? '/activities/question-waivers/previous-attendees' : `/activities/${segment(restrictionId)}/question-waivers/previous-attendees`;
  const query = { query: input.query, selected_user_id: input.selectedUserId };
  return (await api.request(path, { schema: 'previousAttendeesResponseSchema', query })).data;
}

/** Spec §7 POST /api/activities/question-waivers body, camelCase: waivers, selectedUserId. */
export type QuestionWaiversInput = Camelize<z.input<typeof questionWaiversBodySchema>>;

/** POST /api/activities/question-waivers (spec §7): answers the ids of the waivers saved. */
export async function submitQuestionWaivers(api: ApiClient, body: QuestionWaiversInput) {
  return (await api.request('/activities/question-waivers', { method: 'POST', schema: 'questionWaiversResponseSchema', body })).data;
}

/** Spec §5 answer mapping output (mapAnswers), as the answer calls send it. */
export interface QuestionAnswerInput {
  customQuestionId: number;
  answer: string | number | boolean | readonly number[];
}

/** POST /api/activities/cart/{cartId}/questions body answers (spec §7): answers for a basket's questions. */
export async function submitCartQuestionAnswers(api: ApiClient, cartId: string, answers: readonly QuestionAnswerInput[]) {
  const path = `/activities/cart/${segment(cartId)}/questions`;
  return (await api.request(path, { method: 'POST', schema: 'questionAnswersResponseSchema', body: { answers } })).data;
}
/** Spec §3 answered questions, camelCase. */
export type AnsweredQuestions = Awaited<ReturnType<typeof submitCartQuestionAnswers>>;

/**
 * Spec §7: the answers path for a booked item — /api/activities/{id}/questions/answers for a numeric id,
 * /api/activities/occurrences/{id}/questions/answers otherwise.
 */
export function questionAnswersPath(id: string | number): string {
  return isNumericId(id) ? `/activities/${segment(id)}/questions/answers` : `/activities/occurrences/${segment(id)}/questions/answers`;
}

/** POST the answers for a booked item (spec §7; path by `questionAnswersPath`). */
export async function submitQuestionAnswers(api: ApiClient, id: string | number, answers: readonly QuestionAnswerInput[]) {
  return (await api.request(questionAnswersPath(id), { method: 'POST', schema: 'questionAnswersResponseSchema', body: { answers } })).data;
}
