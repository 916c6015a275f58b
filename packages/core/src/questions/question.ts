import { unsupportedQuestionTypeMessage } from '../errors/messages';

/** Spec §3 Custom question section: an option of a select, radio, multi_select or checkbox question. */
export interface QuestionOption {
  id: number;
  value: string;
}

/** Spec §3 Custom question section: the fields a question rule reads (camelCase, as the client delivers them). */
export interface Question {
  id: number;
  type: string;
  question: string;
  required: boolean;
  position: number;
  options?: readonly QuestionOption[] | null;
}

/** Spec §3 Custom question section: title, description, position and questions. */
export interface QuestionSection {
  title: string;
  description?: string | null;
  position: number;
  questions: readonly Question[];
}

/**
 * The input a question renders as. 'textarea' covers the wire's 'long_text'; a checkbox splits in two
 * because spec §5 validates and maps it differently with and without options.
 */
export type QuestionKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'multi_select'
  | 'checkbox_option'
  | 'checkbox'
  | 'date';

const directKinds: Readonly<Record<string, QuestionKind>> = {
  text: 'text',
  textarea: 'textarea',
  long_text: 'textarea',
  number: 'number',
  select: 'select',
  radio: 'radio',
  multi_select: 'multi_select',
  date: 'date',
};

/** Types of the server contract that are not rendered inputs (spec §3): they carry no answer. */
const skippedTypes: ReadonlySet<string> = new Set(['group', 'hidden']);

/**
 * Spec §3/§8: the kind of input a question renders as; null for group and hidden (skipped); throws
 * 'Unsupported question type: {type}' for any other type.
 */
export function questionKind(question: Pick<Question, 'type' | 'options'>): QuestionKind | null {
  if (skippedTypes.has(question.type)) return null;
  if (question.type === 'checkbox') return (question.options?.length ?? 0) > 0 ? 'checkbox_option' : 'checkbox';
  const kind = Object.hasOwn(directKinds, question.type) ? directKinds[question.type] : undefined;
  if (!kind) throw new Error(unsupportedQuestionTypeMessage(question.type));
  return kind;
}

/** The form field name of a question's answer: `q_{id}` (a numeric name would read as an array index in form paths). */
export function answerKey(questionId: number | string): string {
  return `q_${questionId}`;
}
