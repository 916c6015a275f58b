import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { geoEnvShape, geoSettingsOf, type GeoSettings } from './geocode/geoConfig';
import { loadMailConfig, type MailConfig } from './mail/mailer';
import { serverPath } from './paths';

/** The three sub-sites one front end serves (ARCHITECTURE "Hosts"). */
export const sites = ['bookings', 'my-account', 'online-joining'] as const;
export type Site = (typeof sites)[number];

const tenantHostSchema = z.object({
  tenant: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'tenant must be a lower-case slug'),
  site: z.enum(sites),
});
export type TenantHostMap = Record<string, z.infer<typeof tenantHostSchema>>;

/**
 * Fastify's `trustProxy`: trust every proxy, none, or only the listed addresses and subnets. A hop count is refused:
 * Fastify 5 ignores it (hop-count-only trust cannot check who the immediate peer is, so a client reaching the server
 * directly could choose its own address), which would leave every client behind the balancer sharing one address.
 */
export type TrustProxy = boolean | string[];

/** An address, an address/prefix subnet, or one of proxy-addr's names for the special ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? 'false').trim();
    if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    if (/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'a hop count is not supported (Fastify ignores it): list the proxies\' addresses/CIDRs, or true' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be true, false, or a comma-separated list of addresses/CIDRs (not ${bad.join(', ') || 'empty'})` });
      return z.NEVER;
    }
    return entries;
  });

const repoRoot = `${serverPath('..', '..')}/`;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default(`${repoRoot}data/pglite`),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  WEB_DIST: z.string().min(1).default(`${repoRoot}packages/web/dist`),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  ACCEPTOR: z.enum(['process', 'none']).optional(),
  STORYBOOK: z.enum(['0', '1'], { message: 'must be 1 (serve the catalogue at /storybook/) or 0' }).default('0'),
  STORYBOOK_DIR: z.string().min(1).default(`${repoRoot}storybook-static`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_TOKEN: z.string().min(1).optional(),
  ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).default(64),
  ADMISSION_QUEUE_SECONDS: z.coerce.number().min(0).max(3600).default(0.2),
  WAITING_ROOM_SECRET: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits (32 bytes)').optional(),
  CART_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // Fractions allowed (0.5 = 30 s): the journeys watch an offer expire to the next waiting customer.
  WAITLIST_OFFER_MINUTES: z.coerce.number().min(0.1).max(10080).default(120),
  WAITLIST_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  OPENACTIVE_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SLOW_STATEMENT_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  FIRST_READS_BUDGET_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  TRUST_PROXY: trustProxySchema,
  COURTSIDE_FAILPOINT: z.enum(['after-authorisation', 'after-order']).optional(),
  PAYMENT_KEYS_SECRET: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits (32 bytes)').optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  STRIPE_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  ADYEN_API_BASE: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  ADYEN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  WEBHOOK_LOOPBACK: z.enum(['0', '1'], { message: 'must be 1 (webhooks may go to this machine) or 0' }).default('0'),
  ...geoEnvShape,
  DEFAULT_TENANT: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug').default('riverside'),
  TENANT_HOST_MAP: z
    .string()
    .optional()
    .transform((raw, ctx): TenantHostMap => {
      if (!raw) return {};
      try {
        return z.record(z.string().min(1), tenantHostSchema).parse(JSON.parse(raw));
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `must be JSON like {"host": {"tenant": "slug", "site": "bookings"}} (${(error as Error).message})`,
        });
        return z.NEVER;
      }
    }),
});

/** The server's whole configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * How many server processes run behind the accepting process (node:cluster; see `acceptor`); more than one needs
   * DATABASE_URL (a PGlite database belongs to one process). Default 1: `npm start` is one process.
   */
  workers: number;
  /**
   * Who accepts connections (ACCEPTOR): 'process', a process of its own that only accepts and hands each connection to
   * a server process with the time it came, so the waiting rooms go by the customers' real arrival however busy the
   * server is (cluster.ts; the default on PostgreSQL); 'none', the one server process listens itself (the default on
   * PGlite, whose database belongs to one process; also for a platform that runs one process per container).
   */
  acceptor: 'process' | 'none';
  /** Folder of the built web app; served when it holds an index.html. */
  webDist: string;
  /** The published Storybook (`npm run build-storybook`), served at /storybook/ when STORYBOOK=1; null: off, the default. */
  storybookDir: string | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  adminToken: string | undefined;
  defaultTenant: string;
  tenantHostMap: TenantHostMap;
  /** How long a basket item holds its place (a reserved booking), in minutes. */
  cartHoldMinutes: number;
  /**
   * The waiting room (http/waitingRoom.ts): how many adds or payments may queue behind the running ones before
   * newcomers are answered with a place in line instead (ADMISSION_QUEUE, default 64, and never more than about a fifth
   * of a second of work at the recent pace; 0 = only while a slot is free).
   */
  admissionQueue: number;
  /** The most work, in seconds at the limiter's recent pace, that may queue behind the running tasks (ADMISSION_QUEUE_SECONDS, 0.2). */
  admissionQueueSeconds: number;
  /** Signs waiting-room tickets (WAITING_ROOM_SECRET, 64 hex digits); random per start when unset, and passed to WORKERS. */
  waitingRoomSecret: Buffer;
  /** Waitlist offers: how long a freed place offered to a waiting customer is held in their basket (default 120). */
  waitlistOfferMinutes: number;
  /** How often places freed with no event (lapsed holds, capacity raised) are offered to waitlists; 0 = never (tests). */
  waitlistSweepSeconds: number;
  /** How often each tenant's whole timetable is compared with its OpenActive feeds; 0: the feeds stay as seeded (no upkeep jobs). */
  openActiveRefreshSeconds: number;
  /**
   * PGlite only: a statement that runs longer is logged with its SQL (SLOW_STATEMENT_MS; 0, the default, = never).
   * PGlite runs in the server's thread, so such a statement stalls every request for that long.
   */
  slowStatementMs: number;
  /** How long a page waits for its first public reads before it is sent without the rest (web/appShell.ts). */
  firstReadsBudgetMs: number;
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe (Fastify `trustProxy`), so `request.ip` — what the
   * per-address limits count — is the client's address behind a load balancer. False (the default): none.
   */
  trustProxy: TrustProxy;
  /**
   * Whether webhooks may go to this machine (WEBHOOK_LOOPBACK=1: loopback addresses and `localhost`, over http too), for
   * local development and the project's own tests. Off by default: webhooks go only to public https addresses.
   */
  webhookLoopback: boolean;
  /**
   * Card providers (docs/payments.md): `keysSecret` (PAYMENT_KEYS_SECRET, 64 hex digits) encrypts the tenants' secret
   * keys at rest (AES-256-GCM) — without it no keys can be stored and every tenant pays through the sandbox;
   * `stripeApiBase` (STRIPE_API_BASE) sends Stripe's API calls elsewhere than api.stripe.com (a local fake in tests);
   * a Stripe call gives up after `stripeTimeoutMs` (STRIPE_TIMEOUT_MS, 20 s) and is retried `stripeNetworkRetries`
   * times (STRIPE_NETWORK_RETRIES, 2) with the same idempotency key. `adyenApiBase` (ADYEN_API_BASE) sends Adyen's
   * Checkout API calls elsewhere (a local fake in tests; the path, `/v72/…`, is kept); an Adyen call gives up after
   * `adyenTimeoutMs` (ADYEN_TIMEOUT_MS, 20 s).
   */
  payments: { keysSecret: Buffer | null; stripeApiBase: string | null; stripeTimeoutMs: number; stripeNetworkRetries: number; adyenApiBase?: string | null; adyenTimeoutMs?: number };
  /** Mail settings (SMTP_URL, MAIL_DIR, MAIL_FROM, PUBLIC_URL; see mail/mailer.ts). */
  mail: MailConfig;
  /** Geocoding and map tiles (GEOCODER, GEOCODER_URL, MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  geo: GeoSettings;
  /** Test only: COURTSIDE_FAILPOINT, the crash point the kill -9 tests arm (checkout/failpoint.ts). */
  failpoint?: 'after-authorisation' | 'after-order';
}

