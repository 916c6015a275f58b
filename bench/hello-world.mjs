// The framework's hello world (Fastify, as the server uses), the denominator of bench/timetable.ts's and
// bench/addToBasket.ts's ratios. Given DATABASE_URL it also answers GET /statements/{n}: n round trips to PostgreSQL
// one after another (`select $1`, prepared, on a pool of 10 as the server's) and nothing else — the floor of a request
// that sends n statements on this machine.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const fastify = require('fastify');
const app = fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/statements/:n', async (request) => {
    const n = Math.min(Number(request.params.n) || 0, 100);
    for (let i = 0; i < n; i++) await pool.query({ name: 'floor', text: 'select $1::int as i', values: [i] });
    return { statements: n };
  });
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
