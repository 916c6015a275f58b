import type { Camp, Course } from '../api/catalogue.api';
import { courseNotice } from '../browse/programmeCards';
import { programmeSessionWeeks } from '../browse/programmeSessions';
import { answerKey, questionKind, type QuestionKind } from '../questions/question';
import { questionMaxLength } from '../questions/questionSchema';
import { sortQuestionSections } from '../questions/sortQuestionSections';
import { venueLocalNow } from '../time/venueTime';
import { isOccurrenceBookable, type CampBookingType } from './campSelection';

/** One session a camp booking offers to choose (spec §2 dates, by week), and why it cannot be chosen when it cannot. */
export interface ProgrammeDateOption {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  week: number;
  /** Its own price when sold alone (formatted), else null. */
  price: string | null;
  bookable: boolean;
  /** Spec §4: past, or the session's own action message, or unavailable for another reason; null when bookable. */
  refusal: { kind: 'past' } | { kind: 'message'; message: string } | { kind: 'unavailable' } | null;
}

/** A custom question as the booking form asks it: its answer's key, its kind (null: not asked online) and length. */
export interface ProgrammeQuestionView<Q> {
  key: string;
  question: Q;
  kind: QuestionKind | null;
  maxLength: number | undefined;
}

/** The dates the review shows (spec §2): a course's span, a whole camp's span, or how many chosen days. */
export type ProgrammeReviewDates = { type: 'full'; range: string } | { type: 'individual'; count: number } | { type: 'range'; range: string };

type Sections<P extends Camp | Course> = P['customQuestionSections'];
type QuestionOf<P extends Camp | Course> = Sections<P>[number]['questions'][number];

/**
 * What a camp or course booking page shows besides the customer's choices (spec §2 'Camp booking page', 'Course
 * booking page'): the currency its prices are in (null: the programme names none), the sessions to choose by week
 * with their spec §4 bookability at `now` in the venue's zone, the date range, whether a course has started (pro rata),
 * and the custom questions in their order.
 */
export function programmeBookingView<P extends Camp | Course>(kind: 'camp' | 'course', programme: P, now: Date | number, timezone: string) {
  const nowLocal = venueLocalNow(now, timezone);
  const currency = (kind === 'course' ? (programme as Course).price?.currency : programme.occurrences[0]?.price?.currency) ?? null;
  const { weeks, showWeekHeaders } = programmeSessionWeeks(programme.occurrences, programme.durationInWeeks, now, true);
  const byId = new Map(programme.occurrences.map((o) => [String(o.id), o]));
  const dateOptions: ProgrammeDateOption[] = weeks.flatMap(({ week, sessions }) =>
    sessions.map((session) => {
      const o = byId.get(String(session.id))!;
      const bookable = isOccurrenceBookable({ id: o.id, startsAt: o.startsAt, bookableAction: o.bookableAction, capacity: o.capacity }, nowLocal);
      const refusal: ProgrammeDateOption['refusal'] = bookable
        ? null
        : session.isPast
          ? { kind: 'past' }
          : o.bookableAction?.message
            ? { kind: 'message', message: o.bookableAction.message }
            : { kind: 'unavailable' };
      return { id: String(o.id), date: session.date, startTime: session.startTime, endTime: session.endTime, week, price: session.price, bookable, refusal };
    }),
  );
  const shown = weeks.flatMap((w) => w.sessions);
  const first = shown[0];
  const last = shown[shown.length - 1];
  const range = first && last ? (first.date === last.date ? first.date : `${first.date} – ${last.date}`) : '';
  const startedCourse = kind === 'course' && courseNotice(programme as Course, nowLocal) === 'proRata';
  const sections = sortQuestionSections(programme.customQuestionSections as Sections<P>).map((section) => ({
    title: section.title,
    description: section.description,
    questions: section.questions.map((question: QuestionOf<P>): ProgrammeQuestionView<QuestionOf<P>> => {
      const asked = questionKind(question);
      return { key: answerKey(question.id), question, kind: asked, maxLength: asked ? questionMaxLength[asked] : undefined };
    }),
  }));
  return { currency, dateOptions, showWeekHeaders, range, startedCourse, sections };
}

/** The review's dates: a course's span; a camp's span when bought whole, else how many days are chosen. */
export function programmeReviewDates(kind: 'camp' | 'course', range: string, choice: { bookingType: CampBookingType; selectedCount: number } | null): ProgrammeReviewDates {
  if (kind === 'course') return { type: 'range', range };
  return choice?.bookingType === 'individual' ? { type: 'individual', count: choice.selectedCount } : { type: 'full', range };
}
