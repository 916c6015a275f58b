import { describe, expect, it } from 'vitest';
import { nearbyCentres, searchCentresByName } from './centreSearch';
import { distanceMiles, hasValidCoordinates, isPostcodeLength, METRES_PER_MILE, normaliseRadius, outwardCode } from './geo';

const london = { latitude: 51.5074, longitude: -0.1278 };
const manchester = { latitude: 53.4808, longitude: -2.2426 };

describe('geo (spec §3, §5, §9)', () => {
  it('uses 1609.344 m per mile and measures London–Manchester ≈ 163 miles', () => {
    expect(METRES_PER_MILE).toBe(1609.344);
    expect(distanceMiles(london, manchester)).toBeGreaterThan(162);
    expect(distanceMiles(london, manchester)).toBeLessThan(164);
    expect(distanceMiles(london, london)).toBe(0);
  });

  it.each([
    [{ latitude: 51, longitude: 0 }, true],
    [{ latitude: -90, longitude: 180 }, true],
    [{ latitude: 90.01, longitude: 0 }, false],
    [{ latitude: null, longitude: 0 }, false],
    [{ latitude: '51', longitude: 0 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
    [{ latitude: 51, longitude: null }, false],
    [null, false],
  ])('valid coordinates %o: %s', (coords, ok) => expect(hasValidCoordinates(coords as never)).toBe(ok));

  it.each([[5, 5], [0, 0], [30, 30], [31, 30], [-1, 0], ['12', 12], ['', 5], [undefined, 5], ['x', 5]])(
    'radius %o → %i', (input, out) => expect(normaliseRadius(input)).toBe(out));

  it.each([['M1 1AE', true], ['SW1A1AA', true], ['SW1A 1AA', true], ['M11A', false], ['ABCDEFGH', false]])(
    'postcode length %s: %s', (term, ok) => expect(isPostcodeLength(term)).toBe(ok));

  it.each([['SW1A 1AA', 'SW1A'], ['m1 1ae', 'M1'], ['KT2', 'KT2'], ['B33 8TH', 'B33'], ['hello', null], ['12345', null]])(
    'outward code of %s is %s', (term, code) => expect(outwardCode(term)).toBe(code));
});

describe('centre search (spec §5)', () => {
  const venues = [
    { name: 'Riverside Aquatics', coordinates: { latitude: 51.41, longitude: -0.3 } },
    { name: 'Millbrook Hall', coordinates: { latitude: 51.46, longitude: -0.3 } },
    { name: 'Thameside Tennis', coordinates: { latitude: null, longitude: null } },
    { name: 'Far Away Pool', coordinates: manchester },
  ];
  it('matches names case-insensitively by substring', () => {
    expect(searchCentresByName(venues, 'SIDE').map((v) => v.name)).toEqual(['Riverside Aquatics', 'Thameside Tennis']);
    expect(searchCentresByName(venues, '  ')).toHaveLength(4);
  });
  it('finds venues within the radius, nearest first, skipping those without coordinates', () => {
    const origin = { latitude: 51.45, longitude: -0.3 };
    const near = nearbyCentres(venues, origin, 5);
    expect(near.map((v) => v.name)).toEqual(['Millbrook Hall', 'Riverside Aquatics']);
    expect(near[0]?.distance).toBeCloseTo(0.69, 1);
    expect(nearbyCentres(venues, origin, 1).map((v) => v.name)).toEqual(['Millbrook Hall']);
    expect(nearbyCentres(venues, origin, 300).map((v) => v.name)).toEqual(['Millbrook Hall', 'Riverside Aquatics']);
  });
});
