import type { AnswerInput, Question, QuestionKind } from '@courtside/core';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionField } from './QuestionField';

/** One question as the page passes it: core's `answerKey(question.id)` and `questionKind(question)`. */
export interface QuestionFieldView {
  /** Core's `answerKey(question.id)` ('q_12'): the key of `values` and `errors`. */
  key: string;
  question: Question;
  /** Core's `questionKind(question)`; null (group, hidden) is skipped. */
  kind: QuestionKind | null;
  /** Core's `questionMaxLength[kind]` for text inputs (spec §5 maxLength and character count). */
  maxLength?: number;
}

/** Spec §3 custom question section, in display order (core's `sortQuestionSections`). */
export interface QuestionSectionView {
  title: string;
  description?: string | null;
  questions: QuestionFieldView[];
}

export interface QuestionSectionsProps {
  /** Whom the booking is for: 'For Jamie Morgan'. */
  attendeeName: string;
  sections: QuestionSectionView[];
  /** Form values keyed by answerKey. */
  values: Readonly<Record<string, AnswerInput>>;
  /** The message of each invalid question keyed by answerKey (spec §5 rules, or core's `questionErrors` after a 422). */
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (key: string, value: AnswerInput) => void;
  onBlur?: (key: string) => void;
  /** A form-level message, e.g. the server's 'Please complete all required questions.' (spec §5). */
  message?: string | null;
  disabled?: boolean;
}

/**
 * Spec §2 attendee details: 'Attendee details', whom the booking is for, then each custom question section (title,
 * description) with its questions; group and hidden questions are skipped.
 */
export function QuestionSections(props: QuestionSectionsProps): ReactNode {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const { sections, values, errors, onChange, onBlur, message, disabled } = props;
  return (
    <section className="cs-booking-section cs-question-sections" aria-labelledby={titleId}>
      <Heading as="h2" size="5" id={titleId} className="cs-booking-section__title">
        {t('booking.questions.title')}
      </Heading>
      <Text as="p" size="3" weight="medium" className="cs-question-sections__for">
        {t('booking.questions.for', { name: props.attendeeName })}
      </Text>
      {message ? (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {sections.map((section, index) => {
        const shown = section.questions.filter((q): q is QuestionFieldView & { kind: QuestionKind } => q.kind !== null);
        if (shown.length === 0) return null;
        const sectionId = `${titleId}-${index}`;
        return (
          <section key={`${index}-${section.title}`} className="cs-question-section" aria-labelledby={sectionId}>
            <Heading as="h3" size="3" id={sectionId} className="cs-question-section__title">
              {section.title}
            </Heading>
            {section.description ? (
              <Text as="p" size="2" className="cs-question-section__description">
                {section.description}
              </Text>
            ) : null}
            <div className="cs-question-section__fields">
              {shown.map(({ key, question, kind, maxLength }) => (
                <QuestionField
                  key={key}
                  question={question}
                  kind={kind}
                  maxLength={maxLength}
                  value={values[key]}
                  error={errors[key] ?? null}
                  disabled={disabled}
                  onChange={(value) => onChange(key, value)}
                  onBlur={onBlur ? () => onBlur(key) : undefined}
                />
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}
