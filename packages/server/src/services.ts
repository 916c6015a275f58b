import { createBrowseCache, type BrowseCache } from './activities/browseCache';
import { createBrowseSignal, type BrowseSignal } from './activities/browseSignal';
import { createSharedReads, type SharedReads } from './programmes/sharedReads';
import { createArrivals, type Arrivals } from './http/arrivals';
import { createAdmission, type Admission } from './http/waitingRoom';
import { createSoldOutMemo, type SoldOutMemo } from './cart/soldOut';
import { resolveWithSystem, type ResolveHost } from './integrations/webhookTarget';
import { createPeriodicRunner, type PeriodicRunner } from './jobs/periodic';
import { subscribeEventJobs, type JobRegistry } from './jobs/registry';
import { serverJobs } from './jobs/serverJobs';
import { systemDb } from './db/systemDb';
import { offerUnnoticedPlaces } from './waitlist/offers';
import { createFailpoint, type Failpoint } from './checkout/failpoint';
import type { PaymentProvider } from './checkout/paymentProvider';
import { createSandboxProvider, type SandboxProvider } from './checkout/sandbox/sandboxProvider';
import { createPaymentProviders, type PaymentProviders } from './checkout/providers/registry';
import { createSecretBox, type SecretBox } from './checkout/providers/secretBox';
import type { Config } from './config';
import type { Database } from './db/database';
import { createEventBus, type EventBus } from './events/eventBus';
import { createOutboxRunner, type OutboxRunner } from './events/outboxRunner';
import { createGeoConfig, type GeoConfig } from './geocode/geoConfig';
import { createMailer, type Mailer } from './mail/mailer';

/**
 * Statements waiting for one of the pool's 10 connections past which the server counts as under pressure, and a
 * signed-in customer's camp or course page waits in line instead of adding its statements to the queue.
 */
const POOL_PRESSURE = 10;

/**
 * What the server builds once and shares: the clock, the payment provider, the mailer, the geocoder, the browse
 * cache, the domain events' bus and outbox drainer. The composition root — nothing else reads the wall clock or the environment, so a test can fix both.
 */
export interface Services {
  /** The wall clock; tests pass a fixed one. */
  now: () => Date;
  /** The card provider checkout charges through. */
  provider: PaymentProvider;
  /** The offline provider's own pages and tokens (the same instance as `provider` today). */
  sandbox: SandboxProvider;
  /** Each tenant's card provider from its settings (the sandbox when none; `provider` for all when a test gives one). */
  providers: PaymentProviders;
  /** Seals and opens the tenants' provider secrets (PAYMENT_KEYS_SECRET); null: none can be stored. */
  secretBox: SecretBox | null;
  mailer: Mailer;
  geo: GeoConfig;
  /** Visitors' browse bodies; cleared for a tenant on each `bookingsChanged` (subscribed here, once). */
  browseCache: BrowseCache;
  /** On PostgreSQL: tells the other server processes of the database which tenant's browse bodies are stale (null on PGlite). */
  browseSignal: BrowseSignal | null;
  /**
   * The limiters of the paths a sale's rush hits, each with its waiting room in front (http/waitingRoom.ts):
   * adds and quantity changes claim places 8 at a time, payments start 16 at a time, and a signed-in customer's camp
   * and course pages are built 16 at a time, with a line only while statements queue for the pool.
   */
  admission: { adding: Admission; paying: Admission; viewing: Admission };
  /** The camp and course pages' shared reads: a crowd reads what every viewer sees alike once (programmes/sharedReads.ts). */
  programmeReads: SharedReads;
  /** When each customer first reached this process lately: the waiting rooms and their limiters serve in this order (http/arrivals.ts). */
  arrivals: Arrivals;
  /** Adds just refused as full, so the next buyers are told at once (cart/soldOut.ts); a freed place forgets them. */
  soldOut: SoldOutMemo;
  /** Domain events: services write through `events.transaction` and `publish(tx, …)`; subscribers are wired here. */
  events: EventBus;
  /** Delivers the outbox to durable subscribers; started and stopped with the app (app.ts). */
  outbox: OutboxRunner;
  /** The background work (jobs/serverJobs.ts): event jobs subscribed to `events`, periodic jobs run by `periodic`. */
  jobs: JobRegistry;
  /** Runs the periodic jobs; started and stopped with the app (app.ts). */
  periodic: PeriodicRunner;
  /** Offers the places these occurrences have free to their waitlists (after a capacity change commits). */
  offerPlaces: (occurrenceIds: readonly number[]) => Promise<number>;
  /** Resolves a webhook's host name to its addresses (the system's resolver; tests answer their own). */
  resolveHost: ResolveHost;
  /** Crash points of the kill -9 tests (a no-op unless Config.failpoint is set). */
  failpoint: (name: Failpoint) => void;
}

