import type { LateCancellationRule } from '@courtside/core';

// Demo catalogue of the browse feature: the same activity tree for both tenants, with prices,
// membership discounts, tickets, people and restrictions. Natural keys are slugs and references.

/** A root activity (parent category, no booking type) and its sub activities (child categories). */
export interface ActivitySeed {
  slug: string;
  name: string;
  description: string;
  v1Type?: 'class_templates' | 'ad_hoc_templates' | 'fast_ticket_templates';
  v2Type?: 'classes' | 'resources' | 'ticketed';
  allocationStrategy?: string;
  browseByName?: boolean;
  /** Spec §4 cut-off actions on a late cancellation (within 24 hours of the start). */
  lateCancellation?: LateCancellationRule;
  children?: ActivitySeed[];
}

const classes = { v1Type: 'class_templates', v2Type: 'classes' } as const;
const resources = { v1Type: 'ad_hoc_templates', v2Type: 'resources', allocationStrategy: 'customer_selects_location' } as const;
const ticketed = { v1Type: 'fast_ticket_templates', v2Type: 'ticketed' } as const;

export const activityTree: ActivitySeed[] = [
  {
    slug: 'fitness-classes',
    name: 'Fitness classes',
    description: 'Instructor-led classes for every level, from gentle stretches to high-intensity rides.',
    browseByName: true,
    children: [
      { slug: 'yoga', name: 'Yoga', description: 'Hatha, vinyasa and yin: strength, balance and calm.', ...classes },
      { slug: 'spin', name: 'Spin', description: 'Indoor cycling to music. Book your bike; an induction comes first.', ...classes },
      // A late cancellation costs a £3.00 fee (the seed's fee rule).
      { slug: 'aqua-aerobics', name: 'Aqua aerobics', description: 'Low-impact workouts in the water.', lateCancellation: { actions: ['charge_fee'], fee: { value: 300, currency: 'GBP' }, days: null }, ...classes },
    ],
  },
  {
    slug: 'swimming',
    name: 'Swimming',
    description: 'Public sessions for all the family and lanes to train in.',
    children: [
      { slug: 'public-swim', name: 'Public swim', description: 'Open swimming for all ages. Children under 8 swim with an adult.', ...ticketed },
      { slug: 'lane-swimming', name: 'Lane swimming', description: 'Book a lane for an hour of uninterrupted lengths.', ...resources },
    ],
  },
  {
    slug: 'racquet-sports',
    name: 'Racquet sports',
    description: 'Courts to hire for badminton and squash.',
    children: [
      { slug: 'badminton', name: 'Badminton', description: 'Hire a court for an hour. Rackets and shuttles at reception.', ...resources },
      // Courts cannot be cancelled within 24 hours of the start (disable_cancelling).
      { slug: 'squash', name: 'Squash', description: 'Glass-backed courts, bookable in 40-minute slots.', lateCancellation: { actions: ['disable_cancelling'], fee: null, days: null }, ...resources },
    ],
  },
];

/** Prices in pence; `amount` null is members only. Discounts by membership plan. */
export const priceSeeds = [
  { reference: 'CLASS-YOGA', name: 'Yoga class', amount: 750, discounts: { gold: 500, silver: 600 } },
  { reference: 'CLASS-SPIN', name: 'Spin class', amount: 800, discounts: { gold: 550, silver: 650 } },
  { reference: 'CLASS-AQUA', name: 'Aqua aerobics class', amount: 620, discounts: { gold: 450 } },
  { reference: 'CLASS-MEMBERS', name: 'Members-only class', amount: null, discounts: { gold: 400, silver: 450 } },
  { reference: 'COURT-BADMINTON', name: 'Badminton court (1 hour)', amount: 1200, discounts: { gold: 900 } },
  { reference: 'COURT-SQUASH', name: 'Squash court (40 minutes)', amount: 950, discounts: { gold: 700 } },
  { reference: 'LANE-SWIM', name: 'Swimming lane (1 hour)', amount: 480, discounts: { gold: 0 } },
  { reference: 'SWIM-ADULT', name: 'Adult swim', amount: 520, discounts: { gold: 0, silver: 300 } },
  { reference: 'SWIM-CHILD', name: 'Child swim (under 16)', amount: 310, discounts: { gold: 0 } },
  { reference: 'SWIM-FAMILY', name: 'Family swim (2 adults, 2 children)', amount: 1400, discounts: { gold: 500 } },
  { reference: 'FLOAT-HIRE', name: 'Float hire', amount: 150, discounts: {} },
] as const;

/** Public swim tickets (spec §3 Ticket): pricing option reference = price reference. */
export const ticketSeeds = [
  { key: 'adult', name: 'Adult', attendees: 1, minAge: 16, maxAge: null, reference: 'SWIM-ADULT', extras: ['FLOAT-HIRE'] },
  { key: 'child', name: 'Child (under 16)', attendees: 1, minAge: null, maxAge: 15, reference: 'SWIM-CHILD', extras: ['FLOAT-HIRE'] },
  { key: 'family', name: 'Family (2 adults, 2 children)', attendees: 4, minAge: null, maxAge: null, reference: 'SWIM-FAMILY', extras: [] },
] as const;

export const instructorSeeds: Record<string, string[]> = {
  riverside: ['Priya Shah', 'Ben Cole', 'Maya Okafor', 'Tom Reilly', 'Hannah Lewis', 'Dev Mistry'],
  peak: ['Sophie Turner', 'Owen Price', 'Aisha Khan', 'Jack Whitfield', 'Ruth Marsden'],
};

export const tagSeeds = ['Beginner friendly', 'Low impact', 'High intensity', 'Relaxation', 'Cardio', 'Over 50s', 'Members only'];

export const restrictionSeeds = [
  { slug: 'spin-bike-induction', name: 'Spin bike induction', type: 'pre-purchase-induction', category: 'spin', terms: '<p>Complete a 15-minute bike set-up with an instructor before your first class.</p>', agreement: '' },
  { slug: 'pool-safety-waiver', name: 'Pool safety waiver', type: 'pre-purchase-waiver', category: 'aqua-aerobics', terms: '<p>Aqua aerobics takes place in water up to 1.4 m deep. Tell the instructor before the class about any medical condition, and leave the pool if you feel unwell.</p><ul><li>You can swim at least 25 metres unaided.</li><li>You have no condition that makes exercise in water unsafe for you.</li></ul>', agreement: 'I confirm I am able to exercise in water safely and agree to the pool safety rules.' },
] as const;

export const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
