import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectPglite, connectPostgres } from './database';

afterEach(() => vi.restoreAllMocks());

// Each test starts a fresh PGlite, whose initdb takes 3–6 s on 2 cores: the tests' own budget.
describe('SLOW_STATEMENT_MS on PGlite', { timeout: 30_000 }, () => {
  it('logs a statement that ran longer, with its SQL, and nothing quicker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = await connectPglite('memory://', undefined, 50);
    try {
      await database.client.query('select 1 as quick');
      expect(warn).not.toHaveBeenCalled();
      await database.client.query('select pg_sleep($1::float8) as slow', [0.12]);
      await database.client.exec('select pg_sleep(0.06) as simple');
      const logged = warn.mock.calls.map(([line]) => String(line));
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatch(/^Slow statement: \d+ ms on PGlite \(every request waited\): select pg_sleep\(\$1::float8\) as slow$/);
      expect(logged[1]).toMatch(/select pg_sleep\(0\.06\) as simple$/);
      // A long statement keeps its head and its tail (the from and where that explain it).
      const columns = Array.from({ length: 100 }, (_, i) => `${i} as column_${i}`).join(', ');
      await database.client.query(`select ${columns}, pg_sleep(0.06) from (values (1)) as v(x) where v.x = 1`);
      expect(String(warn.mock.calls[2]?.[0])).toMatch(/: select 0 as column_0, .* … .*pg_sleep\(0\.06\) from \(values \(1\)\) as v\(x\) where v\.x = 1$/);
    } finally {
      await database.close();
    }
  });

  it('is off by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = await connectPglite('memory://');
    try {
      await database.client.query('select pg_sleep(0.06)');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the pool pressure on PostgreSQL', () => {
  it('counts the statements waiting for one of the 10 pooled connections (the signal the pages\' waiting room forms on)', async () => {
    const database = connectPostgres(process.env.TEST_DATABASE_URL!);
    try {
      expect(database.waiting!()).toBe(0);
      const slow = Promise.all(Array.from({ length: 14 }, () => database.db.execute(sql`select pg_sleep(1)`)));
      // 10 run; the other 4 wait for a connection while they do.
      await vi.waitFor(() => expect(database.waiting!()).toBe(4), { timeout: 5_000, interval: 10 });
      await slow;
      expect(database.waiting!()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
