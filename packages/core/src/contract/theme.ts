import { z } from 'zod';
import { dataEnvelope } from './common';

/** Spec §9 font choices (the heading default is garagegothic-boldregular). */
export const fontChoices = ['Lato', 'Open Sans', 'Roboto', 'garagegothic', 'garagegothic-boldregular'] as const;

/** Spec §3 Theme fields, as the server speaks them (snake_case); every field may be null. */
export const themeWireSchema = z.object({
  theme_app_logo: z.string().nullable(),
  theme_app_primary_colour: z.string().nullable(),
  theme_app_secondary_colour_1: z.string().nullable(),
  theme_app_secondary_colour_2: z.string().nullable(),
  theme_app_dark_bg_colour: z.string().nullable(),
  theme_app_header_bg_colour: z.string().nullable(),
  header_primary_colour: z.string().nullable(),
  theme_app_heading_font_style: z.string().nullable(),
  theme_app_body_font_style: z.string().nullable(),
  theme_app_secondary_button_style: z.string().nullable(),
});
export type ThemeWire = z.infer<typeof themeWireSchema>;

/** GET /api/frontend/theme?venue= response (spec §7). */
export const themeResponseSchema = dataEnvelope(themeWireSchema);

/** GET /api/frontend/theme query. */
export const themeQuerySchema = z.object({ venue: z.string().min(1).max(255).optional() });

/**
 * Spec §3/§4 theme as the client keeps it: camelCase, with null fields dropped.
 * (themeAppSecondaryColour1 is theme_app_secondary_colour_1 converted.)
 */
export interface Theme {
  themeAppLogo?: string;
  themeAppPrimaryColour?: string;
  themeAppSecondaryColour1?: string;
  themeAppSecondaryColour2?: string;
  themeAppDarkBgColour?: string;
  themeAppHeaderBgColour?: string;
  headerPrimaryColour?: string;
  themeAppHeadingFontStyle?: string;
  themeAppBodyFontStyle?: string;
  themeAppSecondaryButtonStyle?: string;
}
