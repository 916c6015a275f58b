import { expect } from '@playwright/test';
import { buyYogaClass, daysAhead, newCustomerEmail, origin, registerCustomer, signIn, test, toast } from './fixtures';
import { bodyHasFocus, expectRing, press, tabTo, typeInto } from './keyboard';

// Online joining and the my-account cancel by keyboard alone (Tab, Enter, Space and typing; no clicks), as
// joining.spec.ts and myAccount.spec.ts do them with the mouse. Each control is reached by Tab and shows its ring.

const join = origin('join.localhost');
const myAccount = origin('my-account.localhost');

test.describe('journeys by keyboard alone', () => {
  test('online joining: Buy a membership, a venue, a plan, the form, payment, then the membership in my-account', async ({ page }) => {
    // A whole joining by keyboard alone, each control reached by Tab (about 200 presses): 20–27 s on 2 cores.
    test.slow();
    await page.goto('/');
    await press(page, page.getByRole('banner').getByRole('link', { name: 'Buy a membership' }));
    await expect(page).toHaveURL(`${join}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a membership' })).toBeVisible();

    await press(page, page.getByRole('link', { name: 'Join at Riverside Aquatics Centre' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Memberships at Riverside Aquatics Centre' })).toBeVisible();
    await press(page, page.getByRole('article', { name: 'Gold membership' }).getByRole('button', { name: 'Join' }));

    await expect(page.getByRole('heading', { level: 1, name: 'Join Gold membership' })).toBeVisible();
    expect(await bodyHasFocus(page)).toBe(false);
    await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Kim');
    await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Keys');
    // A native date field takes its parts typed in the browser's order (en-US: month, day, year).
    const born = page.getByLabel('Date of birth');
    await typeInto(page, born, '05171990');
    await expect(born).toHaveValue('1990-05-17');
    await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), newCustomerEmail());
    await typeInto(page, page.getByRole('textbox', { name: 'Address line 1' }), '1 Test Street');
    await typeInto(page, page.getByRole('textbox', { name: 'Town or city' }), 'Kingston upon Thames');
    await typeInto(page, page.getByRole('textbox', { name: 'Postcode' }), 'KT1 1AA');
    const sms = page.getByRole('checkbox', { name: 'Text message' });
    await press(page, sms, 'Space', 40);
    await expect(sms).toBeChecked();
    await typeInto(page, page.getByRole('textbox', { name: 'How did you hear about us?' }), 'A friend');
    await typeInto(page, page.getByLabel(/^Password/), 'a-long-password');
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await press(page, terms, 'Space', 40);
    await expect(terms).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Create account' }), 'Enter', 40);

    await expect(page).toHaveURL(`${join}/basket/checkout`);
    await expect(page.getByText('Basket cost:')).toBeVisible();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await tabTo(page, frame.getByLabel('Name on card'));
    for (const value of ['Kim Keys', '4242 4242 4242 4242', '12/34', '123']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    const payTerms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await press(page, payTerms, 'Space', 40);
    await expect(payTerms).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Pay £540.00' }), 'Enter', 40);
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`${join}/order-confirmed/\\d+$`));
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Gold membership');
    expect(await bodyHasFocus(page)).toBe(false);

    await press(page, page.getByRole('banner').getByRole('link', { name: 'My account' }));
    await expect(page).toHaveURL(`${myAccount}/`);
    await press(page, page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Memberships' }));
    const held = page.getByRole('list', { name: 'Your memberships' });
    await expect(held.getByRole('heading', { level: 2 })).toHaveText(['Gold membership']);
    await expect(held.getByRole('listitem')).toContainText('Active');
  });

  test('my-account cancel: Bookings, Cancel booking, back out with Keep booking, then cancel', async ({ page, request }) => {
    const token = await registerCustomer(request);
    // Three weeks ahead or later (nearer classes fill up with other journeys), on a day with a place left.
    let session: string | null = null;
    for (let days = 21; !session && days < 40; days++) session = await buyYogaClass(request, token, daysAhead(days));
    const name = session!.split(' at ')[0]!;
    await signIn(page, token);
    await page.goto('/');
    await press(page, page.getByRole('banner').getByRole('link', { name: 'My account' }));
    await expect(page).toHaveURL(`${myAccount}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Wade' })).toBeVisible();
    await press(page, page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Bookings' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

    const cancel = page.getByRole('button', { name: new RegExp(`^Cancel booking: ${name} on `) });
    await press(page, cancel);
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/Cancelling now returns £\d+\.\d{2} to your account as credit\./);
    // The safe choice has focus; Enter backs out and focus returns to the button that opened the dialog.
    const keep = dialog.getByRole('button', { name: 'Keep booking' });
    await expect(keep).toBeFocused();
    await expectRing(keep);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(keep).toBeFocused();
    // Focus stays inside the dialog: Tab moves between its two buttons.
    await press(page, dialog.getByRole('button', { name: 'Cancel booking' }), 'Enter', 4);
    await expect(toast(page, /£\d+\.\d{2} has been returned to your account as credit\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Cancelled' }).getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
    expect(await bodyHasFocus(page)).toBe(false);
  });
});
