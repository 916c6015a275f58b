import { useId, type ReactNode } from 'react';
import { Text, TextField } from '@radix-ui/themes';

export interface TextFormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first message for this field (spec §5 form messages); marks the input invalid. */
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'datetime-local';
  /** The most characters the input takes. */
  maxLength?: number;
  autoComplete?: string;
  name?: string;
  disabled?: boolean;
  /** The on-screen keyboard to offer (a money amount: 'decimal'). */
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** Further ids describing the field (e.g. a live line under it). */
  describedBy?: string;
}

/**
 * A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid).
 * Required fields carry a visual '*' and aria-required; the form itself validates (noValidate).
 */
export function TextFormField(props: TextFormFieldProps): ReactNode {
  const { label, value, onChange, onBlur, error, hint, required, type = 'text', autoComplete, name, disabled, inputMode, maxLength, describedBy: more } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, more ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="cs-form-field" data-invalid={error ? '' : undefined}>
      <Text as="label" htmlFor={id} size="2" weight="medium" className="cs-form-field__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="cs-form-field__required">
            {' *'}
          </span>
        ) : null}
      </Text>
      <TextField.Root
        id={id}
        name={name}
        size="3"
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        color={error ? 'red' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? (
        <Text as="p" id={`${id}-hint`} size="2" className="cs-form-field__hint">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text as="p" id={`${id}-error`} size="2" className="cs-form-field__error">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
