import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { linkedUsers, membershipUsers, users, type NewUser } from '../db/schema';
import { seededAt } from './seedHelpers';
import type { SeedContext, SeedModule } from './seedTypes';

/** Demo passwords, listed in the README. */
export const demoPasswords = { customer: 'courtside-demo', peakCustomer: 'peak-demo-pass', staff: 'courtside-staff' } as const;

type Relationship = (typeof linkedUsers.$inferInsert)['relationship'];
interface AccountSeed extends Omit<NewUser, 'tenantId' | 'passwordHash' | 'homeVenueId'> {
  reference: string;
  password?: string;
  homeVenue?: string;
  member?: boolean;
  links?: Array<[reference: string, relationship: Relationship]>;
}

const address = (address1: string, town: string, postcode: string, area: string) => ({ address1, address2: null, area, town, country: 'GB', postcode, uprn: null });
const morgansHome = address('14 Canbury Avenue', 'Kingston upon Thames', 'KT2 6JR', 'Surrey');

/** Riverside: a family (partner and two children linked), a customer with credit, one with penalties, a carer, a member with member prices, a customer paused after no-shows, and staff. */
const riverside: AccountSeed[] = [
  { reference: 'RLT-000001', email: 'alex.morgan@example.com', password: demoPasswords.customer, title: 'Mx', firstName: 'Alex', lastName: 'Morgan', gender: 'non-binary', phone: '07700 900101', dateOfBirth: '1986-04-12', address: morgansHome, marketingEmail: true, marketingPost: true, homeVenue: 'riverside-aquatics-centre', member: true, hasInstruction: true, hasBillingDate: true, barcode: '0010000001', emailVerifiedAt: seededAt, links: [['RLT-000002', 'partner'], ['RLT-000003', 'parent'], ['RLT-000004', 'parent']] },
  { reference: 'RLT-000002', email: 'chris.morgan@example.com', password: demoPasswords.customer, title: 'Mr', firstName: 'Chris', lastName: 'Morgan', gender: 'male', phone: '07700 900102', dateOfBirth: '1985-09-30', address: morgansHome, marketingSms: true, homeVenue: 'riverside-aquatics-centre', barcode: '0010000002', links: [['RLT-000001', 'partner'], ['RLT-000003', 'parent'], ['RLT-000004', 'parent']] },
  { reference: 'RLT-000003', title: null, firstName: 'Jamie', lastName: 'Morgan', gender: 'female', dateOfBirth: '2015-06-02', address: morgansHome, barcode: '0010000003', links: [['RLT-000004', 'sibling']] },
  { reference: 'RLT-000004', title: null, firstName: 'Sam', lastName: 'Morgan', gender: 'male', dateOfBirth: '2018-11-19', address: morgansHome, barcode: '0010000004', links: [['RLT-000003', 'sibling']] },
  { reference: 'RLT-000005', email: 'priya.shah@example.com', password: demoPasswords.customer, title: 'Ms', firstName: 'Priya', lastName: 'Shah', gender: 'female', phone: '07700 900105', dateOfBirth: '1992-02-21', address: address('3 Station Approach', 'Richmond', 'TW9 1QE', 'London'), marketingEmail: true, marketingSms: true, marketingPhone: true, marketingPost: true, creditBalance: 2500, homeVenue: 'millbrook-sports-hall', member: true, barcode: '0010000005', emailVerifiedAt: seededAt },
  { reference: 'RLT-000006', email: 'tom.baker@example.com', password: demoPasswords.customer, title: 'Mr', firstName: 'Tom', lastName: 'Baker', gender: 'male', phone: '07700 900106', dateOfBirth: '1979-07-08', address: address('22 Riverside Walk', 'Twickenham', 'TW1 3DY', 'London'), hasOutstandingPenalties: true, homeVenue: 'thameside-tennis-fitness', barcode: '0010000006', documentExpiry: '2025-12-31', membershipDocumentUploadRequired: true, links: [['RLT-000007', 'carer']] },
  { reference: 'RLT-000007', title: 'Mrs', firstName: 'Edna', lastName: 'Baker', gender: 'female', dateOfBirth: '1948-03-14', disability: 'Uses a wheelchair', barcode: '0010000007' },
  { reference: 'RLT-000008', email: 'nina.clarke@example.com', password: demoPasswords.customer, title: 'Ms', firstName: 'Nina', lastName: 'Clarke', gender: 'female', phone: '07700 900108', dateOfBirth: '1990-05-17', address: address('5 Lower Ham Road', 'Kingston upon Thames', 'KT2 5AU', 'Surrey'), homeVenue: 'riverside-aquatics-centre', member: true, barcode: '0010000008', emailVerifiedAt: seededAt },
  // Fair use: three no-shows in the last 30 days (fairUse.seed.ts), so online booking is paused.
  { reference: 'RLT-000009', email: 'jordan.price@example.com', password: demoPasswords.customer, title: 'Mr', firstName: 'Jordan', lastName: 'Price', gender: 'male', phone: '07700 900109', dateOfBirth: '1994-10-03', address: address('9 Water Lane', 'Kingston upon Thames', 'KT1 1LW', 'Surrey'), homeVenue: 'riverside-aquatics-centre', barcode: '0010000009', emailVerifiedAt: seededAt },
  { reference: 'RLT-S00001', role: 'staff', staffRole: 'front-of-house', email: 'dana.reed@riverside.example', password: demoPasswords.staff, title: null, firstName: 'Dana', lastName: 'Reed', homeVenue: 'riverside-aquatics-centre' },
  // The operator's system administrator: sets the card provider and its keys (Payment settings).
  { reference: 'RLT-S00002', role: 'staff', staffRole: 'super-user', email: 'omar.hayes@riverside.example', password: demoPasswords.staff, title: null, firstName: 'Omar', lastName: 'Hayes', homeVenue: 'riverside-aquatics-centre' },
];

