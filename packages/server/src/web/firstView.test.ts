import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { en, FIRST_VIEW_WAITING_ID, OWN_VIEW_COOKIE, selectedVenueCookie, selectedVenueCookieValue, SESSION_COOKIE } from '@courtside/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { demo, loginAs } from '../../test/accountsTestKit';
import { addToBasket, freshSession, newCustomers } from '../../test/checkoutTestKit';
import type { FastifyRequest } from 'fastify';
import { codeAfterFirstPaint, createFirstView, saysSmallScreen } from './firstView';

// A stand-in for the web build's renderer (packages/web/src/ssr.tsx): it names what it was given and counts its calls.
const renderer = `
globalThis.firstViewCalls = 0;
export async function renderFirstView({ url, reads, smallScreen, token }) {
  globalThis.firstViewCalls += 1;
  if (url.includes('/location/broken')) throw new Error('cannot draw');
  if (url.includes('/location/nothing')) return null;
  const viewer = token ? ' for=' + token.length : '';
  return '<p>' + new URL(url).pathname + ' small=' + smallScreen + ' reads=' + Object.keys(reads).length + viewer + '</p><button type="button">Book</button>';
}`;

const code = '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n';
const calls = () => (globalThis as { firstViewCalls?: number }).firstViewCalls ?? 0;
const html = { accept: 'text/html' };
let base: string;
let t: TestApp;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'courtside-first-view-'));
  mkdirSync(join(base, 'dist'));
  mkdirSync(join(base, 'dist-ssr'));
  writeFileSync(join(base, 'dist', 'index.html'), `<!doctype html><head><title>Courtside</title>${code}</head><body><div id="root"></div><noscript>x</noscript></body>`);
  writeFileSync(join(base, 'dist-ssr', 'ssr.js'), renderer);
  // The reads wait as long as they take: what the page carries must not depend on the machine's load.
  t = await createTestApp({ webDist: join(base, 'dist'), firstReadsBudgetMs: 10_000 });
});
afterAll(async () => {
  await t.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.request('bookings.peak.localhost', { method: 'GET', url, headers: { ...html, ...headers } });
let before = 0;
beforeEach(() => {
  before = calls();
});

describe('a visitor’s first view, drawn by the server', () => {
  it('puts the view inside the root, readable, its buttons saying they are still loading, ahead of the page’s reads', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<p id="${FIRST_VIEW_WAITING_ID}" hidden>${en.common.firstViewWaiting}</p><div id="root" data-first-view="wide"><p>`);
    expect(res.body).toMatch(
      /<div id="root" data-first-view="wide"><p>\/ small=false reads=\d+<\/p><button type="button" aria-disabled="true" aria-describedby="cs-first-view-waiting" data-first-view-wait="aria-disabled aria-describedby">Book<\/button><\/div><noscript>x<\/noscript><script type="application\/json" id="cs-preloaded-reads">/,
    );
    expect(res.body).not.toContain(' inert');
    expect(res.body).not.toContain('reads=0');
    expect(res.body.match(/id="root"/g)).toHaveLength(1);
  });

  it('loads the app’s code after that view is painted: not from the head, from the loader at the end of the body', async () => {
    const res = await get('/');
    const [head] = res.body.split('</head>');
    expect(head).not.toContain('/assets/');
    expect(res.body).toMatch(/<script defer src="\/app-loader.js" data-entry="\/assets\/index-1.js" data-preloads="\/assets\/react-2.js"><\/script><\/body>$/);
    // A browser that draws its own view gets its code from the head at once, as before.
    const own = await get('/', { cookie: `${OWN_VIEW_COOKIE}=1` });
    expect(own.body.split('</head>')[0]).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(own.body).not.toContain('app-loader');
    expect(codeAfterFirstPaint('<head><title>x</title></head>')).toBeNull();
    expect(codeAfterFirstPaint(`<head>${code}</head>`)?.loader(['/assets/Home-3.js'])).toContain('data-preloads="/assets/react-2.js /assets/Home-3.js"');
  });

  it('draws a phone’s header for a phone (its user agent or Client Hint)', async () => {
    const res = await get('/location/peak-district-pool', { 'user-agent': 'Mozilla/5.0 (Linux; Android 11; Pixel 5) Mobile Safari/537.36' });
    expect(res.body).toContain('small=true');
    expect(saysSmallScreen({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(saysSmallScreen({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' })).toBe(false);
  });

  it('draws nothing for a browser that draws its own view (signed in, kiosk, embedded) or carries a query', async () => {
    for (const res of [await get('/', { cookie: `a=1; ${OWN_VIEW_COOKIE}=1` }), await get('/?embedded=true'), await get('/?token=abc')]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-first-view');
    }
    expect(calls()).toBe(before);
  });

  it('draws nothing of a page that only leads on to another, which the app leads on from (every site’s pages are drawn)', async () => {
    const leading = await get('/redirect-to-selected-venue');
    expect(leading.statusCode).toBe(200);
    expect(leading.body).toContain('<div id="root"></div>');
    expect(calls()).toBe(before);
    // A page of every site is no venue's short address, though the bookings route table would take it for one.
    expect((await get('/accessibility')).body).toContain('<p>/accessibility small=false');
  });

  it('leaves the root empty when the view cannot be drawn, and still sends the page whole', async () => {
    for (const path of ['/location/broken', '/location/nothing']) {
      const res = await get(path);
      // No such venue: spec §2's not-found page, answered 404, whole.
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatch(/<div id="root"><\/div><noscript>x<\/noscript><script type="application\/json" id="cs-preloaded-reads">.*<\/body>$/s);
    }
  });

  it('draws a page a crowd asks for once while its reads stay the same', async () => {
    const views = createFirstView(join(base, 'dist'));
    const request = (url: string, headers: Record<string, string> = {}) =>
      ({ url, protocol: 'https', headers: { host: 'bookings.peak.localhost', ...headers }, log: { warn: () => undefined } }) as unknown as FastifyRequest;
    const reads = { '/api/client': '{"data":1}', '/api/activities/venues': '{"data":[]}' };
    const visitor = { kind: 'visitor' } as const;
    const first = await views.render(request('/location/matlock-sports-centre'), reads, 'bookings', visitor);
    // The same reads answered in another order are the same page.
    const reordered = { '/api/activities/venues': '{"data":[]}', '/api/client': '{"data":1}' };
    expect(await views.render(request('/location/matlock-sports-centre'), reordered, 'bookings', visitor)).toBe(first);
    expect(calls()).toBe(before + 1);
    // Changed reads, another page, or the same page for a phone: each drawn for itself.
    await views.render(request('/location/matlock-sports-centre'), { '/api/client': '{"data":2}' }, 'bookings', visitor);
    await views.render(request('/location/peak-district-pool'), reads, 'bookings', visitor);
    await views.render(request('/location/matlock-sports-centre', { 'user-agent': 'iPhone Mobile' }), reads, 'bookings', visitor);
    expect(calls()).toBe(before + 4);
    // A customer's view is drawn for them each time, never kept.
    const customer = { kind: 'customer', token: 'a'.repeat(43) } as const;
    await views.render(request('/'), reads, 'my-account', customer);
    await views.render(request('/'), reads, 'my-account', customer);
    expect(calls()).toBe(before + 6);
  });
});

describe('a signed-in customer’s first view of their dashboard', () => {
  const onAccount = (url: string, cookie: string) => t.request('my-account.riverside.localhost', { method: 'GET', url, headers: { ...html, cookie } });
  const readsOf = (body: string) => JSON.parse(/id="cs-preloaded-reads"[^>]*>(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, string>;
  const signedIn = (token: string) => `${OWN_VIEW_COOKIE}=customer; ${SESSION_COOKIE}=${token}`;

  it('is drawn from reads made as the customer, marked theirs, for them alone and kept by no cache', async () => {
    const { token, user } = await loginAs(t, 'bookings.riverside.localhost', demo.priya);
    const res = await onAccount('/', signedIn(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/<div id="root" data-first-view="wide" data-first-view-for="customer"><p>\/ small=false reads=\d+ for=43<\/p>/);
    expect(res.body).toContain('<script type="application/json" id="cs-preloaded-reads" data-for="customer">');
    const reads = readsOf(res.body);
    expect(JSON.parse(reads['/api/auth/user']!).data.id).toBe(user.id);
    for (const read of ['/api/v1/account/fair-use', '/api/v1/account/memberships', '/api/v1/account/packages', '/api/v1/account/guest-passes', '/api/checkout/cart']) expect(Object.keys(reads)).toContain(read);
    expect(Object.keys(reads).some((url) => url.startsWith('/api/v1/bookings?') && url.includes(`user_id=${user.id}`))).toBe(true);
    // Their bookings' page too, with the bookings and without the dashboard's holdings.
    const bookings = readsOf((await onAccount('/bookings/upcoming', signedIn(token))).body);
    expect(Object.keys(bookings).some((url) => url.startsWith('/api/v1/bookings?') && url.includes(`user_id=${user.id}`))).toBe(true);
    expect(Object.keys(bookings)).not.toContain('/api/v1/account/memberships');
    // The page's code loads after the view is painted, as a visitor's does.
    expect(res.body.split('</head>')[0]).not.toContain('/assets/');
    // The cookie is never the API's credential: a call carrying only it is a visitor's (no cross-site request can act
    // as the customer through it).
    const cookieOnly = await t.request('my-account.riverside.localhost', { method: 'GET', url: '/api/auth/user', headers: { cookie: signedIn(token) } });
    expect(cookieOnly.statusCode).toBe(401);
  });

  it('is not drawn while the server is full (anyone waits in a waiting room): the app draws the page', async () => {
    const { token } = await loginAs(t, 'bookings.riverside.localhost', demo.priya);
    const { viewing } = t.services.admission;
    const busy = viewing.busy;
    viewing.busy = () => true;
    try {
      const res = await onAccount('/', signedIn(token));
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="application/json" id="cs-preloaded-reads">');
      expect(Object.keys(readsOf(res.body)).filter((url) => url.includes('/account/') || url.includes('/auth/'))).toEqual([]);
    } finally {
      viewing.busy = busy;
    }
    expect((await onAccount('/', signedIn(token))).body).toContain('data-first-view-for="customer"');
  });

  it('carries nobody’s reads for a session the server does not know, and draws no customer’s view anywhere else', async () => {
    const forged = await onAccount('/', signedIn('x'.repeat(43)));
    expect(Object.keys(readsOf(forged.body)).filter((url) => url.includes('/account/') || url.includes('/auth/'))).toEqual([]);
    const { token } = await loginAs(t, 'bookings.riverside.localhost', demo.priya);
    // A page of my-account without a first view, a bookings page, or a browser that books for a linked member (its own view): no
    // view, and the page's reads are a visitor's.
    for (const res of [
      await onAccount('/payments', signedIn(token)),
      await t.request('bookings.riverside.localhost', { method: 'GET', url: '/', headers: { ...html, cookie: signedIn(token) } }),
      await onAccount('/', `${OWN_VIEW_COOKIE}=own; ${SESSION_COOKIE}=${token}`),
    ]) {
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="application/json" id="cs-preloaded-reads">');
      expect(Object.keys(readsOf(res.body)).filter((url) => url.includes('/account/') || url.includes('/auth/'))).toEqual([]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('a signed-in customer’s first view of their basket and checkout', () => {
  const onBookings = (url: string, cookie?: string) => t.request('bookings.riverside.localhost', { method: 'GET', url, headers: { ...html, ...(cookie ? { cookie } : {}) } });
  const readsOf = (body: string) => JSON.parse(/id="cs-preloaded-reads"[^>]*>(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, string>;
  const drawnForCustomer = /<div id="root" data-first-view="wide" data-first-view-for="customer"><p>\/basket(\/checkout)? small=false reads=\d+ for=43<\/p>/;

  it('is drawn from their basket, read as them, whether their session’s cookie or their token in the address says who they are', async () => {
    const { token } = await loginAs(t, 'bookings.riverside.localhost', demo.priya);
    const asThem = (url: string) => t.request('bookings.riverside.localhost', { method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const own = await asThem('/api/checkout/cart');
    expect(own.statusCode).toBe(200);
    // The header's user and the booking-for banner's linked members come with it, so the app asks for none of them again.
    const user = await asThem('/api/auth/user');
    const linked = await asThem(`/api/v1/users/${(JSON.parse(user.body) as { data: { id: number } }).data.id}/linked`);
    for (const res of [
      await onBookings('/basket/checkout', `${OWN_VIEW_COOKIE}=customer; ${SESSION_COOKIE}=${token}`),
      await onBookings(`/basket/checkout?token=${token}`),
      // A browser signed in as someone else, opening a link with this customer's token, signs in as this customer.
      await onBookings(`/basket?token=${token}`, `${OWN_VIEW_COOKIE}=customer; ${SESSION_COOKIE}=${'y'.repeat(43)}`),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toMatch(drawnForCustomer);
      expect(res.body).toContain('<script type="application/json" id="cs-preloaded-reads" data-for="customer">');
      expect(readsOf(res.body)['/api/checkout/cart']).toBe(own.body);
      expect(readsOf(res.body)['/api/auth/user']).toBe(user.body);
      expect(Object.values(readsOf(res.body))).toContain(linked.body);
    }
  });

  it('is drawn in the theme and footer of the basket’s venue when none is chosen, as the app selects it before it takes the page over', async () => {
    const [customer] = await newCustomers(t, 1);
    const session = await freshSession(t, 5);
    expect((await addToBasket(t, customer!, session.publicId)).statusCode).toBe(200);
    const venue = 'riverside-aquatics-centre';
    const reads = Object.keys(readsOf((await onBookings(`/basket/checkout?token=${customer!.token}`)).body));
    expect(reads).toEqual(expect.arrayContaining([`/api/frontend/theme?venue=${venue}`, `/api/activities/footer?venue=${venue}`]));
    // A venue the customer chose stays chosen: the basket's is not read.
    const chosen = `${selectedVenueCookie}=${encodeURIComponent(selectedVenueCookieValue({ venueSlug: 'millbrook-sports-hall', activitySlug: null }))}`;
    const kept = Object.keys(readsOf((await onBookings(`/basket/checkout?token=${customer!.token}`, chosen)).body));
    expect(kept).toContain('/api/frontend/theme?venue=millbrook-sports-hall');
    expect(kept.filter((url) => url.includes(`venue=${venue}`))).toEqual([]);
  });

  it('is not drawn for a checkout link’s token, a token beside other flags, a browser that draws its own view, or a token nobody holds', async () => {
    const { token } = await loginAs(t, 'bookings.riverside.localhost', demo.priya);
    for (const res of [
      await onBookings(`/checkout/42?token=${token}`),
      await onBookings(`/basket/checkout?token=${token}&embedded=true`),
      await onBookings(`/basket/checkout?token=${token}`, `${OWN_VIEW_COOKIE}=own; ${SESSION_COOKIE}=${token}`),
      await onBookings('/basket/checkout?token=short'),
    ]) {
      expect(res.body).toContain('<div id="root"></div>');
      expect(Object.keys(readsOf(res.body))).not.toContain('/api/checkout/cart');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A token of the right shape that is nobody's: the page is drawn from what the API answers it, which is no basket.
    const forged = await onBookings(`/basket/checkout?token=${'x'.repeat(43)}`);
    expect(Object.keys(readsOf(forged.body))).not.toContain('/api/checkout/cart');
    expect(Object.keys(readsOf(forged.body)).filter((url) => url.includes('/auth/') || url.includes('/checkout/'))).toEqual([]);
  });
});
