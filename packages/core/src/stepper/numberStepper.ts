/** Spec §5 Number stepper: bounds and increment; minimum defaults to 0, maximum is optional, step defaults to 1. */
export interface NumberStepperOptions {
  min?: number;
  max?: number | null;
  step?: number;
}

/** Spec §5: the stepper's value, and whether the last typed value was rejected (so the UI can flag it). */
export interface NumberStepperState {
  value: number;
  rejected: boolean;
}

/** Spec §5: what the user did — typed text, an arrow, a double-click, or Backspace/Delete (`clear`). */
export type NumberStepperEvent =
  | { type: 'typed'; raw: string }
  | { type: 'increment' }
  | { type: 'decrement' }
  | { type: 'doubleClick' }
  | { type: 'clear' };

/** Spec §5: a stepper at `value` (default 0) with nothing rejected. */
export function initialNumberStepperState(value = 0): NumberStepperState {
  return { value, rejected: false };
}

/**
 * Spec §5, read literally: a typed value is accepted only when strictly above the minimum and at most the maximum,
 * so typing the minimum itself is rejected (only Backspace/Delete reaches 0, and arrows reach the minimum).
 */
export function isAcceptedTypedValue(value: number, { min = 0, max }: NumberStepperOptions = {}): boolean {
  return Number.isFinite(value) && value > min && (max == null || value <= max);
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function parseTyped(raw: string): number | null {
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : null;
}

function decimalsOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

/** value ± step held within [min, max], rounded to the step's precision so 0.1 + 0.2 stays 0.3. */
function stepWithin(value: number, delta: number, { min = 0, max }: NumberStepperOptions): number {
  const precision = Math.max(decimalsOf(value), decimalsOf(delta));
  const stepped = Number((value + delta).toFixed(precision));
  const capped = max == null ? stepped : Math.min(stepped, max);
  return Math.max(min, capped);
}

function settle(state: NumberStepperState, value: number, rejected = false): NumberStepperState {
  // Same object back when nothing changed, so a store or React state can skip the update.
  return state.value === value && state.rejected === rejected ? state : { value, rejected };
}

/**
 * Spec §5 Number stepper as a pure reducer: typed values at or below the minimum or above the maximum are rejected
 * (value kept, `rejected` set); double-click sets the maximum (no-op without one); clear (Backspace/Delete) sets 0,
 * even when the minimum is higher; arrows step by the increment within the bounds.
 */
export function numberStepper(
  state: NumberStepperState,
  event: NumberStepperEvent,
  options: NumberStepperOptions = {},
): NumberStepperState {
  const step = options.step ?? 1;
  switch (event.type) {
    case 'typed': {
      const value = parseTyped(event.raw);
      if (value === null || !isAcceptedTypedValue(value, options)) return settle(state, state.value, true);
      return settle(state, value);
    }
    case 'increment':
      return settle(state, stepWithin(state.value, step, options));
    case 'decrement':
      return settle(state, stepWithin(state.value, -step, options));
    case 'doubleClick':
      return options.max == null ? state : settle(state, options.max);
    case 'clear':
      return settle(state, 0);
  }
}
