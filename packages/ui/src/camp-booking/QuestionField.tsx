import { Checkbox, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceQuestion } from './ChoiceQuestion';
import { answerText, ErrorText, RequiredMark, type QuestionControlProps, type QuestionFieldProps } from './questionParts';

/** A single tick box whose label is the question (spec §5: a required one must be ticked). */
function TickQuestion({ id, errorId, question, value, onChange, onBlur, error, disabled }: QuestionControlProps): ReactNode {
  return (
    <div className="cs-form-field cs-question" data-kind="checkbox" data-invalid={error ? '' : undefined}>
      <Text as="label" size="2" className="cs-form-field__tick">
        <Checkbox
          id={id}
          size="2"
          checked={value === true || value === 'true'}
          disabled={disabled}
          color={error ? 'red' : undefined}
          aria-required={question.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onCheckedChange={(next) => onChange(next === true)}
          onBlur={onBlur}
        />
        <span>
          {question.question}
          <RequiredMark required={question.required} />
        </span>
      </Text>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/** The control of a one-input kind: text, textarea, number, date or a native select of the options. */
function InputControl({ id, errorId, question, kind, value, onChange, onBlur, error, disabled, maxLength }: QuestionControlProps): ReactNode {
  const { t } = useTranslation('courses');
  const counted = maxLength !== undefined && (kind === 'text' || kind === 'textarea');
  const hinted = kind === 'date';
  const describedBy = [error ? errorId : null, counted ? `${id}-count` : null, hinted ? `${id}-format` : null].filter(Boolean).join(' ') || undefined;
  const aria = {
    id,
    disabled,
    'aria-required': question.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
    ...(counted ? { maxLength } : {}),
  };
  const text = answerText(value);
  if (kind === 'textarea') return <TextArea {...aria} size="3" value={text} color={error ? 'red' : undefined} onChange={(e) => onChange(e.target.value)} />;
  if (kind === 'select') {
    return (
      <select {...aria} className="cs-question__select" value={text} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{t('booking.questions.choose')}</option>
        {(question.options ?? []).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.value}
          </option>
        ))}
      </select>
    );
  }
  // Spec §5 date picker: typed as DD-MM-YYYY (en-gb) whatever the browser's locale; core's answerDate reads it.
  const date = kind === 'date' ? { placeholder: t('booking.questions.datePlaceholder'), inputMode: 'numeric' as const, maxLength: 10, autoComplete: 'off' } : {};
  return (
    <>
      <TextField.Root
        {...aria}
        {...date}
        size="3"
        type={kind === 'number' ? 'number' : 'text'}
        inputMode={kind === 'number' ? 'decimal' : date.inputMode}
        value={text}
        color={error ? 'red' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hinted ? (
        <Text as="p" id={`${id}-format`} size="1" color="gray" className="cs-question__format">
          {t('booking.questions.dateFormat')}
        </Text>
      ) : null}
    </>
  );
}

/** Spec §5 character count of a text input: '12 / 255 characters'. */
function CharacterCount({ id, count, max }: { id: string; count: number; max: number }): ReactNode {
  const { t } = useTranslation('courses');
  return (
    <Text as="p" id={id} size="1" color="gray" className="cs-question__count">
      {t('booking.questions.count', { count, max })}
    </Text>
  );
}

/**
 * Spec §3/§5 custom question: one question rendered by its kind — text, textarea, number, select, radio,
 * multi_select and checkbox_option (tick boxes of the options), checkbox (one tick) or date. Required ones carry a
 * visible '*' and aria-required (announced as 'required' where the role has no aria-required); the error is tied
 * to the control with aria-describedby and aria-invalid.
 */
export function QuestionField(props: QuestionFieldProps): ReactNode {
  const id = useId();
  const control = { ...props, id, errorId: `${id}-error` };
  if (props.kind === 'checkbox') return <TickQuestion {...control} />;
  if (props.kind === 'radio' || props.kind === 'multi_select' || props.kind === 'checkbox_option') return <ChoiceQuestion {...control} />;
  return (
    <div className="cs-form-field cs-question" data-kind={props.kind} data-invalid={props.error ? '' : undefined}>
      <Text as="label" htmlFor={id} size="2" weight="medium" className="cs-form-field__label">
        {props.question.question}
        <RequiredMark required={props.question.required} />
      </Text>
      <InputControl {...control} />
      {props.maxLength !== undefined && (props.kind === 'text' || props.kind === 'textarea') ? (
        <CharacterCount id={`${id}-count`} count={answerText(props.value).length} max={props.maxLength} />
      ) : null}
      <ErrorText id={control.errorId} error={props.error} />
    </div>
  );
}


export type { QuestionFieldProps };
