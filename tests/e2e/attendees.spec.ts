import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, origin, test } from './fixtures';

// The Attendees page (spec §2 /attendees): a customer and the people linked to them, reached from the my-account
// navigation; and previous attendees (spec §3): booking someone again, their answers from the last booking are offered
// and filled in. Chris Morgan (a demo customer no other journey signs in as) books for Sam, one of the family.

const myAccount = origin('my-account.localhost');
const venue = 'riverside-aquatics-centre';

/** Logs Chris Morgan in through the API; their token, id and the id of the linked `name`. */
async function logInChris(page: Page, name = 'Sam Morgan') {
  const login = await page.request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'RLT-000002', password: 'courtside-demo' } });
  const { token, user } = (await login.json()).data as { token: string; user: { id: number; linked_users: Array<{ referenced_user: { id: number; name: string } }> } };
  return { token, id: user.id, linked: user.linked_users.find((l) => l.referenced_user.name === name)!.referenced_user.id };
}

/** Opens the app as Chris, acting for the linked user `selected` (null: for themselves). */
async function openAs(page: Page, token: string, selected: number | null) {
  await page.addInitScript(([value, who]) => {
    window.localStorage.setItem('courtside.token', value);
    if (who) window.localStorage.setItem('courtside.selectedUserId', who);
  }, [token, selected === null ? '' : String(selected)] as const);
}

type Question = { id: number; type: string; question: string; required: boolean; options?: Array<{ id: number; value: string }> };

/** Puts the whole summer camp for `attendee` in the buyer's basket through the API, with these answers and the waiver agreed. */
async function bookSummerCampFor(page: Page, buyer: { token: string; id: number }, attendee: number) {
  const headers = { authorization: `Bearer ${buyer.token}` };
  const camp = (await (await page.request.get(`${origin()}/api/v1/activities/camps/detail?camp_slug=summer-multi-sport-camp`, { headers })).json()).data as {
    id: string;
    occurrences: Array<{ restrictions: { pre_purchase_waiver: { id: number } | null } }>;
    custom_question_sections: Array<{ questions: Question[] }>;
  };
  const option = (q: Question, value: string) => q.options!.find((o) => o.value === value)!.id;
  const byQuestion: Record<string, (q: Question) => unknown> = {
    'Who will collect the attendee at the end of the day?': () => 'Grandma Lister',
    'Age on the first day (years)': () => 7,
    'T-shirt size': (q) => option(q, 'Medium (7–9)'),
    'Which sports do they enjoy?': (q) => [option(q, 'Tennis'), option(q, 'Swimming')],
    'Can they swim 25 metres unaided?': (q) => option(q, 'Yes'),
    'May we photograph them for our newsletter?': (q) => option(q, 'No'),
    'I confirm the details above are correct': () => true,
  };
  const answers = camp.custom_question_sections.flatMap((s) => s.questions.filter((q) => byQuestion[q.question]).map((q) => ({ custom_question_id: q.id, answer: byQuestion[q.question]!(q) })));
  const waiver = camp.occurrences[0]!.restrictions.pre_purchase_waiver;
  const item = { purchasable_id: camp.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, purchased_for_user_id: attendee, custom_question_answers: answers, ...(waiver ? { activity_restriction_ids: [waiver.id] } : {}) };
  const res = await page.request.post(`${origin()}/api/v1/users/${buyer.id}/carts/activity-booking/items`, { headers, data: { data: { items: [item] } } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('attendees', () => {
  test('a customer opens Attendees from the my-account navigation and sees themselves and the people linked to them', async ({ page }) => {
    const chris = await logInChris(page);
    await openAs(page, chris.token, null);
    await page.goto(`${myAccount}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Chris' })).toBeVisible({ timeout: 15_000 });
    const nav = page.getByRole('navigation', { name: 'My account' });
    await nav.getByRole('link', { name: 'Attendees' }).click();
    await expect(page).toHaveURL(`${myAccount}/attendees`);
    await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Attendees' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/Attendees/);

    const list = page.getByRole('list', { name: 'Your attendees' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Chris Morgan (You)', 'Alex Morgan', 'Jamie Morgan', 'Sam Morgan']);
    const sam = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sam Morgan' }) });
    await expect(sam).toContainText('Parent');
    await expect(sam).toContainText('19 Nov 2018');
    await expect(sam).toContainText(/\d+ years/);
    // Only the customer's own details are edited here, through My details.
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit my details' })).toHaveCount(1);
    await expect(page.getByText('To change the details of someone linked to your account, contact your venue.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('attendees-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('attendees-375.png'), fullPage: true });

    // By keyboard: the edit link opens My details.
    const edit = page.getByRole('main').getByRole('link', { name: 'Edit my details' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${myAccount}/user-details`);
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  });

  test("the bookings site's /attendees asks a visitor to log in, then lists their people", async ({ page }) => {
    await page.goto('/attendees');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
    await expect(page.getByText('Log in to see the people you book for.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email or customer reference').fill('RLT-000002');
    await dialog.getByLabel('Password', { exact: true }).fill('courtside-demo');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('list', { name: 'Your attendees' }).getByRole('heading', { level: 2 }).first()).toHaveText('Chris Morgan (You)');
  });

  test("booking a course for someone booked before offers their answers, and fills them in", async ({ page }) => {
    const chris = await logInChris(page, 'Sam Morgan');
    await bookSummerCampFor(page, chris, chris.linked);
    await openAs(page, chris.token, chris.linked);
    await page.goto(`/courses/location/${venue}/racket-courses/junior-tennis-beginners/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Junior Tennis Beginners' })).toBeVisible();
    await expect(page.getByText('For Sam Morgan')).toBeVisible();
    await expect(page.getByText('Sam Morgan has booked with us before.')).toBeVisible();
    const collector = page.getByRole('textbox', { name: /Who will collect the attendee/ });
    await expect(collector).toHaveValue('');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: "Use Sam Morgan's previous answers" }).click();
    await expect(page.getByRole('status').filter({ hasText: "Sam Morgan's answers from their last booking are filled in." })).toBeVisible();
    await expect(collector).toHaveValue('Grandma Lister');
    await expect(page.getByRole('spinbutton', { name: /Age on the first day/ })).toHaveValue('7');
    await expect(page.getByRole('combobox', { name: /T-shirt size/ }).locator('option:checked')).toHaveText('Medium (7–9)');
    const sports = page.getByRole('group', { name: /Which sports do they enjoy/ });
    await expect(sports.getByRole('checkbox', { name: 'Tennis' })).toBeChecked();
    await expect(sports.getByRole('checkbox', { name: 'Swimming' })).toBeChecked();
    await expect(sports.getByRole('checkbox', { name: 'Football' })).not.toBeChecked();
    await expect(page.getByRole('group', { name: /Can they swim 25 metres/ }).getByRole('checkbox', { name: 'Yes' })).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: /May we photograph them/ }).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I confirm the details above are correct/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('previous-answers-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('previous-answers-375.png'), fullPage: true });

    // The answers filled in are enough to book (on a phone, Add to basket is behind the booking bar's More).
    const bar = page.getByRole('group', { name: 'Book' });
    await bar.getByRole('button', { name: 'More' }).click();
    await bar.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
  });
});
