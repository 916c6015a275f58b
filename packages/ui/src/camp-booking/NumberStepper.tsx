import type { extraQuantityLimits } from '@courtside/core';
import { MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9 extra quantity 0 to 10: the same literals as core's `extraQuantityLimits` (ui may import types only). */
const extraLimits: typeof extraQuantityLimits = { min: 0, max: 10 };

export interface NumberStepperProps {
  /** The accessible name of the number, e.g. 'Quantity of Lunch'; the buttons say 'Decrease …' / 'Increase …'. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Defaults to 0 (spec §5, core's extraQuantityLimits.min). */
  min?: number;
  /** Defaults to 10 (spec §9, core's extraQuantityLimits.max). */
  max?: number;
  step?: number;
  disabled?: boolean;
}

/** The nearest whole number within min..max, as core's `clampExtraQuantity` does for 0..10 (NaN becomes min). */
export function clampStepperValue(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Spec §5 number stepper: − and + buttons around a number input, held within min..max (0..10 by default). The
 * buttons are disabled at the limits, typing is clamped, arrows step, Backspace/Delete on the whole value sets the
 * minimum, Home/End and a double-click set the limits.
 */
export function NumberStepper({ label, value, onChange, min = extraLimits.min, max = extraLimits.max, step = 1, disabled }: NumberStepperProps): ReactNode {
  const { t } = useTranslation('courses');
  const id = useId();
  const set = (next: number) => {
    const clamped = clampStepperValue(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, number | undefined> = { ArrowUp: value + step, ArrowDown: value - step, Home: min, End: max };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    set(target);
  };
  return (
    <div className="cs-stepper" data-disabled={disabled || undefined}>
      <IconButton type="button" size="2" variant="soft" aria-label={t('booking.stepper.decrease', { label })} aria-controls={id} disabled={disabled || value <= min} onClick={() => set(value - step)}>
        <MinusIcon aria-hidden="true" />
      </IconButton>
      <input
        id={id}
        className="cs-stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={String(value)}
        aria-label={label}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onDoubleClick={() => set(max)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => set(event.target.value === '' ? min : Number(event.target.value))}
      />
      <IconButton type="button" size="2" variant="soft" aria-label={t('booking.stepper.increase', { label })} aria-controls={id} disabled={disabled || value >= max} onClick={() => set(value + step)}>
        <PlusIcon aria-hidden="true" />
      </IconButton>
    </div>
  );
}
