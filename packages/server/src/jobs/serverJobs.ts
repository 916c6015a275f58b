import type { PaymentProvider } from '../checkout/paymentProvider';
import type { PaymentProviders } from '../checkout/providers/registry';
import { sweepPayments } from '../checkout/payments';
import { applyProviderEvent, issueCardRefund } from '../checkout/providerEvents';
import type { Failpoint } from '../checkout/failpoint';
import type { Config } from '../config';
import type { SystemDb } from '../db/systemDb';
import type { EventBus } from '../events/eventBus';
import type { OutboxRunner } from '../events/outboxRunner';
import { deliverWebhooks } from '../integrations/webhooks';
import type { ResolveHost } from '../integrations/webhookTarget';
import { sendBundleCancellation, sendCancellation, sendOrderConfirmation } from '../mail/bookingMails';
import type { Mailer } from '../mail/mailer';
import { endOffer, offerFreedPlace, offerUnnoticedPlaces } from '../waitlist/offers';
import { expireOpenActive, refreshOpenActive, tenantIds } from '../openactive/refresh';
import { onEvent, type JobRegistry, type PeriodicJob } from './registry';

/** How long a done outbox row is kept (a record of what was sent) before it is pruned. */
export const OUTBOX_RETENTION_DAYS = 30;

async function eachTenant(db: SystemDb, work: (tenantId: number) => Promise<unknown>): Promise<void> {
  for (const tenantId of await tenantIds(db)) await work(tenantId);
}

/** A webhook receiver may be down for a while: 20 attempts span about two and a half hours of backoff. */
const WEBHOOK_ATTEMPTS = 20;

export interface ServerJobDeps {
  config: Pick<Config, 'cartHoldMinutes' | 'waitlistOfferMinutes' | 'waitlistSweepSeconds' | 'openActiveRefreshSeconds' | 'webhookLoopback'>;
  db: SystemDb;
  now: () => Date;
  events: EventBus;
  mailer: Mailer;
  provider: PaymentProvider;
  providers: PaymentProviders;
  failpoint: (name: Failpoint) => void;
  outbox: Pick<OutboxRunner, 'prune'>;
  resolveHost: ResolveHost;
}

/** Every background job of the server: what events set off after their commit, and what runs every so often. */
export function serverJobs(deps: ServerJobDeps): JobRegistry {
  const { config, db, now, events, mailer } = deps;
  const mail = { db, mailer };
  const offers = { db, events, now, mailer, offerMinutes: config.waitlistOfferMinutes };
  const payments = { db, events, now, holdMinutes: config.cartHoldMinutes, provider: deps.provider, providers: deps.providers, failpoint: deps.failpoint };
  const hooks = { db, now, target: { allowLoopback: config.webhookLoopback, resolve: deps.resolveHost } };
  const periodic: PeriodicJob[] = [
    // Payments that never became an order are voided, and captures a crash interrupted are finished.
    {
      name: 'payments.sweep',
      everyMs: 60_000,
      atStart: true,
      handler: () => sweepPayments({ db, now, holdMinutes: config.cartHoldMinutes, provider: deps.provider, providers: deps.providers, failpoint: deps.failpoint }),
    },
    { name: 'outbox.prune', everyMs: 3_600_000, atStart: false, handler: () => deps.outbox.prune(OUTBOX_RETENTION_DAYS * 86_400_000) },
  ];
  // OpenActive feeds (0 s: kept as seeded, for the journeys and the tests whose statements are counted): what is over
  // becomes a tombstone each minute; every few minutes the whole timetable is compared with the feeds, for what changed
  // without an event (a basket hold that lapsed, a price) and old tombstones go.
  const openData = config.openActiveRefreshSeconds > 0;
  if (openData) {
    const everyMs = config.openActiveRefreshSeconds * 1000;
    periodic.push({ name: 'openactive.expire', everyMs: 60_000, atStart: false, handler: () => eachTenant(db, (tenantId) => expireOpenActive(db, tenantId, now())) });
    periodic.push({ name: 'openactive.refresh', everyMs, atStart: false, handler: () => eachTenant(db, (tenantId) => refreshOpenActive(db, tenantId, now(), 'all')) });
  }
  // Places freed with no event (a lapsed basket hold, a capacity raised) reach the waitlist too (0 s: never, for tests
  // whose files share a database).
  if (config.waitlistSweepSeconds > 0) {
    periodic.push({ name: 'waitlist.sweep', everyMs: config.waitlistSweepSeconds * 1000, atStart: true, handler: () => offerUnnoticedPlaces(offers) });
  }
  return {
    events: [
      // Booking mails, each once, after the commit.
      onEvent({ name: 'mail.orderConfirmation', on: 'orderCompleted', handler: (event) => sendOrderConfirmation(mail, event) }),
      onEvent({ name: 'mail.bookingCancellation', on: 'bookingCancelled', handler: (event) => sendCancellation(mail, event) }),
      onEvent({ name: 'mail.bundleCancellation', on: 'bundleCancelled', handler: (event) => sendBundleCancellation(mail, event) }),
      // Waitlists that fill themselves: a freed place is offered to the first waiting customer; an offer's end passes it on.
      onEvent({ name: 'waitlist.offer', on: 'placeFreed', handler: (event) => offerFreedPlace(offers, event) }),
      onEvent({ name: 'waitlist.offerDue', on: 'waitlistOfferDue', handler: (event) => endOffer(offers, event) }),
      // A booked place, a session cancelled or moved reaches the OpenActive feeds within seconds of the commit.
      ...(openData ? [onEvent({ name: 'openactive.sessions', on: 'bookingsChanged', handler: (event) => refreshOpenActive(db, event.tenantId, now(), { occurrenceIds: event.occurrenceIds }) })] : []),
      // A card provider's verified webhook events, each applied once; refunds to a card, each made once.
      onEvent({ name: 'payments.providerEvent', on: 'providerEventReceived', handler: (event) => applyProviderEvent(payments, event) }),
      onEvent({ name: 'payments.cardRefund', on: 'cardRefundDue', handler: (event) => issueCardRefund(payments, event) }),
      // A tenant's integrations get these events as signed webhooks.
      onEvent({ name: 'webhooks.userCreated', on: 'userCreated', maxAttempts: WEBHOOK_ATTEMPTS, handler: (event) => deliverWebhooks(hooks, event) }),
      onEvent({ name: 'webhooks.orderCompleted', on: 'orderCompleted', maxAttempts: WEBHOOK_ATTEMPTS, handler: (event) => deliverWebhooks(hooks, event) }),
      onEvent({ name: 'webhooks.bookingCancelled', on: 'bookingCancelled', maxAttempts: WEBHOOK_ATTEMPTS, handler: (event) => deliverWebhooks(hooks, event) }),
    ],
    periodic,
  };
}
