import fastify, { type FastifyInstance } from 'fastify';
import { activitiesRoutes } from './activities/activities.routes';
import { questionAnswersRoutes } from './programmes/answers.routes';
import { programmesRoutes } from './programmes/programmes.routes';
import { ticketsRoutes } from './activities/tickets.routes';
import { restrictionsRoutes } from './restrictions/restrictions.routes';
import { adminRoutes } from './admin/admin.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { cartRoutes } from './cart/cart.routes';
import { cartAdjustmentRoutes } from './cart/cartAdjustments.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { checkoutLinksRoutes } from './checkout/checkoutLinks.routes';
import { sandboxRoutes } from './checkout/sandbox/sandbox.routes';
import { stripeWebhookRoutes } from './checkout/stripe/stripeWebhook.routes';
import { adyenWebhookRoutes } from './checkout/adyen/adyenWebhook.routes';
import { paymentSettingsRoutes } from './checkout/providers/paymentSettings.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { geocodeRoutes } from './geocode/geocode.routes';
import { decorateCustomer } from './auth/customerContext';
import { installRequestContext } from './context/requestContext';
import { clientRoutes } from './client/client.routes';
import type { Config } from './config';
import type { Database } from './db/database';
import { footerRoutes } from './footer/footer.routes';
import { healthRoutes } from './health/health.routes';
import { docsRoutes } from './docs/docs.routes';
import { errorHandler } from './http/errorHandler';
import { redactPaths, redacted, redactUrl, serializeRequest } from './http/redact';
import { notFoundHandler } from './http/notFound';
import { membershipsRoutes } from './memberships/memberships.routes';
import { profilePhotoRoutes } from './users/profilePhoto.routes';
import { registerCompression } from './http/compress';
import { registerSecurityHeaders } from './http/securityHeaders';
import { collectRoutes } from './http/routeTable';
import type { RouteDeps } from './http/routeDeps';
import { serializerCompiler, validatorCompiler } from './http/zod';
import { registerJsonBodyParser } from './http/jsonBody';
import { logosRoutes } from './logos/logos.routes';
import { createServices, type Services } from './services';
import { scopeToTenant } from './tenancy/tenancy';
import { installConnectionArrival } from './http/connectionArrival';
import { installWaitingRooms } from './http/waitingRoom';
import { refuseSoldOut } from './cart/soldOut';
import { themeRoutes } from './theme/theme.routes';
import { venuesRoutes } from './venues/venues.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import { staffRoutes } from './staff/staff.routes';
import { fairUseRoutes } from './fairUse/fairUse.routes';
import { closuresRoutes } from './staff/closures.routes';
import { passesRoutes } from './passes/passes.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
import { ordersRoutes } from './checkout/orders.routes';
import { holdingsRoutes } from './holdings/holdings.routes';
import { tillRoutes } from './till/till.routes';
import { datasetRoutes, openactiveFeedRoutes } from './openactive/openactive.routes';
import { createAppShell } from './web/appShell';
import { hasWebApp, registerWebApp } from './web/webApp';
import { registerStorybook } from './web/storybook';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The shared services; default `createServices(config, database)` (tests may pass one with a fixed clock). */
  services?: Services;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
}

/**
 * The whole HTTP surface: /api (health unscoped, everything else scoped to the Host's tenant),
 * the seeded logos, and the built web app with its SPA fallback when one exists.
 */
