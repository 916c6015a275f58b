import { createBrowseCache, type BrowseCache } from './activities/browseCache';
import { createFailpoint, type Failpoint } from './checkout/failpoint';
import type { PaymentProvider } from './checkout/paymentProvider';
import { createSandboxProvider, type SandboxProvider } from './checkout/sandbox/sandboxProvider';
import type { Config } from './config';
import type { Database } from './db/database';
import { createGeoConfig, type GeoConfig } from './geocode/geoConfig';
import { createMailer, type Mailer } from './mail/mailer';

/**
 * What the server builds once and shares: the clock, the payment provider, the mailer, the geocoder, the browse
 * cache. The composition root — nothing else reads the wall clock or the environment, so a test can fix both.
 */
export interface Services {
  /** The wall clock; tests pass a fixed one. */
  now: () => Date;
  /** The card provider checkout charges through. */
  provider: PaymentProvider;
  /** The offline provider's own pages and tokens (the same instance as `provider` today). */
  sandbox: SandboxProvider;
  mailer: Mailer;
  geo: GeoConfig;
  /** Visitors' browse bodies; booking writes call `invalidate(tenantId)`. */
  browseCache: BrowseCache;
  /** Crash points of the kill -9 tests (a no-op unless Config.failpoint is set). */
  failpoint: (name: Failpoint) => void;
}

/** Builds the services of one server process; `overrides` lets a test swap one (a fixed clock, say). */
export function createServices(config: Config, database: Database, overrides: Partial<Services> = {}): Services {
  const now = overrides.now ?? (() => new Date());
  const sandbox = overrides.sandbox ?? createSandboxProvider(database.db);
  return {
    now,
    sandbox,
    provider: sandbox,
    mailer: createMailer(config.mail, now),
    geo: createGeoConfig(config.geo),
    browseCache: createBrowseCache(() => now().getTime()),
    failpoint: createFailpoint(config.failpoint),
    ...overrides,
  };
}
