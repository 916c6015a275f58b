import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './fixtures';

// The OpenAPI document of every route, browsable at /api/docs (no script) and as /api/openapi.json.
test('the API documents: every route, browsable by keyboard', async ({ page, request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/activities/occurrences/{occurrence_id}', '/api/checkout/cart']));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Courtside API/ })).toBeVisible();
  const staff = page.getByRole('region', { name: 'bookings' });
  const attendance = staff.locator('summary', { hasText: '/api/v1/bookings/attendance' });
  await attendance.focus();
  await page.keyboard.press('Enter');
  await expect(staff.getByRole('heading', { name: '200: 200 answer' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
});
