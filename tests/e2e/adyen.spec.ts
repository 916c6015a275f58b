import { expect, type Page } from '@playwright/test';
import { adyenNotification, atFakeAdyen, fakeAdyenKeys, routeAdyen } from './adyenStub';
import { addYogaClass, expectNoAxeViolations, mainNav, origin, paySandboxAgain, registerCustomer, signIn, staffLogIn, test, toast } from './fixtures';

// Riverside paying through Adyen, offline: its super user sets Adyen up on Payment settings against the local fake of
// Adyen's Checkout API (the journey servers run it), then a customer pays by card with native 3-D Secure 2 (the issuer
// reads the device, then challenges) in the page's Adyen Web (the stand-in of adyenStub/), a replayed completion
// captures once, a cancellation goes back to the card, and a forged webhook is refused. Riverside goes back to the
// sandbox after, for the journeys that follow on this server.
test.describe.configure({ mode: 'serial' });

const superUser = 'omar.hayes@riverside.example';
const webhookPath = '/api/payment-providers/adyen/webhook';
/** Adyen's test card that asks for 3-D Secure 2 natively: a device fingerprint, then a challenge. */
const card3ds = '4917 6100 0000 0000';

test.afterAll(async ({ playwright }) => paySandboxAgain(playwright, superUser));

/**
 * What the page did on its way to the confirmation: its API calls and answers, its console and the card step's status.
 * A confirmation that never comes fails with all of it in the message, so the step that stopped is named.
 */
function watchPayment(page: Page) {
  const lines: string[] = [];
  const at = () => `${(performance.now() / 1000).toFixed(2)}s`;
  page.on('request', (r) => void (r.url().includes('/api/') && lines.push(`${at()} → ${r.method()} ${new URL(r.url()).pathname}`)));
  page.on('response', (r) => void (r.url().includes('/api/') && lines.push(`${at()} ← ${r.status()} ${new URL(r.url()).pathname}`)));
  page.on('console', (m) => void lines.push(`${at()} console.${m.type()}: ${m.text()}`));
  page.on('framenavigated', (f) => void (f === page.mainFrame() && lines.push(`${at()} page at ${f.url()}`)));
  return {
    async expectConfirmed() {
      try {
        await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
      } catch (error) {
        const status = await page.locator('section[data-status]').first().getAttribute('data-status', { timeout: 1000 }).catch(() => 'none');
        const challenges = await page.locator('iframe[title="3D Secure 2 challenge"]').count();
        throw new Error(`${String(error)}\ncard step: ${status}; challenge frames: ${challenges}\n${lines.slice(-40).join('\n')}`, { cause: error });
      }
    },
  };
}

