import { Checkbox, RadioGroup, Text } from '@radix-ui/themes';
import type { FocusEvent, ReactNode } from 'react';
import { answerIds, answerText, ErrorText, RequiredMark, type QuestionControlProps } from './questionParts';

/** Calls `onBlur` only when focus leaves the whole group, not when it moves between its options. */
function groupBlur(onBlur: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
}

/** A radio question: one option, its id as a number. */
function RadioQuestion({ id, errorId, question, value, onChange, onBlur, error, disabled }: QuestionControlProps): ReactNode {
  const labelId = `${id}-label`;
  return (
    <div className="cs-form-field cs-question" data-kind="radio" data-invalid={error ? '' : undefined}>
      <Text as="p" id={labelId} size="2" weight="medium" className="cs-form-field__label cs-question__legend">
        {question.question}
        <RequiredMark required={question.required} />
      </Text>
      <RadioGroup.Root
        size="2"
        value={answerText(value)}
        disabled={disabled}
        color={error ? 'red' : undefined}
        aria-labelledby={labelId}
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="cs-question__options"
        onValueChange={(next) => onChange(Number(next))}
        onBlur={groupBlur(onBlur)}
      >
        {(question.options ?? []).map((option) => (
          <RadioGroup.Item key={option.id} value={String(option.id)}>
            {option.value}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/**
 * Tick boxes of the options: multi_select keeps a list of ids; checkbox_option holds one id (spec §5 maps it to a
 * number), so ticking one unticks the others and unticking it clears the answer.
 */
function TickOptionsQuestion({ id, errorId, question, kind, value, onChange, onBlur, error, disabled }: QuestionControlProps): ReactNode {
  const single = kind === 'checkbox_option';
  const chosen = single ? [answerText(value)] : answerIds(value);
  const toggle = (optionId: number, ticked: boolean) => {
    if (single) return onChange(ticked ? optionId : null);
    const rest = chosen.filter((x) => x !== String(optionId)).map(Number);
    onChange(ticked ? [...rest, optionId] : rest);
  };
  return (
    <fieldset
      className="cs-form-field cs-question cs-question__group"
      data-kind={kind}
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
      onBlur={groupBlur(onBlur)}
    >
      <Text size="2" weight="medium" className="cs-form-field__label cs-question__legend" asChild>
        <legend>
          {question.question}
          <RequiredMark required={question.required} spoken />
        </legend>
      </Text>
      <div className="cs-question__options">
        {(question.options ?? []).map((option) => (
          <Text as="label" size="2" key={option.id} className="cs-form-field__tick">
            <Checkbox
              id={`${id}-${option.id}`}
              size="2"
              checked={chosen.includes(String(option.id))}
              disabled={disabled}
              color={error ? 'red' : undefined}
              aria-invalid={error ? true : undefined}
              onCheckedChange={(next) => toggle(option.id, next === true)}
            />
            <span>{option.value}</span>
          </Text>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** The questions answered from their options: radio, multi_select and checkbox_option. */
export function ChoiceQuestion(props: QuestionControlProps): ReactNode {
  return props.kind === 'radio' ? <RadioQuestion {...props} /> : <TickOptionsQuestion {...props} />;
}
