import { addDays, localToUtcIso, startOfWeekMonday, venueDateSlug } from '@courtside/core';
import { and, eq, sql } from 'drizzle-orm';
import {
  activities,
  bookingBundles,
  bookings,
  categories,
  locations,
  occurrences,
  prices,
  pricingOptions,
  programmeExtras,
  programmes,
  questions,
  questionSections,
  restrictions,
  users,
  venues,
  type NewOccurrence,
} from '../db/schema';
import { occurrencePublicId, seededUuid } from './activities.ids';
import { seededBookingsAt } from './activities.bookings';
import { seededAt } from './seedHelpers';
import type { SeedContext, SeedModule, SeedTx } from './seedTypes';

// Spec §3 Camp and Course demo data, per tenant at its first venue: a three-week summer camp (by the day or whole,
// extras, questions of every type, a pre-purchase waiver), a one-week camp sold whole only, a camp already started (the
// days left, by the day), a started term course (pro-rata), one not started, one finished, one nearly full and one full
// with a waitlist. Written once per programme: a later run leaves its sessions and bookings alone.

export interface ProgrammeSeed {
  kind: 'camp' | 'course';
  slug: string;
  name: string;
  description: string;
  category: 'multi-sport-camps' | 'swimming-courses' | 'racket-courses';
  /** First day, from this week's Monday (days). */
  startOffset: number;
  /** Weekdays (1 Monday … 7 Sunday) and how many weeks. */
  days: number[];
  weeks: number;
  start: string;
  minutes: number;
  capacity: number;
  price: number | null;
  sessionPrice: number | null;
  pricingOptions: Array<'individual' | 'bundled'>;
  allowAfterStart?: boolean;
  extras?: Array<'camp-lunch' | 'camp-early-drop-off' | 'course-kit'>;
  /** The attendee questions: a child's (every type of spec §3) or an adult's. */
  questions?: 'child' | 'adult';
  waiver?: boolean;
  /** Places already taken by seeded attendees. */
  taken?: number;
  /** The whole programme's waitlist maximum (none when absent); its sessions have no waitlist of their own. */
  waitlist?: number;
}

const weekdays = [1, 2, 3, 4, 5];

export const programmeSeeds: ProgrammeSeed[] = [
  {
    kind: 'camp', slug: 'summer-multi-sport-camp', name: 'Summer Multi-Sport Camp', category: 'multi-sport-camps',
    description: 'Three weeks of football, tennis, swimming and games for 5 to 12 year olds, led by qualified coaches.',
    startOffset: 21, days: weekdays, weeks: 3, start: '09:00', minutes: 360, capacity: 24, price: 24000, sessionPrice: 2000,
    pricingOptions: ['individual', 'bundled'], extras: ['camp-lunch', 'camp-early-drop-off'], questions: 'child', waiver: true,
  },
  {
    kind: 'camp', slug: 'half-term-football-camp', name: 'Half-Term Football Camp', category: 'multi-sport-camps',
    description: 'Five days of football skills and matches for 7 to 14 year olds. Sold as a whole week.',
    startOffset: 14, days: weekdays, weeks: 1, start: '10:00', minutes: 300, capacity: 20, price: 9500, sessionPrice: null,
    pricingOptions: ['bundled'], extras: ['camp-lunch'], questions: 'child',
  },
  {
    kind: 'camp', slug: 'easter-tennis-camp', name: 'Easter Tennis Camp', category: 'multi-sport-camps',
    description: 'Two weeks of tennis for juniors. It has started: the days left can still be booked one by one.',
    startOffset: -7, days: weekdays, weeks: 3, start: '09:30', minutes: 240, capacity: 16, price: 15000, sessionPrice: 1800,
    pricingOptions: ['individual', 'bundled'], extras: ['camp-lunch'], questions: 'child',
  },
  {
    kind: 'course', slug: 'adult-swim-improvers', name: 'Adult Swim Improvers', category: 'swimming-courses',
    description: 'Ten weekly lessons to improve your stroke technique. Already under way: join for the lessons left at a pro-rata price.',
    startOffset: -21, days: [3], weeks: 10, start: '19:00', minutes: 45, capacity: 12, price: 8000, sessionPrice: null,
    pricingOptions: [], allowAfterStart: true, extras: ['course-kit'], questions: 'adult', taken: 4,
  },
  {
    kind: 'course', slug: 'junior-tennis-beginners', name: 'Junior Tennis Beginners', category: 'racket-courses',
    description: 'Eight weekly sessions introducing tennis to 6 to 10 year olds. Rackets provided.',
    startOffset: 8, days: [6], weeks: 8, start: '10:00', minutes: 60, capacity: 10, price: 6400, sessionPrice: null,
    pricingOptions: [], extras: ['course-kit'], questions: 'child', taken: 2,
  },
  {
    kind: 'course', slug: 'pilates-foundations', name: 'Pilates Foundations', category: 'racket-courses',
    description: 'Six weekly sessions of mat Pilates for beginners. This course has finished.',
    startOffset: -49, days: [2], weeks: 6, start: '18:00', minutes: 60, capacity: 12, price: 4800, sessionPrice: null, pricingOptions: [],
  },
  {
    kind: 'course', slug: 'toddler-splash', name: 'Toddler Splash', category: 'swimming-courses',
    description: 'Six weekly water-confidence sessions for toddlers and a parent. Nearly full.',
    startOffset: 9, days: [4], weeks: 6, start: '10:00', minutes: 30, capacity: 10, price: 4200, sessionPrice: null, pricingOptions: [], taken: 9, waitlist: 5,
  },
  {
    kind: 'course', slug: 'masters-swim-squad', name: 'Masters Swim Squad', category: 'swimming-courses',
    description: 'Eight weekly coached squad sessions for confident adult swimmers. Full: join the waitlist for a place.',
    startOffset: 10, days: [5], weeks: 8, start: '07:00', minutes: 60, capacity: 6, price: 9600, sessionPrice: null, pricingOptions: [], taken: 6, waitlist: 5,
  },
];

