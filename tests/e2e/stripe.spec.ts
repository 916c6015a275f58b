import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';
import { addYogaClass, expectNoAxeViolations, journeyNow, mainNav, origin, paySandboxAgain, registerCustomer, signIn, staffLogIn, staffToken, test, toast } from './fixtures';
import { atFakeStripe, fakeStripeKeys, routeStripe } from './stripeStub';

// Riverside paying through Stripe, offline: its super user sets Stripe up on Payment settings against the local fake
// of Stripe's API (the journey servers run it), then a customer pays by card with 3-D Secure in the page's Stripe.js
// (the stand-in of stripeStub/, which talks to the same fake), a replayed completion charges once, a cancellation goes
// back to the card, and a forged webhook is refused. Other staff never reach the settings. Riverside goes back to the
// sandbox after, for the journeys that follow on this server.
test.describe.configure({ mode: 'serial' });

const superUser = 'omar.hayes@riverside.example';
const webhookPath = '/api/payment-providers/stripe/webhook';
const card3ds = '4000 0027 6000 3184';

test.afterAll(async ({ playwright }) => paySandboxAgain(playwright, superUser));

test.describe('card payments through Stripe', () => {
  test('a super user sets Stripe up on Payment settings, reads the webhook URL and tests the connection', async ({ page }) => {
    await staffLogIn(page, 'localhost', superUser);
    await mainNav(page).getByRole('link', { name: 'Payment settings' }).click();
    await expect(page).toHaveURL(`${origin()}/staff/payment-settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Stripe' }).check();
    await expect(page.getByRole('radio', { name: 'Test', exact: true })).toBeChecked();
    await page.getByLabel(/^Publishable key/).fill(fakeStripeKeys.publishableKey);
    await page.getByLabel(/^Secret key/).fill(fakeStripeKeys.secretKey);
    await page.getByLabel(/^Webhook signing secret/).fill(fakeStripeKeys.webhookSecret);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Payment settings saved.' })).toBeVisible();
    // Secrets never come back: the fields are empty again and say only that a key is set, and its last 4.
    const secret = page.getByLabel(/^Secret key/);
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAccessibleDescription(/Set, ending 0001\. Leave empty to keep the stored one\./);
    await expect(page.getByLabel(/^Webhook signing secret/)).toHaveAccessibleDescription(/Set, ending 0001/);
    await expect(page.getByLabel(/^Publishable key/)).toHaveValue(fakeStripeKeys.publishableKey);
    await expect(page.getByLabel('Webhook URL')).toHaveValue(`${origin()}${webhookPath}`);
    await expect(page.getByRole('list').filter({ hasText: 'payment_intent.succeeded' })).toContainText('charge.refunded');

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connected: the provider accepted the keys.' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`payment-settings-${width}.png`), fullPage: true });
    }
  });

  test('other staff get no link to Payment settings, and the page and the API refuse them', async ({ page, request }) => {
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    await expect(mainNav(page).getByRole('link', { name: 'Closures' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Payment settings' })).toHaveCount(0);
    await page.goto('/staff/payment-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Only super users can see and change payment settings.');
    await expect(page.getByRole('form', { name: 'Payment settings' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const token = await staffToken(request, 'dana.reed@riverside.example');
    expect((await request.get(`${origin()}/api/v1/staff/payment-settings`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  });

  test('a customer pays by card with 3-D Secure, a replayed completion charges once, and cancelling refunds the card', async ({ page, request }) => {
    await routeStripe(page.context());
    const token = await registerCustomer(request);
    await signIn(page, token);
    const { date, session } = await addYogaClass(page);
    await page.goto('/basket/checkout');
    await expect(page.getByText('Basket cost:')).toBeVisible();

    // The card goes into Stripe's own frame (js.stripe.com), never into the page.
    const element = page.frameLocator('iframe[title="Secure payment input frame"]');
    await element.getByLabel('Card number').fill(card3ds);
    await element.getByLabel('Expiration date').fill('12 / 34');
    await element.getByLabel('Security code').fill('123');
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await expectNoAxeViolations(page);
    const paying = page.waitForResponse((r) => r.url().endsWith('/api/checkout/session/payment') && r.request().method() === 'POST');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    const paid = (await (await paying).json()) as { data: { transaction_id: string; status: string } };
    expect(paid.data.status).toBe('sca_required');

    // Stripe's 3-D Secure challenge: the card holder's bank completes it.
    const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
    await expect(challenge).toBeVisible();
    await page.frameLocator('iframe[title="3D Secure challenge"]').getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expectNoAxeViolations(page);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    const paymentId = paid.data.transaction_id;
    const [intent] = (await atFakeStripe(paymentId)).payment_intents;
    expect(intent).toMatchObject({ status: 'succeeded', captures: 1, refunds: [] });
    expect(intent!.amount_received).toBe(intent!.amount);

    // The completion replayed (a double press, a retry after a lost answer): the same order, and Stripe still saw one
    // PaymentIntent captured once.
    const replay = await request.post(`${origin()}/api/checkout/session/complete/${paymentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { data: { complete_order_id: number } }).data.complete_order_id).toBe(orderId);
    expect((await atFakeStripe(paymentId)).payment_intents).toEqual([expect.objectContaining({ id: intent!.id, captures: 1 })]);

    // Cancelled from the session's page: the price goes back to the card, and Stripe sees one refund of it.
    await page.goto(`/location/riverside-aquatics-centre/yoga/${date}`);
    await page.getByRole('button', { name: `Cancel booking: ${session}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/Cancelling now returns £\d+\.\d{2} to the card you paid with\./);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, /£\d+\.\d{2} is going back to the card you paid with\./)).toBeVisible();
    await expect.poll(async () => (await atFakeStripe(paymentId)).payment_intents[0]!.refunds.map((r) => r.amount)).toEqual([intent!.amount]);
  });

  test('a webhook with a forged signature is refused; one signed with the tenant’s secret is taken', async ({ request }) => {
    const payload = JSON.stringify({ id: `evt_journey_${Date.now()}`, object: 'event', api_version: null, created: Math.floor(journeyNow() / 1000), livemode: false, pending_webhooks: 1, request: null, type: 'customer.created', data: { object: { id: 'cus_journey', object: 'customer' } } });
    // Stripe's signature: t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>"), signed at the servers' time (the
    // journeys' timeline), which the 5-minute tolerance is checked against.
    const signed = (secret: string) => {
      const at = Math.floor(journeyNow() / 1000);
      return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
    };
    const post = (signature: string | null) =>
      request.post(`${origin()}${webhookPath}`, { headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, data: payload });
    const forged = await post(signed('whsec_notRiversidesSecret'));
    expect(forged.status()).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe('The webhook signature is not valid.');
    expect((await post(null)).status()).toBe(400);
    expect((await post(signed(fakeStripeKeys.webhookSecret))).status()).toBe(200);
  });
});