/** Peak: the same email as a riverside customer, a separate account (tenancy), a club's secretary, and staff. */
const peak: AccountSeed[] = [
  { reference: 'PA-000001', email: 'alex.morgan@example.com', password: demoPasswords.peakCustomer, title: 'Mx', firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '1986-04-12', address: address('8 Dale Road', 'Matlock', 'DE4 3LT', 'Derbyshire'), homeVenue: 'matlock-sports-centre', barcode: '0020000001', links: [['PA-000002', 'employee']] },
  { reference: 'PA-000002', title: 'Mr', firstName: 'Ravi', lastName: 'Patel', dateOfBirth: '1999-01-05', barcode: '0020000002' },
  { reference: 'PA-000003', email: 'hannah.cole@matlock-badminton.example', title: 'Ms', firstName: 'Hannah', lastName: 'Cole', dateOfBirth: '1975-08-23', address: address('Matlock Badminton Club, 2 Bank Road', 'Matlock', 'DE4 3NF', 'Derbyshire'), homeVenue: 'matlock-sports-centre', barcode: '0020000003' },
  { reference: 'PA-S00001', role: 'staff', staffRole: 'manager', email: 'sam.hill@peak.example', password: demoPasswords.staff, title: null, firstName: 'Sam', lastName: 'Hill', homeVenue: 'peak-district-pool' },
  { reference: 'PA-S00002', role: 'staff', staffRole: 'super-user', email: 'lee.ward@peak.example', password: demoPasswords.staff, title: null, firstName: 'Lee', lastName: 'Ward', homeVenue: 'matlock-sports-centre' },
];

/** A salt fixed per account, so re-seeding writes the very same hash (the seed changes nothing on a second run). */
const seedSalt = (tenant: string, reference: string) => createHash('sha256').update(`courtside-seed:${tenant}:${reference}`).digest().subarray(0, 16);

async function seedTenant({ tx, tenantIds, venueIds }: SeedContext, tenant: string, accounts: AccountSeed[]): Promise<void> {
  const tenantId = tenantIds[tenant];
  if (tenantId === undefined) return;
  const ids: Record<string, number> = {};
  for (const { password, homeVenue, member: _member, links: _links, ...account } of accounts) {
    const values: NewUser = {
      ...account,
      tenantId,
      homeVenueId: homeVenue ? (venueIds[tenant]?.[homeVenue] ?? null) : null,
      passwordHash: password ? await hashPassword(password, seedSalt(tenant, account.reference)) : null,
      createdAt: seededAt,
    };
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoUpdate({ target: [users.tenantId, users.reference], set: values })
      .returning({ id: users.id });
    if (row) ids[account.reference] = row.id;
  }
  for (const account of accounts) {
    const userId = ids[account.reference];
    if (userId === undefined) continue;
    if (account.member) {
      const membership = { tenantId, userId, homeVenueId: account.homeVenue ? (venueIds[tenant]?.[account.homeVenue] ?? null) : null, createdAt: seededAt };
      await tx.insert(membershipUsers).values(membership).onConflictDoUpdate({ target: membershipUsers.userId, set: membership });
    }
    for (const [reference, relationship] of account.links ?? []) {
      const linkedUserId = ids[reference];
      if (linkedUserId === undefined) continue;
      const link = { tenantId, userId, linkedUserId, relationship, createdAt: seededAt };
      await tx.insert(linkedUsers).values(link).onConflictDoUpdate({ target: [linkedUsers.userId, linkedUsers.linkedUserId], set: link });
    }
  }
}

/** Spec §3 users and linked users for both tenants (README "Demo logins"). */
export const accountsSeed: SeedModule = async (context) => {
  await seedTenant(context, 'riverside', riverside);
  await seedTenant(context, 'peak', peak);
};