const categorySeeds = [
  { slug: 'holiday-camps', name: 'Holiday camps', bookingType: null, parent: null },
  { slug: 'multi-sport-camps', name: 'Multi-sport camps', bookingType: 'camps', parent: 'holiday-camps' },
  { slug: 'term-courses', name: 'Term courses', bookingType: null, parent: null },
  { slug: 'swimming-courses', name: 'Swimming courses', bookingType: 'courses', parent: 'term-courses' },
  { slug: 'racket-courses', name: 'Racket and fitness courses', bookingType: 'courses', parent: 'term-courses' },
] as const;

const extraSeeds = [
  { reference: 'camp-lunch', name: 'Hot lunch', amount: 450 },
  { reference: 'camp-early-drop-off', name: 'Early drop-off (from 8am)', amount: 500 },
  { reference: 'course-kit', name: 'Swim hat and kit bag', amount: 1200 },
] as const;

const option = (id: number, value: string) => ({ id, value });
/** A child's questions: every type of spec §3, in two sections (group and hidden included). */
const childQuestionSeeds = [
  {
    title: 'About the attendee',
    description: 'Tell the coaches what they need to know to look after them.',
    questions: [
      { type: 'text', question: 'Who will collect the attendee at the end of the day?', required: true },
      { type: 'long_text', question: 'Medical conditions, allergies or additional needs', required: false },
      { type: 'number', question: 'Age on the first day (years)', required: true },
      { type: 'select', question: 'T-shirt size', required: true, options: [option(1, 'Small (5–6)'), option(2, 'Medium (7–9)'), option(3, 'Large (10–12)')] },
      { type: 'multi_select', question: 'Which sports do they enjoy?', required: true, options: [option(1, 'Football'), option(2, 'Tennis'), option(3, 'Swimming'), option(4, 'Dance')] },
      { type: 'checkbox', question: 'Can they swim 25 metres unaided?', required: true, options: [option(1, 'Yes'), option(2, 'No')] },
      { type: 'date', question: 'Date of their last tetanus injection', required: false },
      { type: 'hidden', question: 'Booking channel', required: false },
    ],
  },
  {
    title: 'Permissions',
    description: null,
    questions: [
      { type: 'group', question: 'Photographs and contact', required: false },
      { type: 'radio', question: 'May we photograph them for our newsletter?', required: true, options: [option(1, 'Yes'), option(2, 'No')] },
      { type: 'checkbox', question: 'I confirm the details above are correct', required: true },
    ],
  },
] as const;

/** An adult's questions: about themselves, not who collects them or their T-shirt size. */
const adultQuestionSeeds = [
  {
    title: 'About you',
    description: 'Tell the coach what they need to know before your first lesson.',
    questions: [
      { type: 'select', question: 'How would you describe your swimming?', required: true, options: [option(1, 'I can swim 25 metres'), option(2, 'I can swim 100 metres'), option(3, 'I swim regularly')] },
      { type: 'long_text', question: 'Medical conditions, allergies or additional needs', required: false },
      { type: 'text', question: 'Emergency contact name and phone number', required: true },
      { type: 'checkbox', question: 'I confirm the details above are correct', required: true },
    ],
  },
] as const;

