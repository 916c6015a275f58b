import { describe, expect, it } from 'vitest';
import { themeWireSchema } from '../contract/theme';
import { demoOperators, demoThemed } from './demoThemes';

describe('demo themes', () => {
  const everyone = demoOperators.flatMap((operator) => [operator, ...operator.venues]);

  it('are wire themes with one entry per slug', () => {
    for (const { theme } of everyone) expect(themeWireSchema.strict().parse(theme)).toEqual(theme);
    expect(new Set(everyone.map(({ slug }) => slug)).size).toBe(everyone.length);
  });

  it('give every operator a primary colour and logo for its venues to fall back on', () => {
    for (const { theme } of demoOperators) expect(theme).toMatchObject({ theme_app_primary_colour: expect.any(String), theme_app_logo: expect.any(String) });
  });

  it('are found by slug, an operator or a venue; an unknown slug throws', () => {
    expect(demoThemed('peak').name).toBe('Peak Active');
    expect(demoThemed('millbrook-sports-hall').theme.theme_app_primary_colour).toBe('30 64 175');
    expect(() => demoThemed('nowhere')).toThrow("No demo operator or venue 'nowhere'");
  });
});
