import { randomBytes } from 'node:crypto';
import { addDays, type StaffRole } from '@courtside/core';
import { bearer, demo, loginAs } from './accountsTestKit';
import { createSession } from '../src/auth/sessions.repo';
import { riversideHost, tenantIdOf } from './checkoutTestKit';
import { users } from '../src/db/schema';
import { tenantDb } from '../src/db/tenantDb';
import { createTestApp, hosts, type TestApp } from './testApp';

/** A staff member of the calling test's own (the PostgreSQL suite shares one database): their bearer token. */
export async function staffMember(t: TestApp, role: StaffRole) {
  const tenantId = await tenantIdOf(t);
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId, reference: `STAFF-${tag}`, email: `staff-${tag}@riverside.example`, firstName: 'Reg', lastName: 'Ister', role: 'staff', staffRole: role })
    .returning({ id: users.id });
  return createSession(tenantDb(t.database.db, tenantId), row!.id, new Date());
}

/** The staff tests' app and callers: Riverside front-of-house and manager of their own, Peak's manager, a customer. */
export async function staffFixture(...app: Parameters<typeof createTestApp>) {
  const t = await createTestApp(...app);
  return {
    t,
    desk: await staffMember(t, 'front-of-house'),
    manager: await staffMember(t, 'manager'),
    peakManager: (await loginAs(t, hosts.peak, demo.peakStaff, '/api/auth/staff/login')).token,
    customer: (await loginAs(t, hosts.riverside, demo.tom)).token,
  };
}

export type Method = 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
/** One call as `token` (null: a visitor) on a tenant's host (Riverside by default). */
export const callAs =
  (t: TestApp) =>
  (method: Method, url: string, token: string | null, payload?: unknown, host: string = riversideHost) =>
    t.request(host, { method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The occurrence list query of the venue-local days from `from`. */
export const windowOf = (from: string, days = 1) => `starts_after=${from}%2000:00:00&starts_before=${addDays(from, days)}%2000:00:00`;
