import type { AnswerInput, Question, QuestionKind } from '@courtside/core';
import { Text, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuestionFieldProps {
  /** Spec §3 question: its id, text, whether it is required and its options. */
  question: Pick<Question, 'id' | 'question' | 'required' | 'options'>;
  /** Core's `questionKind(question)` (group and hidden have none and are not rendered). */
  kind: QuestionKind;
  /**
   * The form's value: text, textarea, number and date a string ('YYYY-MM-DD' for date); select, radio and
   * checkbox_option an option id (number) or null; multi_select a list of option ids; checkbox a boolean.
   */
  value: AnswerInput;
  onChange: (value: AnswerInput) => void;
  /** Focus left the field (for a group of options: focus left the whole group). */
  onBlur?: () => void;
  /** The spec §5 or §8 message for this question; marks it invalid. */
  error?: string | null;
  disabled?: boolean;
  /** Spec §5: a text input's maxLength (core's `questionMaxLength`); shown with a character count. */
  maxLength?: number;
}

/** Everything a question's control needs to be labelled, described and wired. */
export interface QuestionControlProps extends QuestionFieldProps {
  id: string;
  errorId: string;
}

/** The text an input shows for a form value (numbers as digits; lists, booleans and empties as ''). */
export function answerText(value: AnswerInput): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The option ids a multi_select value holds, as strings for comparison. */
export function answerIds(value: AnswerInput): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * The visible '*' of a required question (hidden from screen readers, which hear aria-required); `spoken` adds a
 * hidden 'required' where the control's role cannot carry aria-required (a group of tick boxes).
 */
export function RequiredMark({ required, spoken = false }: { required: boolean; spoken?: boolean }): ReactNode {
  const { t } = useTranslation('courses');
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="cs-form-field__required">
        {' *'}
      </span>
      {spoken ? <VisuallyHidden>{` (${t('booking.questions.required')})`}</VisuallyHidden> : null}
    </>
  );
}

/** A question's error message, the target of its control's aria-describedby. */
export function ErrorText({ id, error }: { id: string; error: string | null | undefined }): ReactNode {
  return error ? (
    <Text as="p" id={id} size="2" className="cs-form-field__error">
      {error}
    </Text>
  ) : null;
}
