import type { Question } from '@courtside/core';
import type { CampSessionOption } from './CampSessionChoices';
import type { ExtraView } from './ExtrasList';
import type { QuestionSectionView } from './QuestionSections';

// Story data for the camp and course booking components, as the web app builds it with core's rules.

const yesNo = [
  { id: 7, value: 'Yes' },
  { id: 8, value: 'No' },
];

/** One question of each kind (spec §3), ids 1–9. */
export const questions = {
  text: { id: 1, type: 'text', question: 'Emergency contact name', required: true, position: 1 },
  textarea: { id: 2, type: 'long_text', question: 'Medical conditions or allergies', required: false, position: 2 },
  number: { id: 3, type: 'number', question: 'Age on the first day', required: true, position: 3 },
  select: {
    id: 4,
    type: 'select',
    question: 'T-shirt size',
    required: true,
    position: 4,
    options: [
      { id: 41, value: 'Small' },
      { id: 42, value: 'Medium' },
      { id: 43, value: 'Large' },
    ],
  },
  radio: { id: 5, type: 'radio', question: 'Can they swim 25 metres?', required: true, position: 5, options: yesNo },
  multiSelect: {
    id: 6,
    type: 'multi_select',
    question: 'Which sports do they enjoy?',
    required: true,
    position: 6,
    options: [
      { id: 61, value: 'Football' },
      { id: 62, value: 'Tennis' },
      { id: 63, value: 'Swimming' },
    ],
  },
  checkboxOption: { id: 7, type: 'checkbox', question: 'Photo consent', required: true, position: 7, options: yesNo },
  checkbox: { id: 8, type: 'checkbox', question: 'I confirm the attendee is fit to take part', required: true, position: 8 },
  date: { id: 9, type: 'date', question: 'Date of last tetanus jab', required: false, position: 9 },
} satisfies Record<string, Question>;

/** Two sections; the first holds a group and a hidden question, which are skipped. */
export const questionSections: QuestionSectionView[] = [
  {
    title: 'Emergency contact',
    description: 'Who should we call if something happens during the camp?',
    questions: [
      { key: 'q_1', question: questions.text, kind: 'text' },
      { key: 'q_20', question: { id: 20, type: 'group', question: 'Contact', required: false, position: 2 }, kind: null },
      { key: 'q_21', question: { id: 21, type: 'hidden', question: 'Source', required: false, position: 3 }, kind: null },
      { key: 'q_3', question: questions.number, kind: 'number' },
    ],
  },
  {
    title: 'Health and kit',
    description: null,
    questions: [
      { key: 'q_2', question: questions.textarea, kind: 'textarea' },
      { key: 'q_4', question: questions.select, kind: 'select' },
      { key: 'q_5', question: questions.radio, kind: 'radio' },
      { key: 'q_8', question: questions.checkbox, kind: 'checkbox' },
    ],
  },
];

const day = (id: string, week: number, label: string, extra: Partial<CampSessionOption> = {}): CampSessionOption => ({
  id,
  week,
  label: `${label} · 09:00–15:00`,
  price: '£20.00',
  bookable: true,
  reason: null,
  ...extra,
});

/** A three-week camp's eight sessions: one past, one full, one already booked. */
export const campSessions: CampSessionOption[] = [
  day('occ_101', 1, 'Mon, 13 Jul 2026', { bookable: false, reason: 'Past' }),
  day('occ_102', 1, 'Wed, 15 Jul 2026'),
  day('occ_103', 1, 'Fri, 17 Jul 2026', { bookable: false, reason: 'Full' }),
  day('occ_104', 2, 'Mon, 20 Jul 2026'),
  day('occ_105', 2, 'Wed, 22 Jul 2026', { bookable: false, reason: 'Already booked' }),
  day('occ_106', 2, 'Fri, 24 Jul 2026'),
  day('occ_107', 3, 'Mon, 27 Jul 2026'),
  day('occ_108', 3, 'Wed, 29 Jul 2026', { price: '£25.00' }),
];

/** A one-week camp's four sessions. */
export const oneWeekSessions: CampSessionOption[] = [
  day('occ_201', 1, 'Mon, 26 Oct 2026'),
  day('occ_202', 1, 'Tue, 27 Oct 2026'),
  day('occ_203', 1, 'Wed, 28 Oct 2026'),
  day('occ_204', 1, 'Thu, 29 Oct 2026'),
];

export const extras: ExtraView[] = [
  { id: 31, name: 'Packed lunch', description: 'Sandwich, fruit and a drink each day.', price: '£5.00', quantity: 0 },
  { id: 32, name: 'Camp T-shirt', description: null, price: '£12.50', quantity: 2 },
];

export const waiver = {
  name: 'Camp participation waiver',
  termsHtml:
    '<p>Activities include running, ball games and swimming in water up to 1.4 m deep.</p>' +
    '<ul><li>Staff may give first aid if needed.</li><li>Attendees must follow the instructions of camp staff.</li></ul>' +
    '<p>Photos are only taken with consent.</p><p>Lost property is kept for two weeks.</p>',
};
