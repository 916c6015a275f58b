import { describe, expect, it } from 'vitest';
import { fontForName } from './fontStacks';

const garage = {
  family: 'garagegothic',
  stack: '"garagegothic", "Oswald", "Arial Narrow", sans-serif-condensed, sans-serif',
};

describe('fontForName (spec §9 Font choices)', () => {
  it.each([
    ['Lato', { family: 'Lato', stack: '"Lato", system-ui, sans-serif' }],
    ['Open Sans', { family: 'Open Sans', stack: '"Open Sans", system-ui, sans-serif' }],
    ['Roboto', { family: 'Roboto', stack: '"Roboto", system-ui, sans-serif' }],
    ['garagegothic', garage],
    ['garagegothic-boldregular', garage],
    // Venue data is matched case- and space-insensitively.
    ['open sans', { family: 'Open Sans', stack: '"Open Sans", system-ui, sans-serif' }],
    [' ROBOTO ', { family: 'Roboto', stack: '"Roboto", system-ui, sans-serif' }],
    ['GarageGothic-BoldRegular', garage],
  ])('%j → %j', (name, font) => {
    expect(fontForName(name)).toEqual(font);
  });

  it.each(['Comic Sans', '', 'OpenSans', 'garagegothic-bold', 'toString', 'constructor'])('%j is unknown', (name) => {
    expect(fontForName(name)).toBeUndefined();
  });
});
