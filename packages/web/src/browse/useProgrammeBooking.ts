import {
  activityMutations,
  ApiError,
  buildAnswersSchema,
  campPreselection,
  catalogueQueries,
  invalidateKeys,
  keysToInvalidate,
  mapAnswers,
  messages,
  orderedQuestions,
  prefilledAnswers,
  programmeBasketItem,
  programmeBookingSummary,
  questionErrors,
  venueLocalNow,
  type AnswerInput,
  type BookingProgrammeInput,
  type Camp,
  type CampBookingType,
  type Course,
  type Question,
} from '@courtside/core';
import type { BookingAction } from '@courtside/ui';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAttendee, useAuthUser, useBasketSource } from '../account/useAccount';
import { useApp } from '../app/context';
import { useSafeHtml } from '../hooks/useSafeHtml';
import { sleep } from '../hooks/sleep';
import { useNow } from '../hooks/useNow';


/** The programme as core's booking rules read it (spec §3 Camp or Course, camelised by the client). */
export function bookingInput(kind: 'camp' | 'course', programme: Camp | Course): BookingProgrammeInput {
  const course = kind === 'course' ? (programme as Course) : null;
  return {
    kind,
    id: String(programme.id),
    price: programme.price,
    proRataPrice: course?.proRataPrice ?? null,
    pricingOptionAvailability: kind === 'camp' ? (programme as Camp).pricingOptionAvailability : undefined,
    bookableAction: programme.bookableAction,
    occurrences: programme.occurrences.map((o) => ({ id: String(o.id), startsAt: { local: o.startsAt.local }, price: o.price, bookableAction: o.bookableAction, capacity: o.capacity, restrictions: o.restrictions })),
    extras: programme.extras,
  };
}

/**
 * Spec §2 camp and course booking pages: the attendee's answers (TanStack Form on core's question schema: checked as
 * they are given; a question shows its message once left or after a refused add), the camp's dates, extras and
 * waiver, core's total and button state, and the add (spec §7 source activity-booking) — whose 422s land on the
 * questions (spec §8). `programme` is the camp or course as the attendee sees it; null while it loads.
 */
export function useProgrammeBooking(kind: 'camp' | 'course', programme: Camp | Course | null, timezone: string | null) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const now = useNow();
  const userId = useAuthUser().data?.id ?? null;
  const questions: Question[] = useMemo(() => (programme ? orderedQuestions(programme.customQuestionSections) : []), [programme]);
  const schema = useMemo(() => buildAnswersSchema(questions), [questions]);
  const form = useForm({ defaultValues: {} as Record<string, AnswerInput> });
  const values = useStore(form.store, (state) => state.values);
  const blurred = useStore(form.store, (state) => Object.fromEntries(Object.entries(state.fieldMeta).map(([key, meta]) => [key, meta?.isBlurred ?? false])));
  const [chosenType, setChosenType] = useState<CampBookingType>('full');
  // The days chosen; null until the customer changes them, and until then every bookable day is (spec §4 preselection).
  const [chosenIds, setChosenIds] = useState<string[] | null>(null);
  const [extras, setExtras] = useState<Record<number, number>>({});
  const [agreed, setAgreed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingAction, setPendingAction] = useState<BookingAction | null>(null);
  const [added, setAdded] = useState(false);

  const parsed = schema.safeParse(values);
  const schemaErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) schemaErrors[String(issue.path[0])] ??= issue.message;
  const errors: Record<string, string | undefined> = {};
  for (const question of questions) {
    const key = `q_${question.id}`;
    errors[key] = serverErrors[key] ?? (attempted || blurred[key] ? schemaErrors[key] : undefined);
  }

  // Nothing is summed until the venue's zone is known (the booking's days and times are the venue's).
  const input = programme && timezone ? bookingInput(kind, programme) : null;
  const nowLocal = timezone ? venueLocalNow(now, timezone) : '';
  const selectedIds = chosenIds ?? (input ? campPreselection(input, nowLocal) : []);
  const summary = input
    ? programmeBookingSummary(input, { bookingType: chosenType, selectedIds, extras, waiverAgreed: agreed, formValid: parsed.success, pending: pendingAction !== null }, nowLocal)
    : null;

  const waiverRef = summary?.waiver ?? null;
  const restriction = useQuery({ ...catalogueQueries.restriction(api, waiverRef?.id ?? 0), enabled: waiverRef !== null });
  const termsHtml = useSafeHtml(restriction.data?.terms);

  // Spec §3 previous attendees: the attendee's answers from their last camp or course (under this waiver, when the
  // page shows one), offered to fill in; their agreement ticked where it stands.
  const attendee = useAttendee();
  const previous = useQuery({ ...catalogueQueries.previousAttendees(api, waiverRef?.id ?? null), enabled: attendee !== null && questions.length > 0 && input !== null });
  const booked = previous.data?.find((p) => Number(p.id) === attendee?.id && p.answers.length > 0) ?? null;
  const [usedFor, setUsedFor] = useState<number | null>(null);
  const fillPrevious = () => {
    if (!booked || !attendee) return;
    for (const [key, value] of Object.entries(prefilledAnswers(questions, booked.answers))) form.setFieldValue(key, value);
    if (booked.waiverAgreed && waiverRef) setAgreed(true);
    setServerErrors({});
    setUsedFor(attendee.id);
  };

  const source = useBasketSource('activity-booking');
  const add = useMutation(activityMutations.addToBasket(api, { userId: userId ?? 0, source }, sleep));

  const submit = async (action: BookingAction): Promise<boolean> => {
    setAttempted(true);
    if (!input || !summary || !summary.button.enabled) return false;
    setPendingAction(action);
    setFormError(null);
    try {
      await add.mutateAsync([programmeBasketItem(input, summary, extras, mapAnswers(questions, values))]);
      void invalidateKeys(queryClient, keysToInvalidate('cartChanged'));
      setAdded(true);
      return true;
    } catch (error) {
      const refused = questionErrors(error);
      setServerErrors(Object.fromEntries(Object.entries(refused.byQuestionId).map(([id, message]) => [`q_${id}`, message])));
      setFormError(error instanceof ApiError ? (refused.message ?? error.message) : messages.genericToast);
      return false;
    } finally {
      setPendingAction(null);
    }
  };

  return {
    values,
    errors,
    formError,
    /** The refusal named questions: its message shows with them too. */
    questionsRefused: Object.keys(serverErrors).length > 0,
    summary,
    selectedIds: summary?.selectedIds ?? [],
    extras,
    agreed,
    termsHtml,
    termsFailed: restriction.isError,
    agreement: restriction.data?.agreements[0]?.text ?? null,
    pendingAction,
    added,
    /** The attendee booked before: their answers offered (spec §3 previous attendees); null when there are none. */
    previous: booked && attendee ? { name: attendee.name, used: usedFor === attendee.id, withWaiver: booked.waiverAgreed && waiverRef !== null, onUse: fillPrevious } : null,
    onAnswer: (key: string, value: AnswerInput) => {
      setServerErrors(({ [key]: _dropped, ...rest }) => rest);
      form.setFieldValue(key, value);
    },
    onBlur: (key: string) => form.setFieldMeta(key, (meta) => ({ ...(meta ?? {}), isBlurred: true }) as never),
    onBookingType: setChosenType,
    onToggle: (id: string) => setChosenIds(selectedIds.includes(id) ? selectedIds.filter((x) => x !== id) : [...selectedIds, id]),
    onSelectAll: () => setChosenIds(null),
    onExtra: (id: number, quantity: number) => setExtras((current) => ({ ...current, [id]: quantity })),
    onAgree: setAgreed,
    submit,
  };
}
