import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, origin, test } from './fixtures';

// Spec §3 Config: an operator's tag manager and translation script load only once set, and the page's content security
// policy allows exactly their origins, for that tenant only.
const peak = 'bookings.peak.localhost';
/** Node's resolver may not know *.localhost: API calls go to localhost with the tenant's Host. */
const peakHost = () => ({ host: `${peak}:${new URL(origin()).port}` });
const off = { tag_manager_id: null, auto_translate: { enabled: false, project_key: null } };

async function settings(request: APIRequestContext, body: object) {
  const response = await request.put(`${origin()}/api/admin/settings`, { headers: { ...peakHost(), 'x-admin-token': adminToken }, data: body });
  expect(response.status()).toBe(200);
}

const thirdPartyScripts = (page: Page) => page.locator('script[data-third-party]');

test('the tag manager and the translation script load only when the operator sets them', async ({ page, request }) => {
  // Nothing set: nothing third-party on the page, and the policy allows only our own scripts.
  const plain = await page.goto(`${origin(peak)}/`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(thirdPartyScripts(page)).toHaveCount(0);
  expect(plain!.headers()['content-security-policy']).toContain("script-src 'self';");

  try {
    await settings(request, { tag_manager_id: 'GTM-AB12CD', auto_translate: { enabled: true, project_key: 'wg_demo_123' } });
    // The server keeps tenants for up to 2 s: wait for the policy to follow, then load the page.
    await expect.poll(async () => (await request.get(`${origin()}/`, { headers: peakHost() })).headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    const loaded = await page.goto(`${origin(peak)}/`);
    expect(loaded!.headers()['content-security-policy']).toContain('https://cdn.weglot.com');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(thirdPartyScripts(page)).toHaveCount(2);
    expect(await thirdPartyScripts(page).evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://cdn.weglot.com/weglot.min.js',
    ]);
    // Another tenant loads none of it.
    await page.goto(`${origin()}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(thirdPartyScripts(page)).toHaveCount(0);
  } finally {
    await settings(request, off);
  }
});
