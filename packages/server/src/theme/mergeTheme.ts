import { venueThemeOver, type ThemeWire } from '@courtside/core';
import type { ThemeColumns } from '../db/schema';

/** Wire field ← column, for every spec §3 Theme field. */
const fields: Record<keyof ThemeWire, keyof ThemeColumns> = {
  theme_app_logo: 'themeLogo',
  theme_app_primary_colour: 'themePrimaryColour',
  theme_app_secondary_colour_1: 'themeSecondaryColour1',
  theme_app_secondary_colour_2: 'themeSecondaryColour2',
  theme_app_dark_bg_colour: 'themeDarkBgColour',
  theme_app_header_bg_colour: 'themeHeaderBgColour',
  header_primary_colour: 'themeHeaderPrimaryColour',
  theme_app_heading_font_style: 'themeHeadingFont',
  theme_app_body_font_style: 'themeBodyFont',
  theme_app_secondary_button_style: 'themeSecondaryButtonStyle',
};

/** A stored theme's columns as the wire's fields (null where the row leaves a field out). */
const wireOf = (columns: Partial<ThemeColumns>): ThemeWire =>
  Object.fromEntries(Object.entries(fields).map(([wire, column]) => [wire, columns[column] ?? null])) as ThemeWire;

/** The venue's theme over the tenant's default (core's `venueThemeOver`, the rule Storybook's venue themes share). */
export function mergeTheme(tenant: Partial<ThemeColumns>, venue?: Partial<ThemeColumns>): ThemeWire {
  return venueThemeOver(wireOf(tenant), venue ? wireOf(venue) : null);
}

/** The columns that store a wire theme, field by field (the seed writes core's demo themes this way). */
export function themeColumns(theme: ThemeWire): ThemeColumns {
  return Object.fromEntries(Object.entries(fields).map(([wire, column]) => [column, theme[wire as keyof ThemeWire]])) as ThemeColumns;
}
