import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillRegisterForm, mailedLink, newCustomerEmail, origin, test } from './fixtures';

// Customer accounts: sign up, log in and out, the 'Booking for' banner, passwords.
const alex = { email: 'alex.morgan@example.com', password: 'courtside-demo' };
const header = (page: Page) => page.getByRole('banner');
const loginButton = (page: Page) => header(page).getByRole('button', { name: 'Log in' });
const myAccount = (page: Page) => header(page).getByRole('link', { name: 'My account' });

async function logInThroughModal(page: Page, username: string, password: string) {
  await loginButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or customer reference').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

test.describe('customer accounts', () => {
  test('register a new customer, log out, log in through the modal', async ({ page }) => {
    const email = newCustomerEmail();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Field-level errors from core's schema before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Required');
    await expect(firstName).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toHaveAccessibleDescription('You must accept the terms and conditions');
    await expectNoAxeViolations(page);

    await fillRegisterForm(page, email);
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${origin()}/`);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Your account has been created.')).toBeVisible();
    await expect(myAccount(page)).toBeVisible();
    await expect(loginButton(page)).toHaveCount(0);

    // /register is for logged-out users only: a logged-in user goes to ?redirect.
    await page.goto('/register?redirect=/basket');
    await expect(page).toHaveURL(`${origin()}/basket`);

    // Log out (the side drawer on a small screen holds Log out).
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(header(page).getByRole('button', { name: 'Account' })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(loginButton(page)).toBeVisible();

    const dialog = await logInThroughModal(page, email, 'a-long-password');
    await expect(dialog).toHaveCount(0);
    await expect(myAccount(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking for' })).toHaveCount(0);
  });

  test('a wrong password shows the server message in the modal', async ({ page }) => {
    await page.goto('/');
    const dialog = await logInThroughModal(page, alex.email, 'not-my-password');
    await expect(dialog.getByRole('alert')).toHaveText('The email, customer reference or password is incorrect.');
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(loginButton(page)).toBeVisible();
  });

  test("choose a child under 'Booking for': later calls act for them", async ({ page }) => {
    await page.goto('/');
    await logInThroughModal(page, 'RLT-000001', alex.password);
    const banner = page.getByRole('region', { name: 'Booking for' });
    const choice = banner.getByRole('combobox', { name: 'Booking for' });
    await expect(choice).toHaveText('Alex Morgan (You)');
    await expectNoAxeViolations(page);

    await choice.click();
    await expect(page.getByRole('option')).toHaveText(['Alex Morgan (You)', 'Chris Morgan', 'Jamie Morgan', 'Sam Morgan']);
    const actingFor = page.waitForRequest((request) => request.url().includes('/api/') && Boolean(request.headers()['x-selected-user-id']), { timeout: 7000 });
    await page.getByRole('option', { name: 'Jamie Morgan' }).click();
    await expect(choice).toHaveText('Jamie Morgan');
    const request = await actingFor;
    const user = await (await page.request.get(`${origin()}/api/auth/user`, { headers: { authorization: request.headers().authorization ?? '', 'x-selected-user-id': request.headers()['x-selected-user-id'] ?? '' } })).json();
    expect(user.data.selected_user.name).toBe('Jamie Morgan');
    await expectNoAxeViolations(page);

    // The choice survives a reload; choosing yourself again acts for you.
    await page.reload();
    await expect(choice).toHaveText('Jamie Morgan');
    await choice.click();
    await page.getByRole('option', { name: 'Alex Morgan (You)' }).click();
    await expect(choice).toHaveText('Alex Morgan (You)');
  });

  test('a session ended on the server logs the page out within the 5 s re-check', async ({ page }) => {
    await page.goto('/');
    await logInThroughModal(page, 'priya.shah@example.com', alex.password);
    await expect(myAccount(page)).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('courtside.token'));
    const out = await page.request.post(`${origin()}/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
    expect(out.status()).toBe(200);
    await expect(loginButton(page)).toBeVisible({ timeout: 8000 });
    expect(await page.evaluate(() => window.localStorage.getItem('courtside.token'))).toBeNull();
  });

  test('a token query parameter signs the page in', async ({ page, request }) => {
    const login = await request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'tom.baker@example.com', password: alex.password } });
    const { token } = (await login.json()).data as { token: string };
    await page.goto(`/?token=${token}`);
    await expect(myAccount(page)).toBeVisible();
  });

  test('forgotten password: the same answer for anyone, a reset link by email, a new password', async ({ page }) => {
    const email = newCustomerEmail();
    await page.goto('/register');
    await fillRegisterForm(page, email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(myAccount(page)).toBeVisible();
    await page.evaluate(() => window.localStorage.clear());

    await page.goto('/');
    await loginButton(page).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page).toHaveURL(`${origin()}/forgotten-password`);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Email or customer reference' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account matches those details, we have emailed a link to reset your password.');

    await expect.poll(() => mailedLink(email, '/reset-password'), { timeout: 5000 }).not.toBeNull();
    const link = new URL(mailedLink(email, '/reset-password') ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription('At least 8 characters. Must contain at least 8 characters');
    await page.getByLabel('New password').fill('my-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can now log in.');

    // The link works once: a second use is an error toast.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('another-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();

    await page.goto('/');
    await logInThroughModal(page, email, 'my-new-password');
    await expect(myAccount(page)).toBeVisible();
  });
});

test.describe('other sub-sites', () => {
  test('my-account has a /login page instead of the modal', async ({ page }) => {
    const site = origin('my-account.riverside.localhost');
    await page.goto(`${site}/`);
    await loginButton(page).click();
    await expect(page).toHaveURL(`${site}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email or customer reference').fill('priya.shah@example.com');
    await main.getByLabel('Password', { exact: true }).fill('wrong-password');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByRole('alert')).toHaveText('The email, customer reference or password is incorrect.');
    await main.getByLabel('Password', { exact: true }).fill(alex.password);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${site}/`);
    await expect(myAccount(page)).toBeVisible();
  });
});

test.describe('small screens (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer logs in through the modal; the banner fits', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email or customer reference').fill(alex.email);
    await dialog.getByLabel('Password', { exact: true }).fill(alex.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Booking for' })).toHaveText('Alex Morgan (You)');
    // A desktop browser at 375 px gets a wide first view from the server until the app has taken it over.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
