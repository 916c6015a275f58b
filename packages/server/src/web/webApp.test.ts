import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { messages, selectedVenueCookie, selectedVenueCookieValue } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testAppBudget, type TestApp } from '../../test/testApp';
import { pageStream } from './appShell';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Courtside</title></head><body><div id="root"></div></body>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/basket': ['/assets/Basket-1.js', '/assets/shared-2.js'], '/location/:venueSlug': ['/assets/Venue-3.js'], 'online-joining /:venueSlug': ['/assets/JoinVenue-4.js'] }));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request('bookings.peak.localhost', { method: 'GET', url, headers });

describe('the built web app', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed asset in the coding the browser accepts, from the build’s precompressed files', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers['content-length']).toBe('14');
  });

  it('answers HEAD for an asset without a body, and 404 for an asset the build does not have', async () => {
    const head = await t.request('bookings.peak.localhost', { method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/assets/index-zzz.js')).statusCode).toBe(404);
    expect((await get('/assets/..%2Findex.html')).statusCode).toBe(404);
  });

  it('serves other files with revalidation', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/location/peak-district-pool', '/basket/checkout', '/booking-confirmed/42?x=1'])(
    'falls back to index.html for the page %s',
    async (url) => {
      const res = await get(url, html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('sends spec §2’s not-found page with 404: an address no page has, a venue or an activity the tenant does not have', async () => {
    for (const url of ['/no/such/page/at/all', '/location/closed-down', '/closed-down', '/location/peak-district-pool/no-such-activity', '/location/peak-district-pool/swimming/2026-02-30']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await t.request('bookings.peak.localhost', { method: 'HEAD', url: '/closed-down', headers: html })).statusCode).toBe(404);
    expect((await t.request('my-account.peak.localhost', { method: 'GET', url: '/till', headers: html })).statusCode).toBe(404);
    expect((await t.request('join.peak.localhost', { method: 'GET', url: '/closed-down', headers: html })).statusCode).toBe(404);
    // Our own pages and each site's spec pages are found.
    for (const [host, url] of [['bookings', '/till'], ['bookings', '/staff/register'], ['bookings', '/accessibility'], ['bookings', '/location/peak-district-pool/swimming'], ['my-account', '/guest-passes'], ['join', '/kiosk'], ['join', '/peak-district-pool']] as const) {
      expect((await t.request(`${host}.peak.localhost`, { method: 'GET', url, headers: html })).statusCode, `${host} ${url}`).toBe(200);
    }
  });

  it('answers a page that only leads on with a redirect to the page at the end of the way (spec §2 short addresses)', async () => {
    const selected = (venueSlug: string) => ({ cookie: `${selectedVenueCookie}=${encodeURIComponent(selectedVenueCookieValue({ venueSlug, activitySlug: null }))}` });
    for (const [url, headers, to] of [
      ['/peak-district-pool', {}, '/location/peak-district-pool'],
      ['/peak-district-pool/', selected('millbrook-sports-hall'), '/location/peak-district-pool'],
      ['/peak-district-pool/swimming', {}, '/location/peak-district-pool/swimming'],
      ['/peak-district-pool/swimming/2026-12-02/lanes', {}, '/location/peak-district-pool/swimming/2026-12-02/lanes'],
      ['/redirect-to-selected-venue', selected('peak-district-pool'), '/location/peak-district-pool'],
      ['/camp-redirect-to-selected-venue', selected('peak-district-pool'), '/camps/location/peak-district-pool'],
    ] as const) {
      const res = await get(url, { ...html, ...headers });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    expect((await t.request('bookings.peak.localhost', { method: 'HEAD', url: '/peak-district-pool/swimming', headers: html })).headers.location).toBe('/location/peak-district-pool/swimming');
    // The app leads the way where a toast is due (nothing selected; the selected venue closed) or the address carries a
    // query (a kiosk, an embedded frame, a token); a venue the tenant does not have is not found.
    for (const [url, headers, status] of [
      ['/redirect-to-selected-venue', {}, 200],
      ['/redirect-to-selected-venue', selected('closed-down'), 200],
      ['/peak-district-pool/swimming?kiosk=true', {}, 200],
      ['/closed-down/swimming', {}, 404],
    ] as const) {
      const res = await get(url, { ...html, ...headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers 404 for a missing file that is not a page navigation', async () => {
    const res = await get('/assets/missing.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  });

  it('keeps unknown /api paths JSON 404, even for page navigations', async () => {
    for (const url of ['/api/nope', '/api']) {
      const res = await get(url, html);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.notFound });
    }
  });

  it('answers the page’s first public reads inside it, exactly as the API does', async () => {
    const reads = (body: string) => {
      const json = /<div id="root"><\/div><script type="application\/json" id="cs-preloaded-reads">(.*?)<\/script><\/body>/.exec(body)?.[1];
      return JSON.parse(json ?? 'null') as Record<string, string>;
    };
    const home = reads((await get('/', html)).body);
    expect(Object.keys(home).sort()).toEqual(['/api/activities/footer', '/api/activities/venues', '/api/client', '/api/frontend/theme']);
    expect(home['/api/client']).toBe((await get('/api/client')).body);
    expect(JSON.parse(home['/api/client']!).data.name).toBe('Peak Active');

    const venue = reads((await get('/location/peak-district-pool/swimming', html)).body);
    expect(venue['/api/frontend/theme?venue=peak-district-pool']).toBe((await get('/api/frontend/theme?venue=peak-district-pool')).body);
    expect(Object.keys(venue)).toContain('/api/activities/venue/peak-district-pool/categories/swimming');

    // The selected venue's cookie themes a page that names no venue, as the browser's own reads would.
    const cookie = `courtside_selected=${encodeURIComponent(JSON.stringify({ venueSlug: 'peak-district-pool', activitySlug: null }))}`;
    expect(Object.keys(reads((await get('/', { ...html, cookie })).body))).toContain('/api/frontend/theme?venue=peak-district-pool');
    // A venue that does not exist is not answered in the page: the browser asks and shows the error.
    expect(Object.keys(reads((await get('/location/%3Cscript%3E', html)).body))).not.toContain('/api/activities/venue/%3Cscript%3E/categories');
  });

  it('answers a camp’s or course’s own read inside its pages, so the first view can show the programme', async () => {
    const reads = (body: string) => JSON.parse(/id="cs-preloaded-reads">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, string>;
    const venues = (JSON.parse((await get('/api/activities/venues')).body) as { data: Array<{ slug: string }> }).data.map((venue) => venue.slug);
    const detail = (venue: string) => `/api/v1/activities/camps/detail?camp_slug=summer-multi-sport-camp&venue_slugs=${venue}&category_slugs=multi-sport-camps`;
    const answered = await Promise.all(venues.map(async (venue) => ((await get(detail(venue))).statusCode === 200 ? venue : null)));
    const venue = answered.find(Boolean)!;
    const camp = reads((await get(`/camps/location/${venue}/multi-sport-camps/summer-multi-sport-camp/book`, html)).body);
    expect(camp[detail(venue)]).toBe((await get(detail(venue))).body);
    const course = reads((await get(`/courses/location/${venue}/racket-courses/timetable/junior-tennis-beginners`, html)).body);
    const courseRead = '/api/v1/activities/courses/detail?course_slug=junior-tennis-beginners&source=online';
    expect(course[courseRead]).toBe((await get(courseRead)).body);
    // The camps' list page names no camp: it carries no programme's read.
    const list = reads((await get(`/camps/location/${venue}/multi-sport-camps`, html)).body);
    expect(Object.keys(list).filter((url) => url.includes('/detail'))).toEqual([]);
  });

  it('answers the join site’s venues and a centre’s plans inside their pages, themed by the centre, with no activity catalogue', async () => {
    const reads = (body: string) => JSON.parse(/id="cs-preloaded-reads">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, string>;
    const onJoin = (url: string, headers: Record<string, string> = {}) => t.request('join.peak.localhost', { method: 'GET', url, headers });
    const venue = (JSON.parse((await get('/api/activities/venues')).body) as { data: Array<{ slug: string }> }).data[0]!.slug;
    const plansRead = `/api/v1/memberships/plans?venue=${venue}`;
    const plans = reads((await onJoin(`/${venue}`, html)).body);
    expect(plans[plansRead]).toBe((await onJoin(plansRead)).body);
    expect(Object.keys(plans)).toContain(`/api/frontend/theme?venue=${venue}`);
    expect(Object.keys(plans).filter((url) => url.includes('/categories'))).toEqual([]);
    const home = reads((await onJoin('/', html)).body);
    expect(home['/api/activities/venues/online-joining']).toBe((await onJoin('/api/activities/venues/online-joining')).body);
    // A plan's own page opens with the account form: it carries the shell's reads alone.
    expect(Object.keys(reads((await onJoin(`/${venue}/gold`, html)).body)).filter((url) => url.includes('memberships') || url.includes('online-joining'))).toEqual([]);
  });

  it('preloads the code of the route a page is, from the build’s route-preloads.json', async () => {
    const links = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links((await get('/basket', html)).body)).toEqual(['/assets/Basket-1.js', '/assets/shared-2.js']);
    // Whoever draws the page: a signed-in browser draws its own, and its route's code still comes with the shell.
    expect(links((await get('/basket', { ...html, cookie: 'courtside_own_view=customer; courtside_session=abcdefghijklmnopqrstuvwxyz' })).body)).toEqual([
      '/assets/Basket-1.js',
      '/assets/shared-2.js',
    ]);
    expect(links((await get('/location/peak-district-pool', html)).body)).toEqual(['/assets/Venue-3.js']);
    expect(links((await get('/basket/checkout', html)).body)).toEqual([]);
    expect(links((await get('/no/such/page/at/all', html)).body)).toEqual([]);
    // The route table is the bookings site's: my-account's /basket is not the basket page.
    const onAccount = await t.request('my-account.peak.localhost', { method: 'GET', url: '/basket', headers: html });
    expect(onAccount.statusCode).toBe(200);
    expect(links(onAccount.body)).toEqual([]);
    // The join site's pages with a first view have their own entries.
    const onJoin = await t.request('join.peak.localhost', { method: 'GET', url: '/peak-district-pool', headers: html });
    expect(links(onJoin.body)).toEqual(['/assets/JoinVenue-4.js']);
  });

  it('sends the page without the reads not answered within the budget, never holding it back longer', { timeout: testAppBudget }, async () => {
    const hurried = await createTestApp({ webDist: dist, firstReadsBudgetMs: 0 });
    try {
      const res = await hurried.request('bookings.peak.localhost', { method: 'GET', url: '/location/peak-district-pool', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div><script type="application/json" id="cs-preloaded-reads">');
      // Only what was answered before the deadline, possibly nothing; the page itself is whole.
      expect(res.body.endsWith('</body>')).toBe(true);
    } finally {
      await hurried.close();
    }
  });

  it('sends the page in the coding the browser accepts, reads included', async () => {
    const plain = await get('/location/peak-district-pool', { ...html, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const page = plain.body.replace(/<script type="application\/json"[^]*<\/script>/, '');
    expect(plain.body).toContain('id="cs-preloaded-reads"');
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const) {
      const res = await get('/location/peak-district-pool', { ...html, 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      const body = decode(res.rawPayload).toString();
      expect(body.replace(/<script type="application\/json"[^]*<\/script>/, '')).toBe(page);
      expect(body).toContain('id="cs-preloaded-reads"');
      expect(body.endsWith('</body>')).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('sends the head of a compressed page as soon as it is written, before the rest', async () => {
    for (const [accept, inflate] of [['br', createBrotliDecompress], ['gzip', createGunzip]] as const) {
      const { stream, flush } = pageStream(accept);
      const inflated = inflate();
      stream.pipe(inflated);
      const head = new Promise<string>((resolve) => inflated.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      stream.write('<head><title>Courtside</title></head><body>');
      flush();
      // The head comes out whole while the stream is still open: nothing more has been written, nor the end.
      expect(await head).toBe('<head><title>Courtside</title></head><body>');
      stream.end('</body>');
    }
  });

  it('still answers the API', async () => {
    const res = await get('/api/client');
    expect(res.json().data.name).toBe('Peak Active');
  });
});

describe('browser security headers on the web app', () => {
  it.each([
    ['/', html],
    ['/location/peak-district-pool', html],
    ['/assets/index-abc123.js', {}],
    ['/favicon.svg', {}],
    ['/assets/missing.js', { accept: '*/*' }],
  ])('%s carries the CSP with the tenant’s frame ancestors, nosniff and the referrer policy', async (url, headers) => {
    const res = await get(url, headers);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self' https://www.peakactive.co.uk");
    expect(policy).not.toContain('riversideleisure');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('frames the app shell for the host’s own tenant only', async () => {
    const riverside = await t.request('localhost:3000', { method: 'GET', url: '/', headers: html });
    expect(riverside.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://www.riversideleisure.org.uk https://riversideleisure.org.uk",
    );
    const unknown = await t.request('nobody.localhost', { method: 'GET', url: '/', headers: html });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  });
});

describe('GET /logos/{file}', () => {
  it('serves a seeded logo as SVG', async () => {
    const res = await get('/logos/peak-active.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<title id="title-peak-active">Peak Active</title>');
  });

  it('answers 404 for an unknown logo and 422 for a bad name', async () => {
    expect((await get('/logos/nope.svg')).statusCode).toBe(404);
    expect((await get('/logos/..%2Fapp.ts')).statusCode).toBe(422);
  });
});
