import { afterEach, describe, expect, it } from 'vitest';
import { clockSetting, startClock } from './startClock';

const RealDate = Date;
const mark = Symbol.for('courtside.clock.shifted');
afterEach(() => {
  globalThis.Date = RealDate;
  delete (globalThis as Record<symbol, unknown>)[mark];
});

describe('COURTSIDE_NOW', () => {
  it('reads the instant, anchored at the real moment the clock starts unless COURTSIDE_NOW_AT says otherwise', () => {
    expect(clockSetting({}, 5)).toBeNull();
    expect(clockSetting({ COURTSIDE_NOW: '2027-03-28T00:30:00Z' }, 1000)).toEqual({ now: Date.parse('2027-03-28T00:30:00Z'), at: 1000 });
    expect(clockSetting({ COURTSIDE_NOW: '2028-02-29T23:30:00+01:00', COURTSIDE_NOW_AT: '42' }, 1000)).toEqual({ now: Date.parse('2028-02-29T22:30:00Z'), at: 42 });
  });

  it('refuses a value that is not an instant', () => {
    expect(() => clockSetting({ COURTSIDE_NOW: 'saturday' })).toThrow(/COURTSIDE_NOW must be an ISO 8601 instant/);
    expect(() => clockSetting({ COURTSIDE_NOW: '2027-02-30T00:00:00Z' })).toThrow(/COURTSIDE_NOW/);
    expect(() => clockSetting({ COURTSIDE_NOW: '2027-03-28T00:30:00Z', COURTSIDE_NOW_AT: 'then' })).toThrow(/COURTSIDE_NOW_AT/);
  });

  it('shifts Date once per process, however often it is started, and keeps every Date a Date', () => {
    if ((globalThis as Record<symbol, unknown>)[mark] !== undefined) return; // a run under COURTSIDE_NOW has shifted it already
    const at = RealDate.now();
    const env = { COURTSIDE_NOW: '2028-02-29T23:30:00Z', COURTSIDE_NOW_AT: String(at) };
    const offset = startClock(env);
    expect(startClock(env)).toBe(offset);
    expect(startClock({ ...env, COURTSIDE_NOW: '2030-01-01T00:00:00Z' })).toBe(offset);
    expect(Date.now() - Date.parse('2028-02-29T23:30:00Z')).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse('2028-02-29T23:30:00Z')).toBeLessThan(RealDate.now() - at + 60_000);
    expect(new Date().toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(new Date('2020-01-01T00:00:00Z').getTime()).toBe(1577836800000);
    expect(Date()).toMatch(/Feb 29 2028|Mar 01 2028/);
    expect(new RealDate(0)).toBeInstanceOf(Date);
    expect(new Date()).toBeInstanceOf(RealDate);
  });
});
