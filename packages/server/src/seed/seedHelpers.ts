import { demoThemed } from '@courtside/core';
import type { NewTenant, NewVenue, OpeningTime, ThemeColumns } from '../db/schema';
import { themeColumns } from '../theme/mergeTheme';

/** A tenant as the seed writes it (natural key: slug). */
export type TenantSeed = Omit<NewTenant, 'id' | 'maintenance'>;
/** A venue as the seed writes it (natural key: tenant slug + venue slug). */
export type VenueSeed = Omit<NewVenue, 'id' | 'tenantId'>;

/**
 * A demo tenant's or venue's slug, name and theme columns, from core's demo themes: the one source Storybook's venue
 * theme toolbar reads too, so a theme is changed there and nowhere else.
 */
export function demoThemeRow(slug: string): { slug: string; name: string } & ThemeColumns {
  const { name, theme } = demoThemed(slug);
  return { slug, name, ...themeColumns(theme) };
}

type Hours = readonly [opens: string, closes: string];

/** Seven opening-time rows, Monday (1) to Sunday (7): weekdays share hours, weekends have their own. */
export function openingWeek(weekdays: Hours, saturday: Hours, sunday: Hours): OpeningTime[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const [opens, closes] = day <= 5 ? weekdays : day === 6 ? saturday : sunday;
    return { day_of_week: day, opens_at: opens, closes_at: closes };
  });
}

interface FooterInput {
  name: string;
  address: string;
  phone: string;
  hours: OpeningTime[];
  link: { href: string; text: string };
  /** Raw HTML appended as is (one venue carries a script, to exercise the client's sanitiser). */
  extra?: string;
}

const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The venue footer HTML (address, phone, opening hours, a link), stored raw; the API entity-encodes it. */
export function footerHtml({ name, address, phone, hours, link, extra = '' }: FooterInput): string {
  const tel = `+44${phone.replace(/\s/g, '').slice(1)}`;
  const rows = hours
    .map((h) => `<li>${dayNames[h.day_of_week - 1]} ${h.opens_at}–${h.closes_at}</li>`)
    .join('');
  return [
    `<div class="venue-footer">`,
    `<h2>${name}</h2>`,
    `<address>${address}</address>`,
    `<p>Telephone: <a href="tel:${tel}">${phone}</a></p>`,
    `<h3>Opening hours</h3><ul>${rows}</ul>`,
    `<p><a href="${link.href}" target="_blank" rel="noopener">${link.text}</a></p>`,
    extra,
    `</div>`,
  ].join('');
}

/** Seeded rows share one creation time so the seed is deterministic. */
export const seededAt = new Date('2024-01-15T09:00:00.000Z');
