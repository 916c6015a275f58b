import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { TenantRow } from '../db/schema';
import { tenantForHost } from '../tenancy/tenancy';
import { thirdPartyOrigins } from '@courtside/core';
import { frameAncestorsOf, thirdPartySettingsOf } from '../tenancy/tenants.repo';
import { adyenWebHosts } from '../checkout/adyen/adyenWeb';

type CspOptions = Exclude<NonNullable<HelmetOptions['contentSecurityPolicy']>, boolean>;
type Directives = NonNullable<CspOptions['directives']>;
/** Helmet's per-route options (`{ helmet: … }` on a route). */
export type RouteHelmetOptions = Omit<FastifyHelmetOptions, 'global'>;

/** One year, the usual HSTS lifetime. */
const hstsMaxAge = 31_536_000;

/** The operator origins that may frame the response, per raw request (set before helmet writes the header). */
const ancestorsByRequest = new WeakMap<IncomingMessage, readonly string[]>();

/** The third-party origins the addressed tenant's settings load from (core's thirdPartyOrigins), per raw request. */
const thirdPartyByRequest = new WeakMap<IncomingMessage, ReturnType<typeof thirdPartyOrigins>>();

/**
 * The origins Stripe.js needs (docs/payments.md › PCI scope): its script and Payment Element frame from js.stripe.com,
 * 3-D Secure frames from hooks.stripe.com, its calls to api.stripe.com. Only a tenant paying through Stripe gets them.
 */
export const stripeOrigins = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] } as const;

const adyenCdn = [adyenWebHosts.test.cdn, adyenWebHosts.live.cdn];
const adyenShopper = [adyenWebHosts.test.shopper, adyenWebHosts.live.shopper];
/**
 * The origins Adyen Web needs (docs/payments.md › PCI scope): its script, style sheet and card logos from Adyen's CDN,
 * its card fields' frames and calls from checkoutshopper. 3-D Secure 2 runs natively: the device fingerprint and the
 * challenge are the card issuer's own pages (its ACS), framed and posted to by hidden forms, at addresses no list can
 * name — so frame-src and form-action take any https address, as Adyen advises, on these tenants' pages only.
 */
export const adyenOrigins = { script: adyenCdn, style: adyenCdn, img: adyenCdn, connect: adyenShopper, frame: [...adyenShopper, 'https:'], form: ['https:'] } as const;

type ProviderDirective = 'script' | 'style' | 'img' | 'connect' | 'frame' | 'form';
/** Each card provider's origins by directive: only the pages of a tenant paying through it get them. */
const cardProviderOrigins: Readonly<Record<string, Partial<Record<ProviderDirective, readonly string[]>>>> = { stripe: stripeOrigins, adyen: adyenOrigins };

/** The card provider of the tenant a request is for, when its script runs on our pages (Stripe, Adyen). */
const providerByRequest = new WeakMap<IncomingMessage, string>();
const withProvider = (kind: ProviderDirective) => (req: IncomingMessage) => cardProviderOrigins[providerByRequest.get(req) ?? '']?.[kind] ?? [];

/** A directive's sources: ours, then the tenant's third-party origins of that kind (spec §3 Config; none by default). */
const withThirdParty = (kind: keyof ReturnType<typeof thirdPartyOrigins>, own: readonly string[]) => (req: IncomingMessage) =>
  [...own, ...(thirdPartyByRequest.get(req)?.[kind] ?? []), ...withProvider(kind)(req)].join(' ');

/** `frame-ancestors`: our own origin and the addressed tenant's own sites (none for an unknown tenant). */
function frameAncestors(req: IncomingMessage): string {
  return ["'self'", ...(ancestorsByRequest.get(req) ?? [])].join(' ');
}

/**
 * The origin a Leaflet tile URL template loads from, for img-src: `{s}` (Leaflet's sub-domain) becomes `*.`;
 * null for a relative URL ('self' covers it), no URL, or a host CSP could not name safely.
 */
export function tileOrigin(tileUrl: string | null | undefined): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl ?? '');
  if (!match) return null;
  const host = (match[2] ?? '').toLowerCase().replace(/^[^.]*\{s\}[^.]*\./, '*.');
  if (!/^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/.test(host)) return null;
  return `${(match[1] ?? '').toLowerCase()}://${host}`;
}

/**
 * The web app's policy (and every other response's): scripts only from our origin, never inline or eval (the app
 * shell has no inline script) and third-party only where the tenant set a tag manager or auto-translate (spec §3
 * Config); inline styles allowed, as Radix and React set style attributes and the theme's CSS variables; images from
 * us, data: (Leaflet's icons) and the map's tile server.
 */
export function appDirectives(mapTileUrl: string | null): Directives {
  const tiles = tileOrigin(mapTileUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [withThirdParty('script', ["'self'"])],
    scriptSrcAttr: ["'none'"],
    styleSrc: [withThirdParty('style', ["'self'", "'unsafe-inline'"])],
    imgSrc: [withThirdParty('img', ["'self'", 'data:', ...(tiles ? [tiles] : [])])],
    fontSrc: ["'self'"],
    connectSrc: [withThirdParty('connect', ["'self'"])],
    frameSrc: [(req: IncomingMessage) => ["'self'", ...withProvider('frame')(req)].join(' ')],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: [(req: IncomingMessage) => ["'self'", ...withProvider('form')(req)].join(' ')],
    frameAncestors: [frameAncestors],
  };
}

