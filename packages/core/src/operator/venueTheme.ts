import type { ThemeWire } from '../contract/theme';

/**
 * A venue's theme as GET /api/frontend/theme?venue= serves it: each field the venue's where it sets one, else its
 * operator's, else null. A venue with a primary colour of its own and no header primary leaves the header primary
 * null, so it follows the venue's primary (spec §9 "header primary → primary"): the operator's header primary is
 * chosen for the operator's colour, and would put, say, a teal Log in button in a blue venue's header.
 */
export function venueThemeOver(operator: ThemeWire, venue?: ThemeWire | null): ThemeWire {
  const ownPrimary = Boolean(venue?.theme_app_primary_colour) && !venue?.header_primary_colour;
  const fields = Object.keys(operator) as Array<keyof ThemeWire>;
  const served = fields.map((field) => [field, field === 'header_primary_colour' && ownPrimary ? null : (venue?.[field] ?? operator[field] ?? null)]);
  return Object.fromEntries(served) as ThemeWire;
}
