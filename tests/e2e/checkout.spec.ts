import { expect, type Page } from '@playwright/test';
import {
  addYogaClass,
  basketYogaClass,
  expectNoAxeViolations,
  fillCardAndTerms,
  newJourneyContext,
  origin,
  registerCustomer,
  signIn,
  test,
} from './fixtures';

// Basket, checkout and payment: book a session, pay by card (with and without 3-D Secure) or credit.

const cards = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002', challenge: '4000 0027 6000 3184' };

const sessions = (page: Page) => page.getByRole('list', { name: 'Sessions' });

/** From the basket to the card step: checkout, the card frame filled in, terms agreed. */
async function checkoutWithCard(page: Page, card: string) {
  await page.goto('/basket');
  await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout now' }).click();
  await expect(page).toHaveURL(`${origin()}/basket/checkout`);
  await fillCardAndTerms(page, card);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £/ });

test.describe('basket, checkout and payment', () => {
  test('the terms tick survives a reload of the checkout, for the same basket', async ({ page, request }) => {
    const token = await registerCustomer(request);
    await basketYogaClass(request, token);
    await signIn(page, token);
    await page.goto('/basket/checkout');
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await terms.check();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(terms).toBeChecked();
    // Untaken, it stays untaken.
    await terms.uncheck();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(terms).not.toBeChecked();
  });

  test('where the browser has no HTML sanitiser of its own, the checkout shows its terms made safe by DOMPurify', async ({ page, request }) => {
    const token = await registerCustomer(request);
    await basketYogaClass(request, token);
    await signIn(page, token);
    await page.addInitScript(() => delete (Document as { parseHTML?: unknown }).parseHTML);
    await page.goto('/basket/checkout');
    expect(await page.evaluate(() => 'parseHTML' in Document)).toBe(false);
    await expect(page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeVisible();
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p, li').first()).not.toBeEmpty();
    await expect(dialog.locator('script')).toHaveCount(0);
  });

  test('a customer books a session, pays by card, sees the confirmation, then the session booked', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    const { date, session } = await addYogaClass(page);

    await page.goto('/basket');
    await expect(page.getByRole('article').filter({ hasText: session.split(' at ')[0] })).toBeVisible();
    await expectNoAxeViolations(page);
    await checkoutWithCard(page, cards.approve);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('checkout-desktop.png'), fullPage: true });
    await payButton(page).click();

    await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(session.split(' at ')[0]!).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('link', { name: 'Shopping basket' }).first()).toBeVisible();

    await page.goto(`/location/riverside-aquatics-centre/yoga/${date}`);
    // A new customer's only booking: the session they paid for now shows as booked.
    const booked = sessions(page).getByRole('listitem').filter({ has: page.locator('[data-tag="booked"]') });
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText(session.split(' at ')[1] ?? session);
  });

  test('a 3-D Secure card approved in the challenge is confirmed', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    await addYogaClass(page);
    await checkoutWithCard(page, cards.challenge);
    await payButton(page).click();
    const challenge = page.frameLocator('iframe[title="3-D Secure challenge"]');
    await expect(page.getByRole('dialog', { name: '3-D Secure verification' })).toBeVisible();
    await challenge.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  });

  test('a declined card shows "Payment was declined" and the basket is still there', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    const { session } = await addYogaClass(page);
    await checkoutWithCard(page, cards.decline);
    await payButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment was declined' })).toBeVisible();
    await expect(page).toHaveURL(`${origin()}/basket/checkout`);
    await page.goto('/basket');
    await expect(page.getByRole('article').filter({ hasText: session.split(' at ')[0] })).toBeVisible();
  });

  test('paying entirely with account credit', async ({ page, request }) => {
    const login = await request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'priya.shah@example.com', password: 'courtside-demo' } });
    await signIn(page, ((await login.json()).data as { token: string }).token);
    await addYogaClass(page);
    await page.goto('/basket/checkout');
    await page.getByRole('button', { name: /^Apply credit/ }).click();
    await expect(page.getByText('Credit successfully applied.').first()).toBeVisible();
    await expect(page.getByText('Total to pay:').locator('..')).toContainText('£0.00');
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await page.getByRole('button', { name: 'Complete booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  });

  test('someone with a checkout link pays the basket without logging in, and sees the order there', async ({ page, browser, request }) => {
    const token = await registerCustomer(request);
    await signIn(page, token);
    const { session } = await addYogaClass(page);
    const made = await request.post(`${origin()}/api/checkout/links`, { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect(made.status()).toBe(200);
    const link = (await made.json()).data as { checkout_id: string; url: string };

    const payer = await (await newJourneyContext(browser, { baseURL: origin() })).newPage();
    await payer.goto(link.url);
    // The token is kept and taken out of the address; the header shows no navigation (spec §2 third-party checkout).
    await expect(payer).toHaveURL(`${origin()}/checkout/${link.checkout_id}`);
    await expect(payer.getByText('You are paying for the basket of Wade Lister.')).toBeVisible();
    await expect(payer.getByRole('link', { name: 'Book an activity' })).toHaveCount(0);
    await expect(payer.getByRole('article').filter({ hasText: session.split(' at ')[0] })).toBeVisible();
    // The link pays the basket as it was made: nothing to remove or edit here.
    await expect(payer.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await fillCardAndTerms(payer, cards.approve);
    await expectNoAxeViolations(payer);
    await payer.screenshot({ path: test.info().outputPath('checkout-link.png'), fullPage: true });
    await payButton(payer).click();
    await expect(payer.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(payer).toHaveURL(`${origin()}/checkout/${link.checkout_id}`);
    await expectNoAxeViolations(payer);
    await payer.screenshot({ path: test.info().outputPath('checkout-link-paid.png'), fullPage: true });

    // The customer's basket is now empty; a link with a wrong token says it is not valid.
    await page.goto('/basket');
    await expect(page.getByText('Your shopping basket is empty')).toBeVisible();
    await payer.goto(`/checkout/${link.checkout_id}?token=not-the-token`);
    await expect(payer.getByRole('heading', { name: 'This checkout link has expired or is not valid.' })).toBeVisible();
    await expectNoAxeViolations(payer);
  });

  test('a visitor sees the logged-out basket; an empty basket says so', async ({ page, request }) => {
    await page.goto('/basket');
    await expect(page.getByText('Log in to add items to your basket')).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, await registerCustomer(request));
    await page.goto('/basket');
    await expect(page.getByText('Your shopping basket is empty')).toBeVisible();
  });
});

test.describe('checkout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('basket and checkout fit a small screen', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    await addYogaClass(page);
    await page.goto('/basket');
    await expect(page.getByRole('link', { name: 'Continue browsing' })).toBeVisible();
    // A desktop browser at 375 px gets a wide first view from the server until the app has taken it over.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('basket-375.png'), fullPage: true });
    await page.getByRole('link', { name: 'Checkout now' }).click();
    await expect(page.getByText('Basket cost:')).toBeVisible();
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('checkout-375.png'), fullPage: true });
  });
});
