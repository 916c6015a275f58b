import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { basketYogaClass, expectNoAxeViolations, fillCardAndTerms, origin, signIn, test } from './fixtures';

// A member's renewal goes through the basket: my-account's Memberships page puts it there, the basket shows the
// membership renewal card (spec §2: new membership, membership length), and the checkout pays for it like anything else.
// Then the prices a member meets in the basket: Benefit applied (Remove benefit) and a package use taken off and applied
// again. Nina Clarke (seed): Silver due for renewal, a Five Class Pass unused.

const myAccount = origin('my-account.localhost');
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar date (YYYY-MM-DD) as my-account shows it ('DD MMM YYYY'). */
const shown = (date: string) => `${date.slice(8, 10)} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

async function signInNina(page: Page): Promise<string> {
  const login = await page.request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'nina.clarke@example.com', password: 'courtside-demo' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await signIn(page, token);
  return token;
}

async function silverEnds(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(`${origin()}/api/v1/account/memberships`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: Array<{ plan: string; valid_to: string }> };
  return data.find((m) => m.plan === 'silver')!.valid_to;
}

test.describe('membership renewal and member prices in the basket', () => {
  test('a member renews from my-account, sees the renewal card in the basket, pays by card, and my-account shows the new end date', async ({ page }) => {
    const token = await signInNina(page);
    const ends = await silverEnds(page.request, token);
    // The dashboard's notice leads to the Memberships page, where Renew is.
    await page.goto(`${myAccount}/`);
    const notice = page.getByRole('status').filter({ hasText: `Your membership ends on ${shown(ends)}.` });
    await notice.getByRole('link', { name: 'Renew on the Memberships page' }).click();
    await expect(page).toHaveURL(`${myAccount}/memberships`);
    const memberships = page.getByRole('list', { name: 'Your memberships' });
    await expect(memberships.getByRole('listitem').first()).toContainText(`to ${shown(ends)}`);
    await expect(memberships.getByRole('status')).toHaveText(`Your membership ends on ${shown(ends)}. Renew it to keep your benefits.`);
    await expectNoAxeViolations(page);
    await memberships.getByRole('button', { name: 'Renew Silver membership' }).click();

    // The basket, on this site: the renewal card names the new membership and its length.
    await expect(page).toHaveURL(`${myAccount}/basket`);
    const card = page.getByRole('article', { name: 'Silver membership' });
    await expect(card).toHaveAttribute('data-kind', 'membershipRenewal');
    await expect(card).toContainText('Membership renewal');
    await expect(card).toContainText('New membership');
    await expect(card).toContainText('12 months');
    await expect(card).toContainText('£360.00');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('basket-renewal-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('basket-renewal-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Checkout now' }).or(page.getByRole('button', { name: 'Checkout now' })).first().click();
    await expect(page).toHaveURL(`${myAccount}/basket/checkout`);
    await fillCardAndTerms(page, '4242424242424242', 'Nina Clarke');
    await page.getByRole('button', { name: 'Pay £360.00' }).click();
    await expect(page).toHaveURL(new RegExp(`${myAccount}/booking-confirmed/\\d+$`));
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Silver membership');

    // The new term starts the day after the old one ends and runs twelve months.
    const renewedTo = await silverEnds(page.request, token);
    const [y, m, d] = ends.split('-').map(Number) as [number, number, number];
    expect(renewedTo).toBe(new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10));
    await page.goto(`${myAccount}/memberships`);
    await expect(memberships.getByRole('listitem').first()).toContainText(`to ${shown(renewedTo)}`);
    // No longer due: no notice, no Renew.
    await expect(memberships.getByRole('status')).toHaveCount(0);
    await expect(memberships.getByRole('button', { name: 'Renew Silver membership' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a member price shows Benefit applied; a package use is removed and applied again; Remove benefit gives the standard price', async ({ page }) => {
    const token = await signInNina(page);
    const name = await basketYogaClass(page.request, token);
    await page.goto('/basket');
    const card = page.getByRole('article', { name });
    const applied = card.getByRole('list').filter({ has: page.getByText('Benefit applied') });
    // Silver's member price (£6.00), paid by the Five Class Pass.
    await expect(applied.getByText('Benefit applied')).toBeVisible();
    await expect(applied.getByText('Package applied')).toBeVisible();
    await expect(card).toContainText('£0.00');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Remove package usage' }).click();
    await expect(applied.getByText('Package applied')).toHaveCount(0);
    await expect(card).toContainText('£6.00');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    await card.screenshot({ path: test.info().outputPath('basket-apply-package-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Apply package' }).click();
    await expect(applied.getByText('Package applied')).toBeVisible();
    await expect(card).toContainText('£0.00');
    await expect(card.getByRole('button', { name: 'Apply package' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Remove package usage' }).click();
    await expect(card).toContainText('£6.00');
    await card.getByRole('button', { name: 'Remove benefit' }).click();
    await expect(card.getByText('Benefit applied')).toHaveCount(0);
    await expect(card).toContainText('£7.50');
    await expectNoAxeViolations(page);
  });
});
