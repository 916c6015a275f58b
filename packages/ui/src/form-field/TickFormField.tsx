import { useId, type ReactNode } from 'react';
import { Checkbox, Text } from '@radix-ui/themes';

export interface TickFormFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled tick box with its error tied to it (terms, marketing opt-ins). */
export function TickFormField({ label, checked, onChange, error, required, disabled }: TickFormFieldProps): ReactNode {
  const id = useId();
  return (
    <div className="cs-form-field cs-form-field--tick" data-invalid={error ? '' : undefined}>
      <Text as="label" size="2" className="cs-form-field__tick">
        <Checkbox
          size="2"
          checked={checked}
          disabled={disabled}
          color={error ? 'red' : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onCheckedChange={(next) => onChange(next === true)}
        />
        <span>
          {label}
          {required ? <span aria-hidden="true" className="cs-form-field__required">{' *'}</span> : null}
        </span>
      </Text>
      {error ? (
        <Text as="p" id={`${id}-error`} size="2" className="cs-form-field__error">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
