import { readFileSync } from 'node:fs';
import type { BrowserContext, Route } from '@playwright/test';

// Stripe as a journey meets it, offline: Stripe.js and its frames from js.stripe.com and hooks.stripe.com are the
// stand-ins in stripeStub/ (they do what the real ones do, with the parts checkout uses), and Stripe's API calls from
// the browser (api.stripe.com) go to the same local fake of Stripe's API the servers use (scripts/journeyServers.mjs).

/** The keys the fake Stripe accepts (packages/server/test/fakeStripe.ts fakeStripeKeys). */
export const fakeStripeKeys = {
  publishableKey: 'pk_test_fakeStripePublishable0001',
  secretKey: 'sk_test_fakeStripeSecret0001',
  webhookSecret: 'whsec_fakeStripeWebhook0001',
};

/** Where the journey servers' fake of Stripe's API listens. */
export const fakeStripeOrigin = () => `http://127.0.0.1:${Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 99)}`;

const stubFile = (name: string) => readFileSync(new URL(`./stripeStub/${name}`, import.meta.url), 'utf8');
const contentType = (name: string) => (name.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/javascript; charset=utf-8');

/** Serves one of the stand-in files. */
const serve = (route: Route, name: string) => route.fulfill({ status: 200, contentType: contentType(name), body: stubFile(name) });

/** Sends the browser's call to the fake Stripe at the same path (Stripe's answer, CORS headers and all). */
async function toFake(route: Route, path: string) {
  const response = await route.fetch({ url: `${fakeStripeOrigin()}${path}` });
  await route.fulfill({ response });
}

/** Routes js.stripe.com, hooks.stripe.com and api.stripe.com for every page of the context. */
export async function routeStripe(context: BrowserContext) {
  await context.route('https://js.stripe.com/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/v3' || pathname === '/v3/') return serve(route, 'stripe.js');
    const name = pathname.replace(/^\/v3\//, '');
    return ['elements-inner-payment.html', 'elements-inner-payment.js'].includes(name) ? serve(route, name) : route.fulfill({ status: 404 });
  });
  await context.route('https://hooks.stripe.com/**', (route) => {
    const { pathname, search } = new URL(route.request().url());
    // The card holder's bank answering the challenge: the fake's stand-in for it.
    const answer = /^\/3d_secure_2\/authenticate\/([^/]+)$/.exec(pathname);
    if (answer) return toFake(route, `/_test/challenge/${answer[1]}`);
    const name = pathname.replace(/^\/3d_secure_2\//, '');
    return ['challenge.html', 'challenge.js'].includes(name) ? serve(route, name) : route.fulfill({ status: 404, body: search });
  });
  await context.route('https://api.stripe.com/**', (route) => {
    const { pathname, search } = new URL(route.request().url());
    return toFake(route, `${pathname}${search}`);
  });
}

/** What the fake Stripe holds for one of our payments: its PaymentIntents, each with its refunds and captures. */
export async function atFakeStripe(paymentId: string) {
  const response = await fetch(`${fakeStripeOrigin()}/_test/payments/${encodeURIComponent(paymentId)}`);
  return (await response.json()) as {
    payment_intents: Array<{ id: string; status: string; amount: number; amount_received: number; captures: number; refunds: Array<{ id: string; amount: number; status: string }> }>;
  };
}
