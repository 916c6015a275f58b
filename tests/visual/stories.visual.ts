// Visual baselines for the design system QA: every story of the built Storybook, under the project's theme, at desktop
// and mobile width. One page per worker stays on Storybook's preview and switches stories through its channel (a
// reload per story would cost most of the 3-minute budget on a 2-core machine); play functions run as in Storybook.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { visualStorybookDir, visualViewports } from './visualSettings';

interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly importPath: string;
  readonly tags?: readonly string[];
}

interface VisualStory {
  readonly id: string;
  /** The first story of its file (the component's default state): the only one screenshotted under the venue theme. */
  readonly first: boolean;
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
}

function stories(): VisualStory[] {
  const file = path.join(visualStorybookDir, 'index.json');
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(file, 'utf8')) as typeof index;
  } catch {
    throw new Error(`No built Storybook at ${file}: run the visual tests with \`npm run test:visual\` (it builds first).`);
  }
  // A story tagged 'no-visual' (e.g. one showing a live clock) is left out of the baselines.
  const files = new Set<string>();
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
    .map((entry) => ({ id: entry.id, first: !files.has(entry.importPath) && Boolean(files.add(entry.importPath)) }));
}

/** Waits until the preview has rendered the story and run its play function (Storybook's 'finished' phase). */
async function finished(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && render.phase === 'finished';
  }, storyId);
}

class StorybookPreview {
  constructor(readonly page: Page) {}

  /** Shows a story at the desktop width, then waits for its play function, fonts and two frames. */
  async show(storyId: string): Promise<void> {
    const desktop = visualViewports[0];
    await this.page.setViewportSize({ width: desktop.width, height: desktop.height });
    await this.page.evaluate((id) => {
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
    await finished(this.page, storyId);
    await this.settle();
  }

  /**
   * How far down the story's content reaches (its own elements and Radix portals, not the theme wrapper, which is at
   * least a screen tall), so a small component's screenshot is not a screen of white.
   */
  async contentHeight(): Promise<number> {
    return this.page.evaluate(() => {
      let bottom = 1;
      for (const element of document.querySelectorAll('#storybook-root .radix-themes *, body > .radix-themes *')) {
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom + window.scrollY);
      }
      return Math.ceil(bottom);
    });
  }

  async settle(): Promise<void> {
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      // Exit animations (a toast closing after its play function) unmount their element when they end: wait for the
      // finite ones (at most 2 s) so the page is in its final state; spinners loop forever and are left to Playwright.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      const ended = Promise.allSettled(finite.map((animation) => animation.finished));
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }
}

const test = base.extend<object, { venueTheme: string; preview: StorybookPreview }>({
  venueTheme: ['default', { option: true, scope: 'worker' }],
  preview: [
    async ({ browser, venueTheme }, use, workerInfo) => {
      // Storybook's test-runner marker: the preview then pauses animations at their end instead of waiting for them.
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, userAgent });
      const first = stories()[0]?.id ?? '';
      // The theme is a Storybook global for the whole worker; axe stays off (the story tests run it).
      await page.goto(`/iframe.html?viewMode=story&id=${first}&globals=venueTheme:${venueTheme};a11y.manual:!true`);
      await finished(page, first);
      await use(new StorybookPreview(page));
      await page.close();
    },
    { scope: 'worker' },
  ],
});

for (const { id: storyId, first } of stories()) {
  test(storyId, { tag: first ? ['@component'] : [] }, async ({ preview }) => {
    await preview.show(storyId);
    for (const viewport of visualViewports) {
      await preview.page.setViewportSize({ width: viewport.width, height: viewport.height });
      await preview.settle();
      const clip = { x: 0, y: 0, width: viewport.width, height: await preview.contentHeight() };
      await expect.soft(preview.page).toHaveScreenshot(`${storyId}--${viewport.name}.png`, { fullPage: true, clip });
    }
  });
}
