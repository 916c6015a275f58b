// Visual baselines for the design system QA: every story of the built Storybook under both themes (visualThemes) at
// desktop and mobile width. One page per worker stays on Storybook's preview and switches stories through its channel (a
// reload per story would cost most of the 3-minute budget on a 2-core machine). Each story is shown fresh under the
// default theme (its play function runs as in Storybook), then the venue theme is applied as a global, which re-renders
// the story in place without playing it again — the state the play function left, in the venue's colours and fonts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type PageScreenshotOptions } from '@playwright/test';
import { visualStorybookDir, visualThemes, visualViewports } from './visualSettings';

interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly tags?: readonly string[];
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (event: { storyId: string }) => void): void;
    off(event: string, listener: (event: { storyId: string }) => void): void;
  };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
}

type Viewport = (typeof visualViewports)[number];

function storyIds(): string[] {
  const file = path.join(visualStorybookDir, 'index.json');
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(file, 'utf8')) as typeof index;
  } catch {
    throw new Error(`No built Storybook at ${file}: run the visual tests with \`npm run test:visual\` (it builds first).`);
  }
  // A story tagged 'no-visual' (e.g. one showing a live clock) is left out of the baselines.
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
    .map((entry) => entry.id);
}

/** Waits until the preview has rendered the story (and run its play function on a fresh render): phase 'finished'. */
async function finished(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && render.phase === 'finished';
  }, storyId);
}

/** The screenshot options of the config's toHaveScreenshot, for the byte-for-byte fast path. */
const shotOptions: PageScreenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css', fullPage: true };

class StorybookPreview {
  private viewport: Viewport = visualViewports[0];

  constructor(readonly page: Page) {}

  /** Shows a story afresh under `theme`, at desktop width, and waits for its play function. */
  async show(storyId: string, theme: string): Promise<void> {
    await this.resize(visualViewports[0]);
    // Both events are handled in order: the globals are stored before the new story renders with them.
    await this.emitUntilFinished(storyId, [
      ['updateGlobals', { globals: { venueTheme: theme } }],
      ['setCurrentStory', { storyId, viewMode: 'story' }],
    ]);
  }

  /** Re-renders the shown story under another theme, keeping the state its play function left. */
  async retheme(storyId: string, theme: string): Promise<void> {
    await this.emitUntilFinished(storyId, [['updateGlobals', { globals: { venueTheme: theme } }]]);
  }

  /** Emits events on the preview's channel, then waits for the story's next render to finish (STORY_FINISHED). */
  private async emitUntilFinished(storyId: string, events: [string, unknown][]): Promise<void> {
    await this.page.evaluate(
      ({ id, sent }) => {
        const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const done = new Promise<void>((resolve) => {
          const listener = (event: { storyId: string }) => {
            if (event.storyId !== id) return;
            channel.off('storyFinished', listener);
            resolve();
          };
          channel.on('storyFinished', listener);
        });
        for (const [event, payload] of sent) channel.emit(event, payload);
        return done;
      },
      { id: storyId, sent: events },
    );
    await this.settle();
  }

  async resize(viewport: Viewport): Promise<void> {
    if (viewport === this.viewport) return;
    await this.page.setViewportSize({ width: viewport.width, height: viewport.height });
    this.viewport = viewport;
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

  /**
   * Compares the page with the baseline `<theme>/<story>--<viewport>.png`. A screenshot identical byte for byte to the
   * baseline passes at once (Chromium encodes the same pixels the same way); anything else, and every `--update` run,
   * goes through toHaveScreenshot, which applies the config's threshold and writes the diff images.
   */
  async compare(theme: string, storyId: string): Promise<void> {
    const name = [theme, `${storyId}--${this.viewport.name}.png`];
    const clip = { x: 0, y: 0, width: this.viewport.width, height: await this.contentHeight() };
    const info = test.info();
    if (info.config.updateSnapshots === 'none') {
      const baseline = info.snapshotPath(...name, { kind: 'screenshot' });
      const shot = await this.page.screenshot({ ...shotOptions, clip });
      let expected: Buffer | undefined;
      try {
        expected = readFileSync(baseline);
      } catch {
        expected = undefined;
      }
      if (expected?.equals(shot)) return;
    }
    await expect.soft(this.page).toHaveScreenshot(name, { fullPage: true, clip });
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

const test = base.extend<object, { preview: StorybookPreview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // Storybook's test-runner marker: the preview then pauses animations at their end instead of waiting for them.
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, userAgent });
      const desktop = visualViewports[0];
      await page.setViewportSize({ width: desktop.width, height: desktop.height });
      const first = storyIds()[0] ?? '';
      // axe stays off (the story tests run it).
      await page.goto(`/iframe.html?viewMode=story&id=${first}&globals=a11y.manual:!true`);
      await finished(page, first);
      await use(new StorybookPreview(page));
      await page.close();
    },
    { scope: 'worker' },
  ],
});

// Per story: the first theme at each width, then the second theme from the last width back (one resize fewer).
for (const storyId of storyIds()) {
  test(storyId, async ({ preview }) => {
    const [first, ...others] = visualThemes;
    await preview.show(storyId, first);
    let widths: readonly Viewport[] = visualViewports;
    for (const viewport of widths) {
      await preview.resize(viewport);
      await preview.compare(first, storyId);
    }
    for (const theme of others) {
      await preview.retheme(storyId, theme);
      widths = [...widths].reverse();
      for (const viewport of widths) {
        await preview.resize(viewport);
        await preview.compare(theme, storyId);
      }
    }
  });
}
