// Time to content: from the start of a navigation to the first content a customer came for — the venue list on home,
// the first session time on a time-slot page — in Chromium against the production build served by the real server
// (PGlite, seeded), over loopback. Cold: a fresh browser context (empty cache) per run; warm: the same page again in
// that context (code cached, data fetched again).
import { chromium, type Browser } from 'playwright';
import { startServer } from './serverProcess';

const runs = Number(process.env.RUNS ?? 7);
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 8 * 86_400_000));
const pages = [
  { name: 'home (venue list)', path: '/', ready: '.cs-venue-card__link' },
  { name: 'time slots (first session time)', path: `/location/riverside-aquatics-centre/yoga/${day}`, ready: '.cs-session-card__time' },
  { name: 'basket (visitor view)', path: '/basket', ready: 'h1' },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(0)} ms, min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)} (n=${sorted.length})`;
};

// The moment the content is on screen, taken in the page: the frame after the first element matching `ready` entered
// the DOM (a MutationObserver from the document's start), in performance.now() time from the navigation's start.
// Waiting for the selector from outside only tells us it is there; its polling would add up to a frame or more.
const contentClock = (ready: string) => `
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(ready)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__contentAt = performance.now(); });
  }).observe(document, { subtree: true, childList: true });`;

async function timeTo(browser: Browser, origin: string, path: string, ready: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: contentClock(ready) });
  const once = async () => {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.waitForSelector(ready, { state: 'visible', timeout: 30_000 });
    return (await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt)).jsonValue() as Promise<number>;
  };
  const cold = await once();
  const warm = await once();
  await context.close();
  return { cold, warm };
}

const { child, port } = await startServer({ DATA_DIR: 'memory://bench-ttc' });
try {
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-first-run', '--disable-background-networking'] });
  // One throwaway visit, so the server's caches and the first-run costs do not land on the first measured run.
  await timeTo(browser, origin, pages[1]!.path, pages[1]!.ready);
  console.log(`time to content, ${runs} runs each, Chromium ${browser.version()}, loopback, production build`);
  for (const p of pages) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = await timeTo(browser, origin, p.path, p.ready);
      cold.push(t.cold);
      warm.push(t.warm);
    }
    console.log(`${p.name.padEnd(34)} cold: ${summary(cold)} | warm: ${summary(warm)}`);
  }
  await browser.close();
} finally {
  child.kill();
}
