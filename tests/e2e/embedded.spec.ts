import { expect, type Frame, type Page } from '@playwright/test';
import { basketYogaClass, expectNoAxeViolations, origin, registerCustomer, signIn, test } from './fixtures';

// Embedded mode: an operator's page with the embed script (one script tag and a div) frames the bookings site; the
// frame hides the header navigation and breadcrumb and takes the height its page reports.
const bookedFrame = (page: Page) => page.frameLocator('iframe[title="Book a swim at Riverside"]');
const innerFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => f.url().includes('embedded=true') || f.parentFrame() === page.mainFrame());
  if (!frame || frame === page.mainFrame()) throw new Error('the booking frame is missing');
  return frame;
};
const frameHeight = (page: Page) => page.locator('iframe[title="Book a swim at Riverside"]').evaluate((el) => Math.round(el.getBoundingClientRect().height));
const contentHeight = (page: Page) => innerFrame(page).evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));

test.describe('embedded mode', () => {
  for (const width of [1280, 375]) {
    test(`the embed script frames the venue's swimming, resizing with its page, navigation hidden (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin()}/embed/example.html`);
      await expect(page.getByRole('heading', { level: 1, name: 'Book a swim' })).toBeVisible();
      const frame = bookedFrame(page);
      await expect(frame.getByRole('heading', { level: 1, name: 'Swimming' })).toBeVisible();
      // Spec §2: embedded hides the header navigation and the breadcrumb.
      await expect(frame.getByRole('banner').getByRole('link', { name: 'Book an activity' })).toHaveCount(0);
      await expect(frame.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
      // The frame takes its page's height: no inner scroll bar.
      await expect.poll(async () => (await frameHeight(page)) - (await contentHeight(page))).toBe(0);
      const short = await frameHeight(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`embedded-${width}.png`), fullPage: true });

      // A longer page inside: the frame grows with it.
      await frame.getByRole('link', { name: /Public swim/ }).click();
      await expect(frame.getByRole('heading', { level: 1, name: 'Public swim' })).toBeVisible();
      await expect.poll(async () => (await frameHeight(page)) - (await contentHeight(page))).toBe(0);
      expect(await frameHeight(page)).not.toBe(short);
      // The frame's own viewport follows its new height a frame later than its element: wait for it.
      await expect.poll(() => innerFrame(page).evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`embedded-slots-${width}.png`), fullPage: true });
    });
  }

  test('the embed script is small and framing is allowed only for the tenant\'s own sites', async ({ request }) => {
    const script = await request.get(`${origin()}/embed.js`);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect((await script.body()).length).toBeLessThan(25 * 1024);
    const page = await request.get(`${origin()}/location/riverside-aquatics-centre?embedded=true`, { headers: { accept: 'text/html' } });
    const csp = page.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://www.riversideleisure.org.uk https://riversideleisure.org.uk");
  });

  for (const width of [1280, 375]) {
    test(`an embedded page shows its own basket control, and the checkout stays in the frame (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await registerCustomer(request);
      const session = await basketYogaClass(request, token);
      await signIn(page, token);
      await page.goto(`${origin()}/embed/example.html`);
      const frame = bookedFrame(page);
      await expect(frame.getByRole('heading', { level: 1, name: 'Swimming' })).toBeVisible();
      // The header's navigation stays hidden; the basket control takes its place.
      await expect(frame.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      const basket = frame.getByRole('navigation', { name: 'Your basket' });
      await expect(basket).toContainText(/1 item · £\d+\.\d\d/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`embedded-basket-${width}.png`), fullPage: true });

      await basket.getByRole('link', { name: /^View basket, 1 item/ }).click();
      await expect(frame.getByRole('main').getByText(session).first()).toBeVisible();
      await basket.getByRole('link', { name: 'Checkout' }).click();
      await expect(frame.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      expect(innerFrame(page).url()).toContain('/basket/checkout?embedded=true');
      await expect(frame.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`embedded-checkout-${width}.png`), fullPage: true });
    });
  }

  test('an operator who chose a new tab for paying gets the checkout there, as the full site, signed in', async ({ page, request }) => {
    const token = await registerCustomer(request);
    await basketYogaClass(request, token);
    await signIn(page, token);
    await page.goto(`${origin()}/location/riverside-aquatics-centre/swimming?embedded=true&checkout=new-tab`);
    const checkout = page.getByRole('navigation', { name: 'Your basket' }).getByRole('link', { name: 'Checkout (opens in a new tab)' });
    await expect(checkout).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), checkout.click()]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // The new tab is the bookings site itself: its header's navigation shows, and the login left the address.
    await expect(tab.getByRole('banner').getByRole('link', { name: 'Book an activity' })).toBeVisible();
    expect(tab.url()).not.toContain('token=');
  });
});