const questionSeeds = { child: childQuestionSeeds, adult: adultQuestionSeeds } as const;

const waiverSeed = {
  slug: 'camp-activity-waiver',
  name: 'Camp activity waiver',
  terms: '<p>Camps include sport, swimming and outdoor play. Coaches are qualified and first-aid trained.</p><ul><li>Tell us before the camp of any condition that affects taking part.</li><li>The attendee follows the coaches’ instructions and the venue’s rules.</li></ul>',
  agreement: 'I agree to the camp activity waiver on behalf of the attendee.',
};

/** The sessions of a programme: each chosen weekday of each week from its first day, in the venue's zone. */
function sessionsOf(seed: ProgrammeSeed, monday: string): string[] {
  const first = addDays(monday, seed.startOffset);
  const days: string[] = [];
  for (let d = 0; d < seed.weeks * 7; d++) {
    const date = addDays(first, d);
    const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (seed.days.includes(weekday)) days.push(date);
  }
  return days;
}

const endTime = (start: string, minutes: number) => {
  const total = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

async function seedShared(tx: SeedTx, tenantId: number, tenantSlug: string) {
  const categoryIds: Record<string, string> = {};
  for (const c of categorySeeds) {
    const id = seededUuid(tenantSlug, 'category', c.slug);
    categoryIds[c.slug] = id;
    await tx
      .insert(categories)
      .values({ id, tenantId, parentId: c.parent ? categoryIds[c.parent]! : null, slug: c.slug, name: c.name, bookingType: c.bookingType, createdAt: seededAt })
      .onConflictDoUpdate({ target: categories.id, set: { name: c.name } });
  }
  // The sessions of camps and courses belong to an activity of their category, offered at no location: they are
  // browsed as camps and courses, never on the activity timetable.
  const activityIds: Record<string, number> = {};
  for (const c of categorySeeds.filter((c) => c.bookingType !== null)) {
    const values = { tenantId, categoryId: categoryIds[c.slug]!, slug: `${c.slug}-sessions`, name: c.name, isRoot: false, position: 0 };
    const [row] = await tx.insert(activities).values(values).onConflictDoUpdate({ target: [activities.tenantId, activities.slug], set: { name: c.name } }).returning({ id: activities.id });
    activityIds[c.slug] = row!.id;
  }
  const optionIds: Record<string, number> = {};
  for (const extra of extraSeeds) {
    const [price] = await tx
      .insert(prices)
      .values({ tenantId, reference: extra.reference, name: extra.name, amount: extra.amount })
      .onConflictDoUpdate({ target: [prices.tenantId, prices.reference], set: { name: extra.name, amount: extra.amount } })
      .returning({ id: prices.id });
    const [row] = await tx
      .insert(pricingOptions)
      .values({ tenantId, reference: extra.reference, name: extra.name, priceId: price!.id })
      .onConflictDoUpdate({ target: [pricingOptions.tenantId, pricingOptions.reference], set: { name: extra.name } })
      .returning({ id: pricingOptions.id });
    optionIds[extra.reference] = row!.id;
  }
  const [waiver] = await tx
    .insert(restrictions)
    .values({ tenantId, slug: waiverSeed.slug, name: waiverSeed.name, type: 'pre-purchase-waiver', terms: waiverSeed.terms, agreement: waiverSeed.agreement, relatedCategoryId: categoryIds['multi-sport-camps']! })
    .onConflictDoUpdate({ target: [restrictions.tenantId, restrictions.slug], set: { name: waiverSeed.name, terms: waiverSeed.terms, agreement: waiverSeed.agreement } })
    .returning({ id: restrictions.id });
  return { categoryIds, activityIds, optionIds, waiverId: waiver!.id };
}

async function priceOf(tx: SeedTx, tenantId: number, reference: string, name: string, amount: number | null): Promise<number | null> {
  if (amount === null) return null;
  const [row] = await tx
    .insert(prices)
    .values({ tenantId, reference, name, amount })
    .onConflictDoUpdate({ target: [prices.tenantId, prices.reference], set: { name, amount } })
    .returning({ id: prices.id });
  return row!.id;
}

async function seedQuestions(tx: SeedTx, tenantId: number, programmeId: string, who: keyof typeof questionSeeds) {
  for (const [position, section] of questionSeeds[who].entries()) {
    const [row] = await tx.insert(questionSections).values({ tenantId, programmeId, title: section.title, description: section.description, position }).returning({ id: questionSections.id });
    await tx.insert(questions).values(
      section.questions.map((q, i) => ({ tenantId, sectionId: row!.id, type: q.type, question: q.question, required: q.required, position: i, options: 'options' in q ? [...q.options] : [] })),
    );
  }
}

async function seedProgramme(tx: SeedTx, tenantId: number, tenantSlug: string, venue: typeof venues.$inferSelect, shared: Awaited<ReturnType<typeof seedShared>>, seed: ProgrammeSeed, monday: string, attendees: number[]) {
  const id = seededUuid(tenantSlug, 'programme', seed.slug);
  const [exists] = await tx.select({ id: programmes.id }).from(programmes).where(eq(programmes.id, id));
  const priceId = await priceOf(tx, tenantId, `${seed.slug}-whole`, seed.name, seed.price);
  const sessionPriceId = await priceOf(tx, tenantId, `${seed.slug}-session`, `${seed.name} (one day)`, seed.sessionPrice);
  const values = {
    id, tenantId, kind: seed.kind, venueId: venue.id, categoryId: shared.categoryIds[seed.category]!, slug: seed.slug, name: seed.name, description: seed.description,
    priceId, pricingOptions: seed.pricingOptions, allowBookAfterStart: seed.allowAfterStart ?? false, capacity: seed.capacity,
    waitlistMaximum: seed.waitlist ?? null,
  };
  await tx.insert(programmes).values(values).onConflictDoUpdate({ target: programmes.id, set: { name: seed.name, description: seed.description } });
  if (exists) return;
  for (const [position, reference] of (seed.extras ?? []).entries()) {
    await tx.insert(programmeExtras).values({ tenantId, programmeId: id, pricingOptionId: shared.optionIds[reference]!, position });
  }
  if (seed.questions) await seedQuestions(tx, tenantId, id, seed.questions);
  const [location] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.venueId, venue.id))).orderBy(locations.position).limit(1);
  const bookingType = seed.kind === 'camp' ? 'camps' : 'courses';
  const rows: NewOccurrence[] = sessionsOf(seed, monday).map((date, i) => {
    const startsLocal = `${date} ${seed.start}:00`;
    const endsLocal = `${date} ${endTime(seed.start, seed.minutes)}:00`;
    const startsAt = new Date(localToUtcIso(startsLocal, venue.timezone));
    return {
      publicId: occurrencePublicId(startsAt, tenantSlug, 'programme', seed.slug, i),
      tenantId, venueId: venue.id, activityId: shared.activityIds[seed.category]!, categoryId: shared.categoryIds[seed.category]!, programmeId: id,
      name: seed.name, templateName: seed.name, templateDescription: seed.description, bookingType,
      startsAt, endsAt: new Date(localToUtcIso(endsLocal, venue.timezone)), startsLocal, endsLocal, timezone: venue.timezone,
      capacity: seed.capacity, priceId: sessionPriceId, locationIds: location ? [location.id] : [],
      waiverId: seed.waiver && i === 0 ? shared.waiverId : null,
    };
  });
  const inserted = await tx.insert(occurrences).values(rows).returning({ id: occurrences.id });
  // Places already taken: whole bundles of seeded attendees, settled.
  for (const userId of attendees.slice(0, seed.taken ?? 0)) {
    const [bundle] = await tx.insert(bookingBundles).values({ tenantId, programmeId: id, userId, status: 'settled', whole: true, createdAt: seededAt }).returning({ id: bookingBundles.id });
    await tx.insert(bookings).values(inserted.map((o) => ({ tenantId, occurrenceId: o.id, userId, status: 'settled' as const, quantity: 1, bundleId: bundle!.id, createdAt: seededBookingsAt })));
  }
}

/** The camps and courses of every tenant at its first venue (by name), around the seed's today. */
export const programmesSeed: SeedModule = async ({ tx, tenantIds, at }: SeedContext) => {
  for (const [tenantSlug, tenantId] of Object.entries(tenantIds)) {
    const [venue] = await tx.select().from(venues).where(eq(venues.tenantId, tenantId)).orderBy(venues.id).limit(1);
    if (!venue) continue;
    const shared = await seedShared(tx, tenantId, tenantSlug);
    const monday = startOfWeekMonday(venueDateSlug(at, venue.timezone));
    const attendees = (await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), sql`${users.reference} like 'SEED-ATT-%'`)).orderBy(users.reference)).map((u) => u.id);
    for (const seed of programmeSeeds) await seedProgramme(tx, tenantId, tenantSlug, venue, shared, seed, monday, attendees);
  }
};
