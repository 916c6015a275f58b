// OpenActive feed pages under load: full pages (500 items) of a seeded tenant's largest feed (slots) on PostgreSQL, at
// a fixed 50 req/s, round the feed's pages, as a harvester asks for them (gzip accepted), then flat out; beside the
// framework's hello world at the same rate (the machine's floor).
// Usage: pnpm --filter @courtside/bench run openactive   (BENCH_SECONDS, default 20; a fresh PostgreSQL database per run)
import autocannon from 'autocannon';
import { benchPort, onFreshPostgres, start } from './serverProcess';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = 50;

interface Page {
  next: string;
  items: unknown[];
}

await onFreshPostgres('courtside_bench_openactive', {}, async (server) => {
  const base = `http://127.0.0.1:${server.port}`;
  // Every full page of the feed, walked as a harvester does.
  const paths: string[] = [];
  let url = `${base}/api/openactive/feeds/slots`;
  let bytes = 0;
  for (;;) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const text = await response.text();
    const page = JSON.parse(text) as Page;
    if (page.items.length < 500) break;
    paths.push(url.slice(base.length));
    bytes += text.length;
    url = page.next;
  }
  if (paths.length < 3) throw new Error(`The slots feed has ${paths.length} full pages; the bench needs at least 3`);
  let turn = 0;
  const load = (options: Partial<autocannon.Options>) =>
    autocannon({
      url: base,
      connections: 10,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length]! }) }],
      ...options,
    });
  await load({ duration: 3 }); // warm-up: JIT, prepared statements, the page cache
  const atRate = await load({ overallRate: rate });
  const flatOut = await load({});
  // The machine's floor in the same run: the framework's hello world at the same rate.
  const hello = await start(['bench/hello-world.mjs'], { PORT: benchPort(1) }, /listening (\d+)/);
  const helloAtRate = await autocannon({ url: `http://127.0.0.1:${hello.port}/`, connections: 10, duration: seconds, overallRate: rate });
  hello.child.kill('SIGTERM');
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;
  console.log(`OpenActive feed bench: ${paths.length} full pages of 500 slots (${Math.round(bytes / paths.length / 1024)} KB each before gzip), ${seconds} s per run, PostgreSQL`);
  console.log(row(`feed pages, at ${rate} req/s`, atRate));
  console.log(row('feed pages, flat out', flatOut));
  console.log(row(`hello world, at ${rate} req/s`, helloAtRate));
  const met = atRate.latency.p99 <= 50 && atRate.requests.average >= rate * 0.95 && atRate.errors + atRate.non2xx === 0;
  console.log(`target p99 <= 50 ms at ${rate} req/s: ${met ? 'met' : 'NOT met'}`);
  return !met;
});