/** Builds the services of one server process; `overrides` lets a test swap one (a fixed clock, say). */
export function createServices(config: Config, database: Database, overrides: Partial<Services> = {}): Services {
  const now = overrides.now ?? (() => new Date());
  const sandbox = overrides.sandbox ?? createSandboxProvider(database.db);
  const browseCache = overrides.browseCache ?? createBrowseCache(() => now().getTime());
  const events = overrides.events ?? createEventBus();
  // The one subscription of the browse cache: in-process, so a booking's response leaves after its tenant's bodies are
  // gone — in this process at once, in the others (PostgreSQL: several processes may share the database) by a NOTIFY.
  const soldOut = overrides.soldOut ?? createSoldOutMemo(() => now().getTime());
  const onFreed = (tenantId?: number) => soldOut.forget(tenantId);
  const browseSignal = overrides.browseSignal !== undefined ? overrides.browseSignal : database.kind === 'postgres' && config.databaseUrl ? createBrowseSignal({ url: config.databaseUrl, db: database.db, browseCache, onFreed }) : null;
  events.subscribe('bookingsChanged', async (event) => {
    browseCache.invalidate(event.tenantId);
    await browseSignal?.announce(event.tenantId);
  });
  const rooms = { secret: config.waitingRoomSecret, now: () => now().getTime(), queueSeconds: config.admissionQueueSeconds };
  const admission = overrides.admission ?? {
    adding: createAdmission(8, { ...rooms, queue: config.admissionQueue }),
    paying: createAdmission(16, { ...rooms, queue: config.admissionQueue * 2 }),
    // A signed-in customer's camp or course page (the harsh rush: 500 page loads a second drown the pool
    // that adds and payments need). 16 are built at once; the line forms only while statements queue for the pool.
    viewing: createAdmission(16, { ...rooms, queue: config.admissionQueue, open: () => (database.waiting?.() ?? 0) < POOL_PRESSURE }),
  };
  // A freed place forgets the tenant's sold-out refusals here at once, and in the other processes by a NOTIFY.
  events.subscribe('placeFreed', async (event) => {
    soldOut.forget(event.tenantId);
    await browseSignal?.announce(event.tenantId, true);
  });
  const mailer = overrides.mailer ?? createMailer(config.mail, now);
  const resolveHost = overrides.resolveHost ?? resolveWithSystem;
  const provider = overrides.provider ?? sandbox;
  const secretBox = overrides.secretBox !== undefined ? overrides.secretBox : config.payments.keysSecret ? createSecretBox(config.payments.keysSecret) : null;
  const providers = overrides.providers ?? createPaymentProviders(database.db, secretBox, { sandbox, now, stripe: { apiBase: config.payments.stripeApiBase, timeoutMs: config.payments.stripeTimeoutMs, maxNetworkRetries: config.payments.stripeNetworkRetries }, adyen: { apiBase: config.payments.adyenApiBase ?? null, timeoutMs: config.payments.adyenTimeoutMs } }, overrides.provider);
  const failpoint = overrides.failpoint ?? createFailpoint(config.failpoint);
  // The one cross-tenant handle: the background jobs', each finding its tenant on the row or the event it works on.
  const system = systemDb(database.db);
  const outbox = overrides.outbox ?? createOutboxRunner({ db: system, bus: events });
  // The background work, in one list (jobs/serverJobs.ts): event jobs are the outbox's durable subscribers, periodic
  // jobs run one at a time across the processes of a database.
  const jobs = overrides.jobs ?? serverJobs({ config, db: system, now, events, mailer, provider, providers, failpoint, outbox, resolveHost });
  subscribeEventJobs(events, jobs);
  const periodic = overrides.periodic ?? createPeriodicRunner({ database, jobs: jobs.periodic });
  return {
    now,
    sandbox,
    provider,
    providers,
    secretBox,
    mailer,
    geo: createGeoConfig(config.geo),
    browseCache,
    browseSignal,
    admission,
    programmeReads: overrides.programmeReads ?? createSharedReads(() => now().getTime()),
    arrivals: overrides.arrivals ?? createArrivals(() => now().getTime()),
    soldOut,
    events,
    outbox,
    jobs,
    periodic,
    resolveHost,
    offerPlaces: (occurrenceIds) =>
      offerUnnoticedPlaces({ db: system, events, now, mailer, offerMinutes: config.waitlistOfferMinutes }, { occurrenceIds }),
    failpoint,
    ...overrides,
  };
}