export async function buildApp({ config, database, services = createServices(config, database), logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // No credential header and no token query parameter in any log line.
      redact: { paths: redactPaths, censor: redacted },
      serializers: { req: serializeRequest },
    },
    // TRUST_PROXY: which proxies' X-Forwarded-For to believe, so request.ip (the per-address limits) is the client's.
    trustProxy: config.trustProxy,
    // Slugs and query values are bounded by the contract; this only stops absurd URLs early.
    routerOptions: { maxParamLength: 500 },
    // One access-log line per request (below) instead of Fastify's two: logging was a third of a cached call's CPU.
    disableRequestLogging: true,
  });
  collectRoutes(app);
  // When each request reached the server, however late a busy process reads it: the waiting rooms' arrival order.
  installConnectionArrival(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Before any plugin is registered: each copies the content-type parsers it is given.
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, { db: database.db, config, now: services.now, mapTileUrl: services.geo.mapTileUrl, cardProviderOf: (tenantId) => services.providers.nameOf(tenantId) });
  registerCompression(app);

  const deps: RouteDeps = { kind: database.kind, config, services };
  // The outbox drainer and the periodic jobs run with the server: what a crash left undelivered goes out at start, and
  // the jobs marked for it (the payment sweep) run before the server answers.
  app.addHook('onReady', () => services.outbox.start());
  app.addHook('onReady', () => services.periodic.start());
  app.addHook('onClose', () => services.periodic.stop());
  app.addHook('onClose', () => services.outbox.stop());
  // Other processes' booking writes clear this one's browse bodies (PostgreSQL LISTEN).
  app.addHook('onReady', async () => void (await services.browseSignal?.start()));
  app.addHook('onClose', async () => void (await services.browseSignal?.stop()));
  const serveWebApp = hasWebApp(config.webDist);
  const full = () => Object.values(services.admission).some((room) => room.busy());
  const appShell = serveWebApp ? createAppShell(app, config.webDist, config.firstReadsBudgetMs, full) : null;
  app.setNotFoundHandler(notFoundHandler(appShell));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(docsRoutes(app));
      await api.register(async (scoped) => {
        scopeToTenant(scoped, { ...deps, db: database.db, now: services.now });
        decorateCustomer(scoped);
        // Before the session lookup: an add or a payment asked while the server is full waits in line (the waiting room).
        installWaitingRooms(scoped, services.admission, services.arrivals, (request, want) => refuseSoldOut(services.soldOut, request.tenant.id, want));
        // request.ctx: tenant, actor, acting-for, channel, instant and the tenant-bound database, once per request.
        installRequestContext(scoped, { db: database.db, now: services.now, events: services.events });
        await scoped.register(clientRoutes, deps);
        await scoped.register(themeRoutes, { ...deps, prefix: '/frontend' });
        await scoped.register(venuesRoutes, { ...deps, prefix: '/activities' });
        await scoped.register(footerRoutes, { ...deps, prefix: '/activities' });
        await scoped.register(adminRoutes, { ...deps, prefix: '/admin' });
        // ── accounts: account route plugins go below this line ──
        await (await import('./accounts/registerAccounts')).registerAccounts(scoped, deps, database.db);
        // ── browse: browse route plugins go below this line ──
        await scoped.register(activitiesRoutes, { ...deps, prefix: '/activities' });
        await scoped.register(ticketsRoutes, { ...deps, prefix: '/activities' });
        await scoped.register(restrictionsRoutes, deps);
        await scoped.register(categoriesRoutes, { ...deps, prefix: '/v1/activities' });
        await scoped.register(programmesRoutes, { ...deps, prefix: '/v1/activities' });
        await scoped.register(geocodeRoutes, deps);
        // ── browse actions: booking and waitlist route plugins go below this line ──
        await scoped.register(bookingsRoutes, deps);
        await scoped.register(waitlistRoutes, deps);
        await scoped.register(questionAnswersRoutes, deps);
        // ── checkout: basket, payment and order route plugins go below this line ──
        await scoped.register(cartRoutes, deps);
        await scoped.register(cartAdjustmentRoutes, deps);
        await scoped.register(checkoutRoutes, deps);
        await scoped.register(checkoutLinksRoutes, deps);
        await scoped.register(ordersRoutes, deps);
        await scoped.register(holdingsRoutes, deps);
        await scoped.register(membershipsRoutes, deps);
        await scoped.register(profilePhotoRoutes, deps);
        await scoped.register(tillRoutes, deps);
        await scoped.register(staffRoutes, deps);
        await scoped.register(fairUseRoutes, deps);
        await scoped.register(closuresRoutes, deps);
        await scoped.register(passesRoutes, deps);
        await scoped.register(integrationsRoutes, deps);
        await scoped.register(sandboxRoutes, { ...deps, prefix: '/payment-providers/sandbox' });
        // ── open data: the tenant's OpenActive feeds ──
        await scoped.register(openactiveFeedRoutes, deps);
        await scoped.register(stripeWebhookRoutes, { ...deps, prefix: '/payment-providers/stripe' });
        await scoped.register(adyenWebhookRoutes, { ...deps, prefix: '/payment-providers/adyen' });
        await scoped.register(paymentSettingsRoutes, deps);
      });
    },
    { prefix: '/api' },
  );
  // The tenant's open-data dataset site (/openactive), beside the web app on its bookings host.
  await app.register(async (site) => {
    scopeToTenant(site, { ...deps, db: database.db, now: services.now });
    decorateCustomer(site);
    installRequestContext(site, { db: database.db, now: services.now, events: services.events });
    await site.register(datasetRoutes, deps);
  });
  await app.register(logosRoutes, deps);
  if (config.storybookDir) await registerStorybook(app, config.storybookDir);
  if (appShell) await registerWebApp(app, config.webDist, appShell);
  return app;
}
