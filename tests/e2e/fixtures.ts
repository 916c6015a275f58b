import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const adminToken = 'e2e-admin-token';
const port = Number(process.env.E2E_PORT ?? 3100);

/** The origin of a tenant's sub-site (Chromium resolves every *.localhost to loopback). */
export const origin = (host = 'localhost') => `http://${host}:${port}`;

/** Asserts axe-core finds zero violations on the current page (WCAG 2.1 AA rules and best practice). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe-core violations').toEqual([]);
}

/** The theme the API serves for a host (Node's resolver may not know *.localhost, so send Host). */
export async function apiTheme(request: APIRequestContext, host: string, venue?: string) {
  const response = await request.get(`${origin()}/api/frontend/theme${venue ? `?venue=${venue}` : ''}`, { headers: { host: `${host}:${port}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, string | null> }).data;
}

export async function apiClient(request: APIRequestContext, host: string) {
  const response = await request.get(`${origin()}/api/client`, { headers: { host: `${host}:${port}` } });
  return ((await response.json()) as { data: { name: string } }).data;
}

/** Turns a tenant's maintenance flag on or off through the admin route. */
export async function setMaintenance(request: APIRequestContext, host: string, maintenance: boolean) {
  const response = await request.put(`${origin()}/api/admin/maintenance`, {
    headers: { host: `${host}:${port}`, 'x-admin-token': adminToken },
    data: { maintenance },
  });
  expect(response.status()).toBe(200);
}

/** Reads a CSS custom property as the page computes it. */
export async function cssVar(page: Page, name: string) {
  return page.evaluate((n) => getComputedStyle(document.querySelector('.radix-themes') ?? document.documentElement).getPropertyValue(n).trim(), name);
}
