import { describe, expect, it } from 'vitest';
import { contrastRatio, white } from './contrast';
import { parseColour } from './parseColour';
import { radixAccentVars } from './radixAccent';

const onWhite = (hex: string | undefined): number => contrastRatio(parseColour(hex ?? ''), white);
const ratio = (a: string | undefined, b: string | undefined): number =>
  contrastRatio(parseColour(a ?? ''), parseColour(b ?? ''));
const steps = Array.from({ length: 12 }, (_, i) => i + 1);

describe('radixAccentVars (spec §9 venue primary → Radix Themes accent)', () => {
  const vars = radixAccentVars('#8C59F8');
  const primaries = ['#8c59f8', '#ffff00', '#ffffff', '#f0f0f0', '#b58900', '#00ffff', '#3e2dac', '#000000', '#ff6b6b'];


  it.each([
    // Tints of 140 89 248: c × f + 255 × (1 − f)
    ['--accent-1', '#fdfcff'], // 0.02: 252.7, 251.7, 254.9
    ['--accent-2', '#f9f7ff'], // = spec 50
    ['--accent-3', '#f4eefe'], // = spec 100
    ['--accent-4', '#eee6fe'], // 0.15: 237.75, 230.1, 253.95
    ['--accent-5', '#e8defe'], // = spec 200
    ['--accent-6', '#ddcdfd'], // 0.3: 220.5 → 221, 205.2, 252.9
    ['--accent-7', '#d1bdfc'], // = spec 300
    ['--accent-8', '#ba9bfb'], // 0.6: 186, 155.4 → 155 (0x9b), 250.8
    ['--accent-9', '#8c59f8'], // spec 500
    ['--accent-10', '#7047c6'], // spec 600
    ['--accent-11', '#7047c6'], // first 5% shade step passing 4.5 on step 5 (#e8defe): the 0.8 shade, 4.79
    ['--accent-12', '#3e276d'], // 0.55 shade of 112 71 198: 61.6, 39.05, 108.9
    ['--accent-a1', 'rgba(140, 89, 248, 0.02)'],
    ['--accent-a8', 'rgba(140, 89, 248, 0.6)'],
    ['--accent-a9', 'rgba(140, 89, 248, 1)'],
    ['--accent-a10', 'rgba(112, 71, 198, 1)'],
    ['--accent-a11', 'rgba(112, 71, 198, 1)'],
    ['--accent-a12', 'rgba(62, 39, 109, 1)'],
    ['--accent-contrast', '#000000'],
    ['--accent-surface', '#f9f7ff'],
    ['--accent-indicator', '#8c59f8'],
    ['--accent-track', '#8c59f8'],
    ['--focus-8', '#8c59f8'],
  ])('%s is %s', (name, value) => {
    expect(vars[name]).toBe(value);
  });

  it('sets every accent step and alpha step, and nothing else', () => {
    const expected = [
      ...steps.map((n) => `--accent-${n}`),
      ...steps.map((n) => `--accent-a${n}`),
      '--accent-contrast',
      '--accent-surface',
      '--accent-indicator',
      '--accent-track',
      '--focus-8',
    ];
    expect(Object.keys(vars).sort()).toEqual(expected.sort());
  });

  it('alpha steps 1-9 increase in opacity', () => {
    const alphas = steps.slice(0, 9).map((n) => Number(/([\d.]+)\)$/.exec(vars[`--accent-a${n}`] ?? '')?.[1]));
    expect(alphas).toEqual([0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1]);
  });

  it.each(primaries)(
    '%s: accent-11 passes AA on white and accent-12 has at least its contrast',
    (primary) => {
      const accent = radixAccentVars(primary);
      expect(onWhite(accent['--accent-11'])).toBeGreaterThanOrEqual(4.5);
      expect(onWhite(accent['--accent-12'])).toBeGreaterThanOrEqual(onWhite(accent['--accent-11']));
    },
  );

  // Radix soft variants put --accent-a11 text on --accent-a3 (rest), a4 (hover) and a5 (pressed); on white those alphas
  // look like steps 3-5. The old step 11 (AA on white only) gave the §9 default 4.1:1 on step 3.
  it.each(primaries)('%s: accent-11 passes AA on the soft-variant tints (steps 3-5)', (primary) => {
    const accent = radixAccentVars(primary);
    for (const step of [3, 4, 5]) {
      expect(ratio(accent['--accent-11'], accent[`--accent-${step}`])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    ['#b58900', '#000000'],
    ['#1a237e', '#ffffff'],
  ])('%s gets %s accent-contrast', (primary, text) => {
    expect(radixAccentVars(primary)['--accent-contrast']).toBe(text);
  });
});