/** Thrown for a bad environment, naming every offending variable. */
export class ConfigError extends Error {}

/** Parses the environment (empty strings count as unset); fails fast with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('Invalid environment:\n  WORKERS: more than one process needs DATABASE_URL (the embedded PGlite database belongs to one process)');
  }
  const acceptor = e.ACCEPTOR ?? (e.DATABASE_URL ? 'process' : 'none');
  if (e.WORKERS > 1 && acceptor === 'none') {
    throw new ConfigError('Invalid environment:\n  ACCEPTOR: several server processes (WORKERS) take their connections from the accepting process');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    workers: e.WORKERS,
    acceptor,
    webDist: e.WEB_DIST,
    storybookDir: e.STORYBOOK === '1' ? e.STORYBOOK_DIR : null,
    logLevel: e.LOG_LEVEL,
    adminToken: e.ADMIN_TOKEN,
    defaultTenant: e.DEFAULT_TENANT,
    cartHoldMinutes: e.CART_HOLD_MINUTES,
    admissionQueue: e.ADMISSION_QUEUE,
    admissionQueueSeconds: e.ADMISSION_QUEUE_SECONDS,
    waitingRoomSecret: e.WAITING_ROOM_SECRET ? Buffer.from(e.WAITING_ROOM_SECRET, 'hex') : randomBytes(32),
    waitlistOfferMinutes: e.WAITLIST_OFFER_MINUTES,
    waitlistSweepSeconds: e.WAITLIST_SWEEP_SECONDS,
    openActiveRefreshSeconds: e.OPENACTIVE_REFRESH_SECONDS,
    slowStatementMs: e.SLOW_STATEMENT_MS,
    firstReadsBudgetMs: e.FIRST_READS_BUDGET_MS,
    trustProxy: e.TRUST_PROXY,
    webhookLoopback: e.WEBHOOK_LOOPBACK === '1',
    payments: { keysSecret: e.PAYMENT_KEYS_SECRET ? Buffer.from(e.PAYMENT_KEYS_SECRET, 'hex') : null, stripeApiBase: e.STRIPE_API_BASE ?? null, stripeTimeoutMs: e.STRIPE_TIMEOUT_MS, stripeNetworkRetries: e.STRIPE_NETWORK_RETRIES, adyenApiBase: e.ADYEN_API_BASE ?? null, adyenTimeoutMs: e.ADYEN_TIMEOUT_MS },
    mail: loadMailConfig(present, e.DATA_DIR),
    geo: geoSettingsOf(e),
    ...(e.COURTSIDE_FAILPOINT ? { failpoint: e.COURTSIDE_FAILPOINT } : {}),
    tenantHostMap: Object.fromEntries(
      Object.entries(e.TENANT_HOST_MAP).map(([host, target]) => [host.toLowerCase(), target]),
    ),
  };
}
