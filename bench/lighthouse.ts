// Lighthouse mobile performance (target: >= 95 on seven pages, 3 runs, median): Lighthouse 12's default mobile audit
// (simulated slow 4G and a 4x slower CPU) in Debian's Chromium against the production build served by the real server
// (PGlite, seeded). The pages: Riverside's home (localhost); the busiest time-slot page, Peak Active's Matlock badminton
// on its busiest day in the next week (127.0.0.1 addresses Peak Active); a camp's and a course's booking pages; the
// checkout of a basket with a class in it, signed in as Priya Shah (her token in the address, as a checkout link's page
// is); the my-account dashboard of Priya coming back to it (signed in on that site before: her session kept in the
// browser, which Lighthouse's reset between runs leaves, as it leaves cookies and local storage, while it empties the
// HTTP cache); and the join site's plans for Riverside Aquatics Centre.
// PAGES=a,b runs only the pages whose names start with those words (home, time, camp, course, checkout, my-account, join).
// Run `npm run build` first. RUNS=n changes the number of runs per page (default 3); REPORTS=dir keeps each run's
// Lighthouse report there as JSON (to read its diagnostics).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { startServer } from './serverProcess';

const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Headless Chromium with its DevTools port open for Lighthouse; resolves once the port answers. */
async function launchChromium(): Promise<{ child: ChildProcess; port: number; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'courtside-lighthouse-'));
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'];
  // A process group of its own, so that its renderers and helpers can be killed with it (they write to the profile).
  const child = spawn(chromePath, args, { stdio: 'ignore', detached: true });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { child, port, profile };
    } catch {
      if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Matlock badminton day with the most sessions in the next week (the timetable bench's busiest venue-day). */
async function busiestDay(base: string): Promise<{ date: string; sessions: number }> {
  let best = { date: '', sessions: 0 };
  for (let i = 1; i <= 7; i++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + i * 86_400_000));
    const response = await fetch(`${base}/api/activities/venue/matlock-sports-centre/activity/badminton/v2/timetable?date=${date}`);
    const { data } = (await response.json()) as { data: unknown[] };
    if (data.length > best.sessions) best = { date, sessions: data.length };
  }
  return best;
}

/** Priya Shah's session (a seeded customer), with a bookable yoga class in her basket: the checkout has something to pay. */
async function signedInWithBasket(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/customer/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'RLT-000005', password: 'courtside-demo' }) });
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let days = 7; days < 21; days++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));
    const classes = (await (await fetch(`${base}/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${date}`, { headers })).json()) as {
      data: Array<{ occurrence: { id: string; bookable_action: { action: string | null } } }>;
    };
    const chosen = classes.data.find((c) => c.occurrence.bookable_action.action === 'book');
    if (!chosen) continue;
    const added = await fetch(`${base}/api/v1/users/${user.id}/carts/online/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ items: [{ purchasable_id: chosen.occurrence.id, purchasable_type: 'occurrence', quantity: 1 }] }),
    });
    if (added.ok) return token;
  }
  throw new Error('no bookable yoga class at Riverside in the next three weeks');
}

/**
 * Signs the browser in on a sub-site, as a customer who comes back to it has been: a tab opens the site with the token
 * in its address (spec §2 ?token=), and is closed once the app has taken the token (it takes it out of the address).
 */
async function signInOn(origin: string, token: string, port: number): Promise<void> {
  const devtools = `http://127.0.0.1:${port}/json`;
  const tab = (await (await fetch(`${devtools}/new?${origin}/?token=${encodeURIComponent(token)}`, { method: 'PUT' })).json()) as { id: string };
  for (let tries = 0; ; tries++) {
    const tabs = (await (await fetch(`${devtools}/list`)).json()) as Array<{ id: string; url: string }>;
    const url = tabs.find((t) => t.id === tab.id)?.url ?? '';
    if (url.startsWith(origin) && !url.includes('token=')) break;
    if (tries > 300) throw new Error(`${origin} did not take the token`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fetch(`${devtools}/close/${tab.id}`);
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) is run again, twice at most. */
async function audit(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (attempt < 3) return audit(url, port, attempt + 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
const server = await startServer({ DATA_DIR: dataDir }, 'peak');
const chromium = await launchChromium();
try {
  const day = await busiestDay(`http://127.0.0.1:${server.port}`);
  const riverside = `http://localhost:${server.port}`;
  const token = await signedInWithBasket(riverside);
  const venue = 'riverside-aquatics-centre';
  const myAccount = `http://my-account.localhost:${server.port}`;
  const wanted = process.env.PAGES?.split(',').filter(Boolean);
  const pages = [
    { name: 'home (Riverside)', url: `${riverside}/` },
    { name: `time slots (Matlock badminton, ${day.date}, ${day.sessions} sessions)`, url: `http://127.0.0.1:${server.port}/location/matlock-sports-centre/badminton/${day.date}` },
    { name: 'camp booking (summer multi-sport camp)', url: `${riverside}/camps/location/${venue}/multi-sport-camps/summer-multi-sport-camp/book` },
    { name: 'course booking (junior tennis beginners)', url: `${riverside}/courses/location/${venue}/racket-courses/junior-tennis-beginners/book` },
    { name: 'checkout (a class in the basket, signed in)', url: `${riverside}/basket/checkout?token=${token}` },
    { name: 'my-account dashboard (signed in)', url: `${myAccount}/`, signIn: myAccount },
    { name: 'join (Riverside Aquatics Centre plans)', url: `http://join.localhost:${server.port}/${venue}` },
  ].filter((page): page is { name: string; url: string; signIn?: string } => !wanted || wanted.some((word) => page.name.startsWith(word)));
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated throttling), ${runs} runs per page, median:`);
  if (process.env.REPORTS) mkdirSync(process.env.REPORTS, { recursive: true });
  for (const page of pages) {
    const results: Array<{ score: number; fcp: number; lcp: number; tbt: number; si: number; cls: number }> = [];
    if (page.signIn) await signInOn(page.signIn, token, chromium.port);
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(page.url, chromium.port);
      if (process.env.REPORTS) writeFileSync(join(process.env.REPORTS, `${page.name.split(' ')[0]}-${run + 1}.json`), JSON.stringify(lhr));
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
        cls: metric('cumulative-layout-shift'),
      });
    }
    const of = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
    console.log(`  ${page.name}`);
    console.log(`    performance ${of('score')} (runs: ${results.map((r) => r.score).join(', ')})`);
    console.log(`    FCP ${(of('fcp') / 1000).toFixed(1)} s, LCP ${(of('lcp') / 1000).toFixed(1)} s, TBT ${of('tbt').toFixed(0)} ms, speed index ${(of('si') / 1000).toFixed(1)} s, CLS ${of('cls').toFixed(3)}`);
  }
} finally {
  const closed = new Promise((resolve) => chromium.child.once('exit', resolve));
  process.kill(-chromium.child.pid!, 'SIGKILL');
  server.child.kill('SIGKILL');
  await closed;
  rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5 });
  rmSync(dataDir, { recursive: true, force: true });
}
