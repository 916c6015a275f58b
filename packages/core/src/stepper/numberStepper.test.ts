import { describe, expect, it } from 'vitest';
import { initialNumberStepperState, isAcceptedTypedValue, numberStepper } from './numberStepper';
import type { NumberStepperEvent, NumberStepperOptions } from './numberStepper';

const extras: NumberStepperOptions = { min: 0, max: 10 };
const at = (value: number, rejected = false) => ({ value, rejected });

describe('numberStepper (spec §5 Number stepper)', () => {
  it.each<[string, number, NumberStepperEvent, NumberStepperOptions, { value: number; rejected: boolean }]>([
    // Typed values: strictly above the minimum, at most the maximum.
    ['typed within bounds', 2, { type: 'typed', raw: '7' }, extras, at(7)],
    ['typed the maximum', 2, { type: 'typed', raw: '10' }, extras, at(10)],
    ['typed just above the minimum', 2, { type: 'typed', raw: '1' }, extras, at(1)],
    ['typed the minimum itself is rejected', 2, { type: 'typed', raw: '0' }, extras, at(2, true)],
    ['typed below the minimum', 2, { type: 'typed', raw: '-1' }, extras, at(2, true)],
    ['typed above the maximum', 2, { type: 'typed', raw: '11' }, extras, at(2, true)],
    ['typed a custom minimum is rejected', 5, { type: 'typed', raw: '3' }, { min: 3, max: 8 }, at(5, true)],
    ['typed above a custom minimum', 5, { type: 'typed', raw: '4' }, { min: 3, max: 8 }, at(4)],
    ['typed without a maximum', 0, { type: 'typed', raw: '500' }, {}, at(500)],
    ['typed with null maximum', 0, { type: 'typed', raw: '500' }, { max: null }, at(500)],
    ['typed default minimum 0 rejects 0', 4, { type: 'typed', raw: '0' }, {}, at(4, true)],
    ['typed with spaces', 1, { type: 'typed', raw: ' 3 ' }, extras, at(3)],
    ['typed a decimal', 1, { type: 'typed', raw: '2.5' }, extras, at(2.5)],
    ['typed text', 1, { type: 'typed', raw: 'abc' }, extras, at(1, true)],
    ['typed nothing', 1, { type: 'typed', raw: '' }, extras, at(1, true)],
    ['typed exponent', 1, { type: 'typed', raw: '1e1' }, extras, at(1, true)],
    // Double-click sets the maximum.
    ['double-click sets the maximum', 3, { type: 'doubleClick' }, extras, at(10)],
    ['double-click without a maximum is a no-op', 3, { type: 'doubleClick' }, {}, at(3)],
    // Backspace/Delete sets 0.
    ['clear sets 0', 7, { type: 'clear' }, extras, at(0)],
    ['clear sets 0 below a higher minimum', 7, { type: 'clear' }, { min: 2 }, at(0)],
    // Arrows step by the increment within bounds.
    ['increment', 3, { type: 'increment' }, extras, at(4)],
    ['increment stops at the maximum', 10, { type: 'increment' }, extras, at(10)],
    ['increment by step, capped', 9, { type: 'increment' }, { max: 10, step: 5 }, at(10)],
    ['increment without a maximum', 99, { type: 'increment' }, {}, at(100)],
    ['increment from below the minimum lands on it', 0, { type: 'increment' }, { min: 5 }, at(5)],
    ['decrement', 3, { type: 'decrement' }, extras, at(2)],
    ['decrement stops at the minimum', 0, { type: 'decrement' }, extras, at(0)],
    ['decrement by step, floored', 7, { type: 'decrement' }, { min: 5, step: 5 }, at(5)],
    ['decimal step stays exact', 0.1, { type: 'increment' }, { step: 0.2 }, at(0.3)],
    ['decimal step down stays exact', 0.3, { type: 'decrement' }, { step: 0.1 }, at(0.2)],
  ])('%s', (_name, value, event, options, expected) => {
    expect(numberStepper(initialNumberStepperState(value), event, options)).toEqual(expected);
  });

  it('an accepted event clears an earlier rejection', () => {
    const rejected = numberStepper(initialNumberStepperState(2), { type: 'typed', raw: '0' }, extras);
    expect(rejected).toEqual(at(2, true));
    expect(numberStepper(rejected, { type: 'increment' }, extras)).toEqual(at(3));
    expect(numberStepper(rejected, { type: 'clear' }, extras)).toEqual(at(0));
  });

  it('returns the same state object when nothing changes', () => {
    const state = initialNumberStepperState(10);
    expect(numberStepper(state, { type: 'increment' }, extras)).toBe(state);
    expect(numberStepper(state, { type: 'doubleClick' }, {})).toBe(state);
    const rejected = at(4, true);
    expect(numberStepper(rejected, { type: 'typed', raw: '99' }, extras)).toBe(rejected);
  });

  it('defaults: minimum 0, no maximum, step 1', () => {
    expect(initialNumberStepperState()).toEqual(at(0));
    expect(numberStepper(initialNumberStepperState(), { type: 'increment' })).toEqual(at(1));
    expect(numberStepper(initialNumberStepperState(), { type: 'decrement' })).toEqual(at(0));
  });
});

describe('isAcceptedTypedValue (spec §5: at or below the minimum or above the maximum is rejected)', () => {
  it.each<[number, NumberStepperOptions | undefined, boolean]>([
    [0, undefined, false],
    [1, undefined, true],
    [10, extras, true],
    [10.5, extras, false],
    [3, { min: 3 }, false],
    [Number.NaN, undefined, false],
    [Number.POSITIVE_INFINITY, undefined, false],
  ])('%d with %j → %s', (value, options, accepted) => expect(isAcceptedTypedValue(value, options)).toBe(accepted));
});
