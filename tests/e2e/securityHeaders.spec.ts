import { expect, type Frame, type Page } from '@playwright/test';
import { addYogaClass, daysAhead, origin, registerCustomer, signIn, test } from './fixtures';

// Integrity and security: the app, the sandbox card frame and the 3-D Secure page run under their Content-Security-Policy
// with no violation, and only the operator's own site may embed the app.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation: securitypolicyviolation events in every frame, and the console's CSP errors. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return async () => {
    const events: string[] = [];
    for (const frame of page.frames()) events.push(...((await frame.evaluate(() => window.cspViolations ?? []).catch(() => [])) as string[]));
    return [...console, ...events];
  };
}



/** An operator's (or a stranger's) page at `site`, served by the browser's router, that frames `src`. */
async function hostPage(page: Page, site: string, src: string) {
  await page.route(`${site}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Operator site</title></head><body><h1>Our leisure centres</h1><iframe title="Bookings" src="${src}" width="1200" height="700"></iframe></body></html>`,
    }),
  );
  await page.goto(`${site}/book-online`);
}

/** The frame at `url`'s origin, once it has loaded. */
async function frameOf(page: Page, url: string): Promise<Frame> {
  const target = new URL(url).origin;
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(target))).toBe(true);
  return page.frames().find((f) => f.url().startsWith(target))!;
}

test.describe('browser security headers', () => {
  test('home, a venue and an activity load under the CSP with no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'self' https://www.riversideleisure.org.uk");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
    // The theme's logo and fonts come from our own origin.
    const logo = page.getByRole('banner').getByRole('img').first();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');

    await page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await page.goto(`/location/riverside-aquatics-centre/yoga/${daysAhead(7)}`);
    await expect(page.getByRole('list', { name: 'Sessions' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the checkout card frame and the 3-D Secure page run their scripts by nonce with no violation', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    const violations = await watchCsp(page);
    await addYogaClass(page);
    await page.goto('/basket/checkout');
    await expect(page.getByText('Basket cost:')).toBeVisible();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Name on card').fill('Jo Tester');
    await frame.getByLabel('Card number').fill('4000 0027 6000 3184');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
    await frame.getByLabel('Security code').fill('123');
    // The frame's own stylesheet applied (its inline style ran by nonce).
    expect(await frame.locator('button, input').first().evaluate((el) => getComputedStyle(el).borderRadius)).toBe('6px');
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByRole('dialog', { name: '3-D Secure verification' })).toBeVisible();
    await page.frameLocator('iframe[title="3-D Secure challenge"]').getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

});

test.describe('embedding (spec §1)', () => {
  // The operator's page is served by the browser's router as a public https site; let it reach the local server.
  test.use({ permissions: ['local-network-access'] });

  test('the operator’s own site may embed the app, card frame included', async ({ page }) => {
    await hostPage(page, 'https://www.riversideleisure.org.uk', `${origin()}/?embedded=true`);
    const app = await frameOf(page, origin());
    // The app runs in the frame (a refused frame holds Chromium's error page instead), although this browser denies
    // storage to a third-party frame: the app keeps that state in memory then.
    await expect(app.getByRole('main')).toBeVisible();
    // frame-ancestors checks every ancestor, so the app's own card frame must load under the operator's page too.
    await app.evaluate(() => {
      const probe = document.createElement('iframe');
      probe.title = 'Card probe';
      probe.src = '/api/payment-providers/sandbox/card-frame';
      document.body.append(probe);
    });
    await expect(app.frameLocator('iframe[title="Card probe"]').getByRole('heading', { name: 'Card details' })).toBeVisible();
  });

  test('any other site may not embed the app', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    for (const site of ['https://evil.example', 'https://www.peakactive.co.uk']) {
      await hostPage(page, site, `${origin()}/`);
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      const framed = page.frames().find((f) => f.url().startsWith(origin()));
      expect(framed ? await framed.locator('#root').count() : 0).toBe(0);
      refused.length = 0;
    }
  });
});