/**
 * The sandbox provider's card frame and 3-D Secure page: their one inline script and style run by this response's
 * nonce (helmet adds `'nonce-…'` to script-src and style-src), nothing else inline. Only our own pages frame them;
 * frame-ancestors checks every ancestor, so an app embedded on the operator's site (spec §1) lists that site too,
 * or its card frame could not load there.
 */
export const sandboxPageHelmet: RouteHelmetOptions = {
  enableCSPNonces: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: [frameAncestors],
    },
  },
};

/** HSTS only on a response to an https request (`request.protocol` honours trustProxy's X-Forwarded-Proto). */
export function hstsApplies(protocol: string): boolean {
  return protocol === 'https';
}

export interface SecurityHeadersDeps {
  db: Db;
  config: Pick<Config, 'defaultTenant' | 'tenantHostMap'>;
  now: () => Date;
  /** The map's tile URL template (MAP_TILE_URL, as the map route serves it); null: none. */
  mapTileUrl: string | null;
  /** The lowercase name of a tenant's card provider (its settings), so Stripe's or Adyen's origins open only for their tenants. */
  cardProviderOf?: (tenantId: number) => Promise<string>;
}

/** A header as helmet wrote it: its name and value, or no value where helmet removes it. */
type HeaderStep = readonly [name: string, value: string | number | readonly string[] | undefined];

/** Runs a helmet middleware once against a stand-in response and notes each header it sets or removes, in order. */
function recordHeaders(middleware: ReturnType<typeof helmet>, req: IncomingMessage): readonly HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void steps.push([name, value]),
    removeHeader: (name: string) => void steps.push([name, undefined]),
  };
  middleware(req, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return steps;
}

/**
 * Browser security headers on every response (API, errors, 404s, the web app and its assets, logos, the sandbox
 * pages), by helmet: CSP (above), X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS
 * over https only, and helmet's other defaults. No X-Frame-Options: it cannot name the operator's site, so
 * frame-ancestors alone decides who may embed the app.
 *
 * The policy differs only by tenant row and card provider, so helmet writes each distinct one once, into a stand-in
 * response, and every request replays what it wrote (helmet built per request was ~3 % of a booking race's CPU). A
 * tenant's changed settings come as a new row (tenancy keeps rows 2 s), so the cache, keyed by the row, never serves an
 * old policy and lets go of rows as tenancy does. Routes with helmet options of their own (the nonce pages) are still
 * served by @fastify/helmet per request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, deps: SecurityHeadersDeps): Promise<void> {
  const providerOf = async (tenantId: number) => (await deps.cardProviderOf?.(tenantId)) ?? 'sandbox';
  const options = {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(deps.mapTileUrl) },
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: hstsMaxAge, includeSubDomains: true },
  } satisfies HelmetOptions;
  const appHeaders = helmet(options);
  /** What the directives read of a request (its tenant's sites, third-party origins and card provider), noted for `req`. */
  const note = (req: IncomingMessage, tenant: TenantRow | undefined, provider: string | undefined) => {
    ancestorsByRequest.set(req, frameAncestorsOf(tenant));
    if (tenant) thirdPartyByRequest.set(req, thirdPartyOrigins(thirdPartySettingsOf(tenant)));
    if (provider !== undefined) providerByRequest.set(req, provider);
  };
  const byTenant = new WeakMap<TenantRow, Map<string, readonly HeaderStep[]>>();
  const noTenant = new Map<string, readonly HeaderStep[]>();
  /** The headers of the tenant's policy with this card provider ('' for none of those with origins of their own). */
  const policyOf = (tenant: TenantRow | undefined, provider: string): readonly HeaderStep[] => {
    let policies = tenant ? byTenant.get(tenant) : noTenant;
    if (!policies) byTenant.set(tenant!, (policies = new Map()));
    let steps = policies.get(provider);
    if (!steps) {
      const standIn = {} as IncomingMessage;
      note(standIn, tenant, provider || undefined);
      policies.set(provider, (steps = recordHeaders(appHeaders, standIn)));
    }
    return steps;
  };
  // Page responses are served outside the tenant-scoped /api plugin, so the tenant is resolved here for every
  // request (the same Host rules and 2-second cache as tenancy), before the headers are written.
  app.addHook('onRequest', async (request, reply) => {
    let tenant: TenantRow | undefined;
    let provider = '';
    try {
      tenant = (await tenantForHost(deps, request.headers.host)).tenant;
      const name = tenant ? await providerOf(tenant.id) : 'sandbox';
      if (name in cardProviderOrigins) provider = name;
    } catch (error) {
      request.log.warn({ err: error }, 'Tenant lookup for frame-ancestors failed; only our own origin may frame this response');
    }
    // @fastify/helmet keeps a route's own helmet options in its config.
    if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return note(request.raw, tenant, provider || undefined);
    for (const [name, value] of policyOf(tenant, provider)) {
      if (value === undefined) reply.raw.removeHeader(name);
      else reply.raw.setHeader(name, value);
    }
  });
  // The same options, typed by helmet's CommonJS declarations, which @fastify/helmet reads.
  await app.register(fastifyHelmet, { ...(options as FastifyHelmetOptions), global: false });
  app.addHook('onRequest', async (request, reply) => {
    if (!hstsApplies(request.protocol)) reply.raw.removeHeader('strict-transport-security');
  });
}
