import type { ThemeWire } from '../contract/theme';

/**
 * A demo operator or venue: its slug, its name and its spec §3 Theme inputs as the server speaks them. A null field is
 * not set: a venue's falls back to its operator's, and one that neither sets gets the §9 default.
 */
export interface DemoThemed {
  readonly slug: string;
  readonly name: string;
  readonly theme: ThemeWire;
}

/** A demo operator (a tenant) with its venues. */
export interface DemoOperator extends DemoThemed {
  readonly venues: readonly DemoThemed[];
}

/**
 * The demo operators and venues with their themes: the one source the server's seed writes and Storybook's venue-theme
 * toolbar offers. White text on each operator's primary passes WCAG AA (riverside #0F766E 5.5:1, peak #C2410C 5.2:1),
 * so themed buttons stay readable.
 */
export const demoOperators: readonly DemoOperator[] = [
  {
    slug: 'riverside',
    name: 'Riverside Leisure Trust',
    theme: {
      theme_app_logo: '/logos/riverside-leisure-trust.svg',
      theme_app_primary_colour: '#0F766E',
      theme_app_secondary_colour_1: '#115E59',
      theme_app_secondary_colour_2: '#1E3A8A',
      theme_app_dark_bg_colour: '#0B2E2B',
      theme_app_header_bg_colour: '#FFFFFF',
      header_primary_colour: '#0F766E',
      theme_app_heading_font_style: 'garagegothic',
      theme_app_body_font_style: 'Lato',
      theme_app_secondary_button_style: 'outline',
    },
    venues: [
      {
        slug: 'riverside-aquatics-centre',
        name: 'Riverside Aquatics Centre',
        theme: {
          theme_app_logo: '/logos/riverside-aquatics-centre.svg',
          theme_app_primary_colour: '#0E7490',
          theme_app_secondary_colour_1: '#155E75',
          theme_app_secondary_colour_2: '#1E40AF',
          theme_app_dark_bg_colour: '#082F49',
          theme_app_header_bg_colour: '#FFFFFF',
          header_primary_colour: '#0E7490',
          theme_app_heading_font_style: 'garagegothic',
          theme_app_body_font_style: 'Lato',
          theme_app_secondary_button_style: 'outline',
        },
      },
      {
        slug: 'millbrook-sports-hall',
        name: 'Millbrook Sports Hall',
        theme: {
          theme_app_logo: '/logos/millbrook-sports-hall.svg',
          // An 'R G B' seed colour, to exercise the theme's parser (blue-800, 8.7:1 with white).
          theme_app_primary_colour: '30 64 175',
          theme_app_secondary_colour_1: '#1D4ED8',
          theme_app_secondary_colour_2: '#0F766E',
          theme_app_dark_bg_colour: '#172554',
          theme_app_header_bg_colour: null,
          header_primary_colour: null,
          theme_app_heading_font_style: 'Roboto',
          theme_app_body_font_style: 'Open Sans',
          theme_app_secondary_button_style: 'solid',
        },
      },
      {
        slug: 'thameside-tennis-fitness',
        name: 'Thameside Tennis & Fitness',
        // Only a few fields: the rest (logo included) fall back to the operator's theme.
        theme: {
          theme_app_logo: null,
          theme_app_primary_colour: '#15803D',
          theme_app_secondary_colour_1: '#166534',
          theme_app_secondary_colour_2: null,
          theme_app_dark_bg_colour: null,
          theme_app_header_bg_colour: null,
          header_primary_colour: null,
          theme_app_heading_font_style: 'Roboto',
          theme_app_body_font_style: 'Roboto',
          theme_app_secondary_button_style: null,
        },
      },
    ],
  },
  {
    slug: 'peak',
    name: 'Peak Active',
    theme: {
      theme_app_logo: '/logos/peak-active.svg',
      theme_app_primary_colour: '#C2410C',
      theme_app_secondary_colour_1: '#7C2D12',
      theme_app_secondary_colour_2: '#3F6212',
      theme_app_dark_bg_colour: '#292524',
      theme_app_header_bg_colour: '#FFFFFF',
      header_primary_colour: '#C2410C',
      theme_app_heading_font_style: 'Roboto',
      theme_app_body_font_style: 'Open Sans',
      theme_app_secondary_button_style: 'solid',
    },
    venues: [
      {
        slug: 'peak-district-pool',
        name: 'Peak District Pool',
        theme: {
          theme_app_logo: '/logos/peak-district-pool.svg',
          theme_app_primary_colour: '#B91C1C',
          theme_app_secondary_colour_1: '#7F1D1D',
          theme_app_secondary_colour_2: '#1E3A8A',
          theme_app_dark_bg_colour: '#1C1917',
          theme_app_header_bg_colour: '#FFFFFF',
          header_primary_colour: '#B91C1C',
          theme_app_heading_font_style: 'garagegothic',
          theme_app_body_font_style: 'Roboto',
          theme_app_secondary_button_style: 'solid',
        },
      },
      {
        slug: 'matlock-sports-centre',
        name: 'Matlock Sports Centre',
        theme: {
          theme_app_logo: '/logos/matlock-sports-centre.svg',
          // An 'R G B' seed colour, to exercise the theme's parser (orange-800, 7.3:1 with white).
          theme_app_primary_colour: '154 52 18',
          theme_app_secondary_colour_1: '#78350F',
          theme_app_secondary_colour_2: '#365314',
          theme_app_dark_bg_colour: '#292524',
          theme_app_header_bg_colour: null,
          header_primary_colour: null,
          theme_app_heading_font_style: 'Lato',
          theme_app_body_font_style: 'Lato',
          theme_app_secondary_button_style: 'outline',
        },
      },
      {
        slug: 'bakewell-activity-hub',
        name: 'Bakewell Activity Hub',
        theme: {
          theme_app_logo: '/logos/bakewell-activity-hub.svg',
          theme_app_primary_colour: '#7C3AED',
          theme_app_secondary_colour_1: '#5B21B6',
          theme_app_secondary_colour_2: null,
          theme_app_dark_bg_colour: null,
          theme_app_header_bg_colour: null,
          header_primary_colour: null,
          theme_app_heading_font_style: 'Open Sans',
          theme_app_body_font_style: 'Open Sans',
          theme_app_secondary_button_style: null,
        },
      },
    ],
  },
];

/** The demo operator or venue with this slug; throws when there is none (a typo in the seed must not pass silently). */
export function demoThemed(slug: string): DemoThemed {
  for (const operator of demoOperators) {
    if (operator.slug === slug) return operator;
    const venue = operator.venues.find((entry) => entry.slug === slug);
    if (venue) return venue;
  }
  throw new Error(`No demo operator or venue '${slug}'`);
}
