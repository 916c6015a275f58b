import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Route } from '@playwright/test';

// Adyen as a journey meets it, offline: Adyen Web's script and style sheet from Adyen's CDN, its secured fields and
// the card issuer's 3-D Secure 2 challenge are the stand-ins in adyenStub/ (they do what the real ones do, with the
// parts checkout uses); the servers reach the local fake of Adyen's Checkout API (scripts/journeyServers.mjs).

/** The keys the fake Adyen accepts (packages/server/test/fakeAdyen.ts fakeAdyenKeys). */
export const fakeAdyenKeys = {
  apiKey: 'AQEfakeAdyenApiKey-0001+test/KEY=',
  merchantAccount: 'CourtsideECOM',
  clientKey: 'test_FAKEADYENCLIENTKEY0001',
  hmacKey: '6C6F63616C2D66616B652D6164792D686D61632D6B65792D30303031A1B2C3D4',
};

/** Where the journey servers' fake of Adyen's Checkout API listens. */
export const fakeAdyenOrigin = () => `http://127.0.0.1:${Number(process.env.E2E_ADYEN_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 97)}`;

const stubFile = (name: string) => readFileSync(new URL(`./adyenStub/${name}`, import.meta.url), 'utf8');
const contentTypes: Record<string, string> = { js: 'application/javascript', css: 'text/css', html: 'text/html' };

/** Serves one of the stand-in files. */
const serve = (route: Route, name: string) => route.fulfill({ status: 200, contentType: `${contentTypes[name.split('.').pop()!]}; charset=utf-8`, body: stubFile(name) });

/** Routes Adyen's CDN and Checkout shopper host (test environment) for every page of the context. */
export async function routeAdyen(context: BrowserContext) {
  await context.route('https://checkoutshopper-test.cdn.adyen.com/**', (route) => {
    const file = /^\/checkoutshopper\/sdk\/6\.45\.2\/(adyen\.(?:js|css))$/.exec(new URL(route.request().url()).pathname);
    return file ? serve(route, file[1]!) : route.fulfill({ status: 404 });
  });
  await context.route('https://checkoutshopper-test.adyen.com/**', (route) => {
    const { pathname } = new URL(route.request().url());
    // The secured fields answer only the client key of the account (Adyen checks it, and the page's origin).
    const field = /^\/checkoutshopper\/securedfields\/([^/]+)\/6\.45\.2\/securedFields\.html$/.exec(pathname);
    if (field) return decodeURIComponent(field[1]!) === fakeAdyenKeys.clientKey ? serve(route, 'securedFields.html') : route.fulfill({ status: 403 });
    return pathname === '/threeds2simulator/acs/challenge.shtml' ? serve(route, 'challenge.html') : route.fulfill({ status: 404 });
  });
}

/** What the fake Adyen holds for one of our payments (our reference): each payment, its captures and refunds. */
export async function atFakeAdyen(paymentId: string) {
  const response = await fetch(`${fakeAdyenOrigin()}/_test/payments/${encodeURIComponent(paymentId)}`);
  return (await response.json()) as {
    payments: Array<{ pspReference: string; status: string; amount: { value: number; currency: string }; captured: number; refunded: number; captures: number; refunds: number[] }>;
  };
}

/** Adyen's standard webhook of one item, signed with `hmacKey` (Adyen's HMAC: SHA-256 of the item's key fields). */
export function adyenNotification(item: { eventCode: string; pspReference: string; merchantReference: string; value: number; currency?: string }, hmacKey: string) {
  const signed = { merchantAccountCode: fakeAdyenKeys.merchantAccount, amount: { value: item.value, currency: item.currency ?? 'GBP' }, eventCode: item.eventCode, merchantReference: item.merchantReference, pspReference: item.pspReference, success: 'true' };
  const payload = [signed.pspReference, '', signed.merchantAccountCode, signed.merchantReference, signed.amount.value, signed.amount.currency, signed.eventCode, signed.success].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(payload, 'utf8').digest('base64');
  return { live: 'false', notificationItems: [{ NotificationRequestItem: { ...signed, eventDate: '2026-11-28T09:30:00+00:00', reason: '', additionalData: { hmacSignature } } }] };
}
