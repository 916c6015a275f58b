// The opening rush: a popular camp and a swim-lesson course open with 300 places in all; 2,500 logged-in customers
// arrive over RUSH_SECONDS (60; the harsh variant 5), half for each. Each loads the page, adds to the basket and, when
// the add is accepted, pays with the sandbox card (cart, prepare, card, payment, completion). Prints each step's
// latency (first asks and asks with a waiting-room ticket apart), errors and time-outs per step, the places sold,
// anyone charged without a place, and how closely places followed arrival order. Exit 1 when places or money are wrong,
// or on any 5xx or time-out.
// Usage: pnpm --filter @courtside/bench run opening-rush   (RUSH_CUSTOMERS, RUSH_SECONDS, RUSH_PLACES per product)
import { Agent, request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { connect, onFreshPostgres, percentile, seedBuyers } from './serverProcess';

const customers = Number(process.env.RUSH_CUSTOMERS ?? 2_500);
const seconds = Number(process.env.RUSH_SECONDS ?? 60);
const places = Number(process.env.RUSH_PLACES ?? 150);
const timeoutMs = 30_000;

await onFreshPostgres('courtside_bench_rush', {}, async (server, database) => {
  const db = await connect(database.url);
  const { buyers } = await seedBuyers(db, { sessions: 1, capacity: 1, customers });
  // The summer camp and the adult swim course: `places` on each of their days, no questions, waiver or age rules.
  const { rows: programmes } = await db.query<{ id: string; slug: string; kind: 'camp' | 'course' }>(
    `select p.id, p.slug, p.kind from programmes p join tenants t on t.id = p.tenant_id
     where t.slug = 'riverside' and p.slug in ('summer-multi-sport-camp', 'adult-swim-improvers') order by p.kind`,
  );
  for (const p of programmes) {
    await db.query("update occurrences set capacity = $2, capacity_strategy = 'shared', foh_capacity = null, waiver_id = null, induction_id = null where programme_id = $1", [p.id, places]);
    await db.query('delete from question_sections where programme_id = $1', [p.id]);
  }
  const steps = new Map<string, number[]>();
  const statuses = new Map<string, number>();
  const messages = new Map<string, string>();
  let timeouts = 0;
  const timedOut = new Map<string, number>();
  // Each answer again, split into first asks and asks with a ticket (a first ask may wait for its session's look-up).
  const firstOrAgain = new Map<string, number[]>();
  const note = (times: Map<string, number[]>, key: string, ms: number) => (times.get(key) ?? times.set(key, []).get(key)!).push(ms);
  // The waiting room: a 429 with a place in line is answered at once; the customer's page waits as told and asks again
  // with the ticket (as the web app's API client does). Each answer counts in its step; the whole wait, from the first
  // ask to the answer that is not a place in line, counts in the step's 'in line' figure.
  const waits = new Map<string, number[]>();
  let placesInLine = 0;
  let furthestBack = 0;
  const call = async (step: string, token: string, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    let ticket: string | undefined;
    for (;;) {
      const answer = await ask(step, token, method, path, body, ticket);
      const place = answer.status === 429 ? (answer.json as { waiting_room?: { ticket: string; position: number; retry_after_ms: number } } | null)?.waiting_room : undefined;
      if (!place) {
        if (ticket) note(waits, step, performance.now() - started);
        return answer;
      }
      if (!ticket) placesInLine++;
      furthestBack = Math.max(furthestBack, place.position);
      ticket = place.ticket;
      await new Promise((resolve) => setTimeout(resolve, place.retry_after_ms));
    }
  };
  const ask = async (step: string, token: string, method: string, path: string, body: unknown, ticket: string | undefined) => {
    const t0 = performance.now();
    try {
      const response = await send(token, method, path, {
        authorization: `Bearer ${token}`,
        ...(ticket ? { 'x-waiting-ticket': ticket } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      }, body === undefined ? undefined : JSON.stringify(body));
      const json = parsed(response.text) as { data?: Record<string, unknown> } | null;
      note(steps, step, performance.now() - t0);
      note(firstOrAgain, `${step} ${ticket ? 'asks again' : 'first asks'}`, performance.now() - t0);
      const key = `${step} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (response.status >= 400 && !messages.has(key)) messages.set(key, JSON.stringify(json).slice(0, 200));
      return { status: response.status, data: json?.data ?? {}, json, at: performance.now() };
    } catch {
      timeouts++;
      timedOut.set(step, (timedOut.get(step) ?? 0) + 1);
      return { status: 0, data: {}, json: null, at: performance.now() };
    }
  };
  /**
   * Each customer's own browser: a kept-alive connection of their own (never another customer's, as a shared client
   * pool would make it), opened with their first request — so when a customer came is when their connection came.
   */
  const browsers = new Map<string, Agent>();
  const send = (token: string, method: string, path: string, headers: Record<string, string>, body: string | undefined) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const agent = browsers.get(token) ?? browsers.set(token, new Agent({ keepAlive: true, maxSockets: 1 })).get(token)!;
      const started = performance.now();
      const req = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      // A time-out counts from the ask, not from the last byte: a request left waiting that long has failed.
      const timer = setTimeout(() => req.destroy(new Error(`no answer in ${performance.now() - started} ms`)), timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', reject);
      req.end(body);
    });
  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  const camp = programmes.find((p) => p.kind === 'camp')!;
  const course = programmes.find((p) => p.kind === 'course')!;
  /** One customer's visit: the page, the add, and the payment when the add won a place. */
  const visit = async ({ id, token }: { id: number; token: string }, index: number) => {
    const product = index % 2 === 0 ? camp : course;
    const page = product.kind === 'camp' ? `/api/v1/activities/camps/${product.id}` : `/api/v1/activities/courses/detail?course_slug=${product.slug}&source=online`;
    await call('page', token, 'GET', page);
    const item = { purchasable_id: product.id, purchasable_type: product.kind, quantity: 1, ...(product.kind === 'camp' ? { booking_full_camp: true } : {}) };
    const add = product.kind === 'camp'
      ? await call('add', token, 'POST', `/api/v1/users/${id}/carts/activity-booking/items`, { data: { items: [item] } })
      : await call('add', token, 'POST', `/api/v1/users/${id}/carts/online/items`, { items: [item] });
    if (add.status !== 200) return { product: product.kind, won: false, answeredAt: add.at };
    const cart = await call('cart', token, 'GET', '/api/checkout/cart');
    const prepared = await call('prepare', token, 'POST', '/api/checkout/session/prepare', { source: 'online' });
    await call('card', token, 'POST', '/api/payment-providers/sandbox/tokens', {
      name: 'Rush Buyer', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', session_id: prepared.data.payment_session_id, client_secret: prepared.data.client_secret,
    });
    const balance = (cart.data.totals as { balance: number } | undefined)?.balance ?? 0;
    const paid = await call('payment', token, 'POST', '/api/checkout/session/payment', { payment_session_id: prepared.data.payment_session_id, payments: [{ tender_type: 'card', amount: balance }], terms: true, source: 'online' });
    await call('complete', token, 'POST', `/api/checkout/session/complete/${String(paid.data.transaction_id)}`);
    return { product: product.kind, won: true, answeredAt: add.at };
  };
  // Arrivals spread at random over the window, in arrival order (index = rank).
  const offsets = buyers.map(() => Math.random() * seconds * 1000).sort((a, b) => a - b);
  // The bench's own event loop: a time it reports late is the client's, not the server's (both share the machine).
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const results = await Promise.all(buyers.map((buyer, index) => new Promise<Awaited<ReturnType<typeof visit>>>((resolve) => setTimeout(() => resolve(visit(buyer, index)), offsets[index]))));
  const wall = performance.now() - started;
  lag.disable();
  for (const agent of browsers.values()) agent.destroy();

  const { rows: sold } = await db.query<{ kind: string; days: string; min: string; max: string }>(
    `select p.kind, count(*) as days, min(n) as min, max(n) as max from (
       select o.programme_id, count(b.id) as n from occurrences o left join bookings b on b.occurrence_id = o.id and b.status = 'settled'
       where o.programme_id = any($1::uuid[]) and o.starts_at > now() group by o.id) per_day join programmes p on p.id = per_day.programme_id group by p.kind`,
    [programmes.map((p) => p.id)],
  );
  const { rows: [orders] } = await db.query<{ n: string }>("select count(*) as n from orders where status = 'success' and user_id = any($1::int[])", [buyers.map((b) => b.id)]);
  const { rows: [charged] } = await db.query<{ n: string }>(
    `select count(*) as n from payment_transactions t left join orders o on o.id = t.order_id
     where t.status in ('authorised', 'captured') and (o.id is null or o.status <> 'success') and t.user_id = any($1::int[])`,
    [buyers.map((b) => b.id)],
  );
  await db.end();

  console.log(`Opening rush: ${customers} customers over ${seconds} s for a camp and a course, ${places} places each, PostgreSQL, ${process.env.WORKERS ?? 1} server process(es)${process.env.ACCEPTOR === 'none' ? ' listening themselves' : ' behind the accepting process'}; wall ${(wall / 1000).toFixed(1)} s`);
  const line = (label: string, ms: number[]) => console.log(`  ${label.padEnd(22)} ${String(ms.length).padStart(5)}  p50 ${percentile(ms, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(5)} ms  max ${Math.max(...ms).toFixed(0).padStart(5)} ms`);
  console.log(`  the bench's own event-loop delay: p50 ${(lag.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms`);
  console.log('  each answer:');
  for (const [step, ms] of steps) line(step, ms);
  console.log(`  waiting room: ${placesInLine} asks given a place in line (furthest back ${furthestBack}); from first ask to answer, for those:`);
  for (const [step, ms] of waits) line(`${step} in line`, ms);
  console.log('  each answer, first asks and asks with a ticket:');
  for (const [key, ms] of [...firstOrAgain].filter(([key]) => /^(page|add) /.test(key))) line(key, ms);
  console.log(`  statuses: ${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')}; time-outs ${timeouts} (${[...timedOut].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'})`);
  // The opening's targets, one line each (docs/performance.md): every first ask answered, with content or a place in line.
  for (const step of ['page', 'add']) {
    const ms = firstOrAgain.get(`${step} first asks`) ?? [];
    console.log(`${step} first asks ${ms.length} p50 ${percentile(ms, 50).toFixed(0)} ms p99 ${percentile(ms, 99).toFixed(0)} ms`);
  }
  console.log(`time-outs ${timeouts}`);
  for (const [key, body] of messages) console.log(`  first ${key}: ${body}`);
  // The seed's own bookings count too: every day still to come must end exactly full, never over.
  for (const s of sold) console.log(`  ${s.kind}: ${s.days} days to come, settled places per day ${s.min}–${s.max} (must be ${places})`);
  const accepted = results.filter((r) => r.won).length;
  console.log(`  orders completed ${orders!.n} (must be the ${accepted} adds accepted); charged without a place ${charged!.n} (must be 0)`);
  // Fairness: among each product's customers, how far the order the adds were answered in follows arrival order
  // (Spearman's rank correlation, 1 = strictly first come first served) — over everyone, and over the winners alone
  // (the losers are told 'full' whenever they next ask, in no order that says anything) — and how many winners were
  // early enough.
  /** Spearman's ρ between arrival (the list's order) and the order the adds were answered in. */
  const spearman = (list: ReadonlyArray<{ rank: number; answeredAt: number }>) => {
    const answerRank = new Map([...list].sort((a, b) => a.answeredAt - b.answeredAt).map((r, i) => [r.rank, i]));
    const n = list.length;
    const d2 = list.reduce((sum, r, i) => sum + (i - answerRank.get(r.rank)!) ** 2, 0);
    return n < 2 ? 1 : 1 - (6 * d2) / (n * (n * n - 1));
  };
  for (const kind of ['camp', 'course'] as const) {
    const mine = results.map((r, rank) => ({ ...r, rank })).filter((r) => r.product === kind);
    const early = mine.slice(0, places).filter((r) => r.won).length;
    console.log(`${kind}: rank correlation arrival → answer ${spearman(mine).toFixed(3)}, among the winners ${spearman(mine.filter((r) => r.won)).toFixed(3)}; ${early} of the first ${places} arrivals won a place`);
  }
  const fiveXx = [...statuses].filter(([k]) => / 5\d\d$/.test(k)).reduce((sum, [, n]) => sum + n, 0);
  const failed = fiveXx > 0 || timeouts > 0 || Number(orders!.n) !== accepted || Number(charged!.n) !== 0 || sold.some((s) => Number(s.min) !== places || Number(s.max) !== places);
  if (failed) console.log('OPENING RUSH FAILED: see the figures above');
  return failed;
});
