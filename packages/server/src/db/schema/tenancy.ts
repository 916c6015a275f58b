import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** ISO day of week (1 = Monday) with HH:MM opening and closing times, as the venue contract speaks them. */
export interface OpeningTime {
  day_of_week: number;
  opens_at: string;
  closes_at: string;
}

/**
 * Spec §3 Theme fields as nullable columns. Tenants hold the default theme, venues override it
 * field by field (a null venue field falls back to the tenant's).
 */
const themeColumns = () => ({
  themeLogo: text('theme_logo'),
  themePrimaryColour: text('theme_primary_colour'),
  themeSecondaryColour1: text('theme_secondary_colour_1'),
  themeSecondaryColour2: text('theme_secondary_colour_2'),
  themeDarkBgColour: text('theme_dark_bg_colour'),
  themeHeaderBgColour: text('theme_header_bg_colour'),
  themeHeaderPrimaryColour: text('theme_header_primary_colour'),
  themeHeadingFont: text('theme_heading_font'),
  themeBodyFont: text('theme_body_font'),
  themeSecondaryButtonStyle: text('theme_secondary_button_style'),
});

/** An operator ("client" in the spec): the unit of tenancy. */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull().default('GBP'),
  currencySymbol: text('currency_symbol').notNull().default('£'),
  maintenance: boolean('maintenance').notNull().default(false),
  onlineJoiningEnabled: boolean('online_joining_enabled').notNull().default(false),
  campsAndCoursesBookingEnabled: boolean('camps_and_courses_booking_enabled').notNull().default(false),
  kioskHomeUrl: text('kiosk_home_url'),
  /** Spec §2 checkout terms (HTML); null: no terms, so no tick box. */
  checkoutTerms: text('checkout_terms'),
  /** Origins of the operator's own sites that may embed the app (spec §1 embedded; CSP frame-ancestors). */
  frameAncestors: text('frame_ancestors').array().notNull().default(sql`'{}'::text[]`),
  /** Spec §3 Config tag-manager container id ('GTM-…'; null: none; core's tagManagerIdSchema). */
  tagManagerId: text('tag_manager_id'),
  /** Spec §3 Config auto-translate: on, and the translation project's key (the script loads only with both). */
  autoTranslateEnabled: boolean('auto_translate_enabled').notNull().default(false),
  autoTranslateProjectKey: text('auto_translate_project_key'),
  /** The licence of the tenant's OpenActive open data (a URL; null: CC BY 4.0) and who answers questions about it. */
  openDataLicense: text('open_data_license'),
  openDataContactEmail: text('open_data_contact_email'),
  /** Fair use: this many no-shows (null: no rule) within the window pause online booking for the pause (days). */
  noShowLimit: integer('no_show_limit'),
  noShowWindowDays: integer('no_show_window_days').notNull().default(30),
  noShowPauseDays: integer('no_show_pause_days').notNull().default(7),
  ...themeColumns(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Spec §3 Venue, owned by one tenant. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    town: text('town').notNull(),
    area: text('area'),
    postcode: text('postcode').notNull(),
    timezone: text('timezone').notNull().default('Europe/London'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingTimes: jsonb('opening_times').$type<OpeningTime[]>().notNull().default([]),
    activitiesV2MigrationDate: date('activities_v2_migration_date', { mode: 'string' }),
    campsAndCoursesEnabled: boolean('camps_and_courses_enabled'),
    /** Spec §6: online guest passes are optional per venue. */
    onlineGuestPassesEnabled: boolean('online_guest_passes_enabled').notNull().default(false),
    /** What one guest pass costs online (minor units); null: none sold online. */
    guestPassPrice: integer('guest_pass_price'),
    /** Fair use: how many days ahead members and everyone else may book a session here (null: no limit). */
    memberBookingDays: integer('member_booking_days'),
    publicBookingDays: integer('public_booking_days'),
    ...themeColumns(),
    footerHtml: text('footer_html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('venues_tenant_id_slug_unique').on(table.tenantId, table.slug),
    index('venues_tenant_id_name_idx').on(table.tenantId, table.name),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;

/** The theme columns both tables share, by their Drizzle property names. */
export type ThemeColumns = Pick<VenueRow, keyof ReturnType<typeof themeColumns>>;
