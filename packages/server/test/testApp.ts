import { readFileSync } from 'node:fs';
import { venueDateSlug } from '@courtside/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { connectPglite, connectPostgres, type Database } from '../src/db/database';
import { loadMailConfig } from '../src/mail/mailer';
import { seedDatabase } from '../src/seed/seedDatabase';
import { createServices, type Services } from '../src/services';
import { testDatabaseUrl } from './workers';

export const testAdminToken = 'test-admin-token';

/** Hosts of the seeded tenants (ARCHITECTURE "Hosts"). */
export const hosts = {
  riverside: 'bookings.riverside.localhost',
  peak: 'bookings.peak.localhost',
} as const;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: undefined,
    workers: 1,
    acceptor: 'none',
    webDist: '/nonexistent/courtside-web-dist',
    storybookDir: null,
    logLevel: 'silent',
    adminToken: testAdminToken,
    defaultTenant: 'riverside',
    tenantHostMap: {},
    cartHoldMinutes: 15,
    // The race tests fire 100 buyers at once to prove the claims: no waiting room unless a test asks for one.
    admissionQueue: 100_000,
    admissionQueueSeconds: 3600,
    waitingRoomSecret: Buffer.alloc(32, 7),
    waitlistOfferMinutes: 120,
    // Tests share one database: a sweep of one app would offer places another file's sessions are still using.
    waitlistSweepSeconds: 0,
    openActiveRefreshSeconds: 0,
    slowStatementMs: 0,
    firstReadsBudgetMs: 200,
    trustProxy: false,
    webhookLoopback: false,
    payments: { keysSecret: Buffer.alloc(32, 9), stripeApiBase: null, stripeTimeoutMs: 5_000, stripeNetworkRetries: 0 },
    mail: loadMailConfig({}, 'memory://'),
    geo: { geocoder: 'embedded', geocoderUrl: 'https://nominatim.openstreetmap.org/search', mapTileUrl: null, mapTileAttribution: null },
    ...overrides,
  };
}

/**
 * The seeded test database: this worker's copy of the run's PostgreSQL database when TEST_DATABASE_URL is set
 * (prepared once by globalSetup), else a private PGlite loaded from the run's seeded dump.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (url) return connectPostgres(url);
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('globalSetup did not provide a PGlite dump');
  return connectPglite('memory://', new Blob([readFileSync(dumpPath)]));
}

/**
 * The seeded database's today in `timeZone`: the seed gives its dates (memberships' ends, the timetable's window) from
 * the day it ran, once per run, so a test comparing them reads this day rather than its own, which may be the next.
 */
export const seededToday = (timeZone = 'Europe/London') => venueDateSlug(new Date(inject('seededAt')), timeZone);

/**
 * Runs the seed again over `db` at the instant the run's database was seeded at: "the seed changes nothing when run
 * again" is about the same instant, and a run that has gone over midnight (a Sunday's timetable window into a Monday's)
 * would otherwise compare two days' seeds.
 */
export const seedAgain = (db: Database['db']): Promise<void> => seedDatabase(db, new Date(inject('seededAt')));

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's services (its clock, its limiters and waiting rooms, …). */
  services: Services;
  /** `app.inject` with the Host header of a tenant's site. */
  request(host: string, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * What building an app of a test's own may take: on PGlite it loads a private engine from the seeded dump (about 1 GB),
 * 5–10 s on 2 cores — a hook's or a test's known work, beside Vitest's 5 s for everything else.
 */
export const testAppBudget = 30_000;

/** Builds the app on the seeded test database, with any services swapped (a clock of the test's own); call `close()` in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}, serviceOverrides: Partial<Services> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const shared = createServices(config, database, serviceOverrides);
  const app = await buildApp({ config, database, services: shared });
  return {
    app,
    database,
    services: shared,
    request: (host, options) => app.inject({ ...options, headers: { host, ...options.headers } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