test.describe('card payments through Adyen', () => {
  test('a super user sets Adyen up on Payment settings, reads the webhook URL and tests the connection', async ({ page }) => {
    await staffLogIn(page, 'localhost', superUser);
    await mainNav(page).getByRole('link', { name: 'Payment settings' }).click();
    await expect(page).toHaveURL(`${origin()}/staff/payment-settings`);
    await expect(page.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();

    await page.getByRole('radio', { name: 'Adyen' }).check();
    await expect(page.getByRole('radio', { name: 'Test', exact: true })).toBeChecked();
    await page.getByLabel(/^Merchant account/).fill(fakeAdyenKeys.merchantAccount);
    await page.getByLabel(/^API key/).fill(fakeAdyenKeys.apiKey);
    await page.getByLabel(/^Client key/).fill(fakeAdyenKeys.clientKey);
    await page.getByLabel(/^Webhook HMAC key/).fill(fakeAdyenKeys.hmacKey);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Payment settings saved.' })).toBeVisible();
    // Secrets never come back: the fields are empty again and say only that a key is set, and its last 4.
    const apiKey = page.getByLabel(/^API key/);
    await expect(apiKey).toHaveValue('');
    await expect(apiKey).toHaveAccessibleDescription(/Set, ending KEY=\. Leave empty to keep the stored one\./);
    await expect(page.getByLabel(/^Webhook HMAC key/)).toHaveAccessibleDescription(/Set, ending C3D4/);
    await expect(page.getByLabel(/^Client key/)).toHaveValue(fakeAdyenKeys.clientKey);
    await expect(page.getByLabel('Webhook URL')).toHaveValue(`${origin()}${webhookPath}`);
    await expect(page.getByRole('list').filter({ hasText: 'AUTHORISATION' })).toContainText('REFUND_FAILED');

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connected: the provider accepted the keys.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a customer pays by card with 3-D Secure 2, a replayed completion captures once, and cancelling refunds the card', async ({ page, request }) => {
    await routeAdyen(page.context());
    const seen = watchPayment(page);
    const token = await registerCustomer(request);
    await signIn(page, token);
    const { date, session } = await addYogaClass(page);
    await page.goto('/basket/checkout');
    await expect(page.getByText('Basket cost:')).toBeVisible();

    // Each card field is typed into Adyen's own secured field (a frame on checkoutshopper-test.adyen.com), never into the page.
    await page.frameLocator('iframe[title="Iframe for card number"]').getByLabel('Card number').fill(card3ds);
    await page.frameLocator('iframe[title="Iframe for expiry date"]').getByLabel('Expiry date').fill('03/30');
    await page.frameLocator('iframe[title="Iframe for security code"]').getByLabel('Security code').fill('737');
    await page.getByLabel('Name on card').fill('Jo Swimmer');
    await expect(page.locator('.adyen-checkout__field--valid')).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await expectNoAxeViolations(page);
    const paying = page.waitForResponse((r) => r.url().endsWith('/api/checkout/session/payment') && r.request().method() === 'POST');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    const paid = (await (await paying).json()) as { data: { transaction_id: string; status: string } };
    expect(paid.data.status).toBe('sca_required');
    const paymentId = paid.data.transaction_id;

    // The issuer reads the device (no page of its own), then challenges the card holder in its own page.
    const challenge = page.frameLocator('iframe[title="3D Secure 2 challenge"]');
    await expect(challenge.getByRole('heading', { name: 'Purchase Authentication' })).toBeVisible();
    expect((await atFakeAdyen(paymentId)).payments).toEqual([expect.objectContaining({ status: 'open', stage: 'challenge' })]);
    await challenge.getByLabel('Password').fill('password');
    await challenge.getByRole('button', { name: 'Submit' }).click();
    await seen.expectConfirmed();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expectNoAxeViolations(page);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    const [payment] = (await atFakeAdyen(paymentId)).payments;
    expect(payment).toMatchObject({ status: 'Captured', captures: 1, refunds: [] });
    expect(payment!.captured).toBe(payment!.amount.value);

    // The completion replayed (a double press, a retry after a lost answer): the same order, and Adyen still saw one
    // payment captured once.
    const replay = await request.post(`${origin()}/api/checkout/session/complete/${paymentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { data: { complete_order_id: number } }).data.complete_order_id).toBe(orderId);
    expect((await atFakeAdyen(paymentId)).payments).toEqual([expect.objectContaining({ pspReference: payment!.pspReference, captures: 1 })]);

    // Cancelled from the session's page: the price goes back to the card, and Adyen sees one refund of it.
    await page.goto(`/location/riverside-aquatics-centre/yoga/${date}`);
    await page.getByRole('button', { name: `Cancel booking: ${session}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/Cancelling now returns £\d+\.\d{2} to the card you paid with\./);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, /£\d+\.\d{2} is going back to the card you paid with\./)).toBeVisible();
    await expect.poll(async () => (await atFakeAdyen(paymentId)).payments[0]!.refunds).toEqual([payment!.amount.value]);
  });

  test('a webhook with a forged HMAC signature is refused; one signed with the tenant’s HMAC key is taken', async ({ request }) => {
    // An event checkout does not act on: verified, acknowledged and left alone.
    const item = { eventCode: 'REPORT_AVAILABLE', pspReference: `JOURNEY${Date.now()}`, merchantReference: 'journey', value: 0 };
    const post = (body: unknown) => request.post(`${origin()}${webhookPath}`, { headers: { 'content-type': 'application/json' }, data: JSON.stringify(body) });
    const forged = await post(adyenNotification(item, 'AB'.repeat(32)));
    expect(forged.status()).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe('The webhook signature is not valid.');
    const taken = await post(adyenNotification(item, fakeAdyenKeys.hmacKey));
    expect(taken.status()).toBe(200);
    expect(await taken.text()).toBe('[accepted]');
  });
});
