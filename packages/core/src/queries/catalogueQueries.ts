import {
  fetchCamp,
  fetchCampBySlug,
  fetchCamps,
  fetchCourse,
  fetchCourseBySlug,
  fetchCourses,
  fetchPackagePromotion,
  fetchPreviousAttendees,
  fetchRestriction,
  submitCartQuestionAnswers,
  submitQuestionAnswers,
  submitQuestionWaivers,
  type QuestionAnswerInput,
  type CampDetailInput,
  type CampFilters,
  type CourseDetailInput,
  type CourseFilters,
  type PreviousAttendeesInput,
  type QuestionWaiversInput,
} from '../api/catalogue.api';
import type { ApiClient } from '../api/createApiClient';
import { toastErrorMessage } from './cartQueries';
import { invalidateKeys, type QueryInvalidator } from './invalidateKeys';
import { keyRoots, keysToInvalidate, queryKeys } from './queryKeys';

/** Query keys of the spec §7 catalogue reads (camps and courses via queryKeys; previous attendees follow the user, so account). */
export const catalogueKeys = {
  courses: (filters: CourseFilters = {}) => [...queryKeys.courses('list'), filters] as const,
  course: (id: string) => queryKeys.courses('detail', id),
  camps: (filters: CampFilters = {}) => [...queryKeys.camps('list'), filters] as const,
  camp: (id: string) => queryKeys.camps('detail', id),
  campBySlug: (input: CampDetailInput) => [...queryKeys.camps('detail'), input] as const,
  courseBySlug: (input: CourseDetailInput) => [...queryKeys.courses('detail'), input] as const,
  restriction: (id: number) => [...keyRoots.catalogue, 'restrictions', id] as const,
  packagePromotion: (a: string, b: string, c?: string | null) => [...keyRoots.catalogue, 'packages', a, b, c ?? ''] as const,
  previousAttendees: (restrictionId: number | null, input: PreviousAttendeesInput = {}) =>
    [...keyRoots.account, 'previous-attendees', restrictionId ?? '', input.query ?? '', input.selectedUserId ?? ''] as const,
};

/** Spec §7 camp detail by slug, within the page's venue and category: the same key on every camp page. */
export const campDetailInput = (venueSlug: string, categorySlug: string, campSlug: string): CampDetailInput => ({ campSlug, venueSlugs: [venueSlug], categorySlugs: [categorySlug] });
/** Spec §7 course detail by slug, as a customer online: the same key on every course page. */
export const courseDetailInput = (courseSlug: string): CourseDetailInput => ({ courseSlug, source: 'online' });

/** How long a camp's or course's read stays fresh (its places change as they are taken, as a day's sessions' do). */
const programmeStale = 30_000;

/** Query-core option factories for camps, courses, waivers and packages (spec §7 Venues, activities). */
export const catalogueQueries = {
  courses: (api: ApiClient, filters: CourseFilters = {}) => ({
    queryKey: catalogueKeys.courses(filters),
    queryFn: () => fetchCourses(api, filters),
  }),
  course: (api: ApiClient, id: string) => ({ queryKey: catalogueKeys.course(id), queryFn: () => fetchCourse(api, id) }),
  camps: (api: ApiClient, filters: CampFilters = {}) => ({
    queryKey: catalogueKeys.camps(filters),
    queryFn: () => fetchCamps(api, filters),
  }),
  camp: (api: ApiClient, id: string) => ({ queryKey: catalogueKeys.camp(id), queryFn: () => fetchCamp(api, id) }),
  /**
   * Spec §7 camp detail by slug (the camp details and booking pages). Its places change as they are taken: fresh for
   * half a minute, as a day's sessions are, so a page drawn from it a moment ago is not asked for again as it mounts.
   */
  campBySlug: (api: ApiClient, input: CampDetailInput) => ({ queryKey: catalogueKeys.campBySlug(input), queryFn: () => fetchCampBySlug(api, input), staleTime: programmeStale }),
  /** Spec §7 course detail by slug (the course details and booking pages), fresh as a camp's is. */
  courseBySlug: (api: ApiClient, input: CourseDetailInput) => ({ queryKey: catalogueKeys.courseBySlug(input), queryFn: () => fetchCourseBySlug(api, input), staleTime: programmeStale }),
  restriction: (api: ApiClient, id: number) => ({
    queryKey: catalogueKeys.restriction(id),
    queryFn: () => fetchRestriction(api, id),
  }),
  packagePromotion: (api: ApiClient, a: string, b: string, c?: string | null) => ({
    queryKey: catalogueKeys.packagePromotion(a, b, c),
    queryFn: () => fetchPackagePromotion(api, a, b, c),
  }),
  previousAttendees: (api: ApiClient, restrictionId: number | null, input: PreviousAttendeesInput = {}) => ({
    queryKey: catalogueKeys.previousAttendees(restrictionId, input),
    queryFn: () => fetchPreviousAttendees(api, restrictionId, input),
  }),
};

/** Variables of POST /api/activities/cart/{cartId}/questions (spec §7). */
export interface CartAnswersVariables {
  cartId: string;
  answers: readonly QuestionAnswerInput[];
}
/** Variables of the booked item's answers call (numeric or occurrence id, spec §7). */
export interface ItemAnswersVariables {
  id: string | number;
  answers: readonly QuestionAnswerInput[];
}

/**
 * Mutation factories for waivers and custom-question answers (spec §7). Waivers and basket answers
 * change what the basket needs, so spec §4 'cartChanged' keys reload; booked answers reload account data.
 */
export const catalogueMutations = {
  questionWaivers: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (body: QuestionWaiversInput) => submitQuestionWaivers(api, body),
    onSuccess: () =>
      invalidateKeys(client, [...keysToInvalidate('cartChanged'), [...keyRoots.account, 'previous-attendees']]),
    errorMessage: toastErrorMessage,
  }),
  cartQuestionAnswers: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: ({ cartId, answers }: CartAnswersVariables) => submitCartQuestionAnswers(api, cartId, answers),
    onSuccess: () => invalidateKeys(client, keysToInvalidate('cartChanged')),
    errorMessage: toastErrorMessage,
  }),
  questionAnswers: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: ({ id, answers }: ItemAnswersVariables) => submitQuestionAnswers(api, id, answers),
    onSuccess: () => invalidateKeys(client, [keyRoots.account]),
    errorMessage: toastErrorMessage,
  }),
};
