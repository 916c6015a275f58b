import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './fixtures';

interface Dataset {
  '@type': string;
  '@context': string[];
  license: string;
  publisher: { name: string };
  distribution: Array<{ '@type': string; encodingFormat: string; contentUrl: string; additionalType: string }>;
}

// The operator's open-data dataset site: reached from every page's footer, readable, with the Dataset as JSON-LD whose
// feeds answer RPDE pages.
test('the dataset site: from the footer, its feeds described for people and harvesters', async ({ page, request }) => {
  await page.goto('/');
  const openData = page.getByRole('contentinfo').getByRole('link', { name: 'Open data' });
  await openData.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/openactive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Leisure Trust open data' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Licence' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'opendata@riversideleisure.org.uk' })).toBeVisible();

  const dataset = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Dataset;
  expect(dataset['@type']).toBe('Dataset');
  expect(dataset['@context']).toEqual(['https://schema.org/', 'https://openactive.io/']);
  expect(dataset.publisher.name).toBe('Riverside Leisure Trust');
  expect(dataset.license).toBe('https://creativecommons.org/licenses/by/4.0/');
  expect(dataset.distribution.length).toBeGreaterThanOrEqual(3);
  for (const feed of dataset.distribution) {
    expect(feed).toMatchObject({ '@type': 'DataDownload', encodingFormat: 'application/vnd.openactive.rpde+json; version=1' });
    // Each feed answers a page: the request context reaches the server by its own address.
    const answer = await request.get(new URL(feed.contentUrl).pathname);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  }
  for (const feed of dataset.distribution) await expect(page.getByRole('link', { name: feed.contentUrl })).toBeVisible();

  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('openactive-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('openactive-375.png'), fullPage: true });
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
