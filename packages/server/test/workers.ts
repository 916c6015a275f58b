/** How many test files run at once (vitest.config.ts): each worker has its own database. */
export const testWorkers = 2;

/** The PostgreSQL database of test worker `poolId` (1 … testWorkers): the run's database name with `_w<poolId>`. */
export function workerDatabaseUrl(url: string, poolId: number): string {
  const copy = new URL(url);
  copy.pathname = `${copy.pathname}_w${poolId}`;
  return copy.toString();
}

/** This worker's PostgreSQL database (globalSetup copies the seeded one for it), or undefined on PGlite runs. */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url ? workerDatabaseUrl(url, Number(process.env.VITEST_POOL_ID ?? 1)) : undefined;
}
