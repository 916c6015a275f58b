/**
 * The server test files whose behaviour differs by database engine, run on PGlite as well when the whole suite runs on
 * PostgreSQL (`SERVER_SUITE=engine`, scripts/test.mjs): PGlite is the embedded default `npm start` uses, with a single
 * connection (transactions one at a time, `FOR UPDATE` and advisory locks never block), in the server's own thread, and
 * with statement counts that only it can see. Every other file runs the same statements on either engine.
 */
export const engineSensitive = [
  // The engine itself: slow-statement logging, compiled statements, the seed's fast load and its planner statistics
  // (seedAnyDay.test.ts builds the seed in memory only, so it is not here).
  'src/db/*.test.ts',
  'src/seed/activities.seed.test.ts',
  'src/seed/history.seed.test.ts',
  'src/seed/seedDatabase.test.ts',
  'src/security/invariants.test.ts',
  // Statements counted per request (PGlite only).
  'src/cart/addQueries.test.ts',
  'src/staff/occurrenceClashes.test.ts',
  // Races for the last places and idempotent payments: serialised by PGlite's one connection, locked on PostgreSQL.
  'src/cart/raceControl.test.ts',
  'src/cart/bundleClaim.test.ts',
  'src/cart/soldOut.test.ts',
  'src/cart/waitingRoom.routes.test.ts',
  'src/checkout/paymentIdempotency.test.ts',
  'src/programmes/programmeCrowd.test.ts',
  'src/programmes/programmes.test.ts',
  'src/tenancy/tenants.repo.test.ts',
  // The outbox's claims and leases, and a server killed mid-checkout reopening its own data directory.
  'src/events/outbox.test.ts',
  'src/checkout/crashRecovery.test.ts',
  // Health names the engine.
  'src/client/client.routes.test.ts',
];
