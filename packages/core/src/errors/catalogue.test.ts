/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { ourMessages } from './ourMessages';
import { busyMessageFragment, specMessages } from './specMessages';

// The spec sits beside the repository (`../shared` in CI, relative to the package); the glob is empty without it.
const specFile = Object.values(import.meta.glob<string>('../../../../../shared/spec/product-spec.md', { query: '?raw', import: 'default', eager: true }))[0];

describe('the one catalogue of texts', () => {
  it.skipIf(specFile === undefined)('quotes every spec text verbatim (spec §5/§8)', () => {
    const texts: Array<[string, string]> = [...Object.entries(specMessages), ['busyMessageFragment', busyMessageFragment]];
    const missing = texts.filter(([, text]) => !specFile!.includes(text));
    expect(missing).toEqual([]);
  });

  it('holds the spec texts at the top level and our texts grouped by domain, under names that do not collide', () => {
    for (const key of Object.keys(ourMessages)) expect(specMessages).not.toHaveProperty(key);
    expect(messages.cartAdded).toBe(specMessages.cartAdded);
    expect(messages.cart).toBe(ourMessages.cart);
  });

  it('points at a spec text rather than rewording it', () => {
    const specTexts = new Set<string>(Object.values(specMessages));
    const ours = Object.values(ourMessages).flatMap((group) => Object.values(group)).filter((t): t is string => typeof t === 'string');
    const reworded = ours.filter((text) => !specTexts.has(text) && [...specTexts].some((s) => s.toLowerCase() === text.toLowerCase()));
    expect(reworded).toEqual([]);
  });

  it('builds the templated texts of our groups', () => {
    expect(messages.auth.tooManyLogins(1, false)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(messages.auth.tooManyLogins(15, true)).toBe('Too many failed login attempts from this address. Please try again in 15 minutes.');
    expect(messages.auth.tooManyResets(2)).toBe('Too many password reset requests from this address. Please try again in 2 minutes.');
    expect(messages.geocode.notFound('ZZ1')).toBe('We couldn\'t find "ZZ1". Check the postcode or place name and try again.');
    expect(messages.bookable.busy).toContain(busyMessageFragment);
  });
});
