import type { Db } from './database';

declare const systemScope: unique symbol;

/**
 * The database as the background jobs see it: every tenant's rows at once (the payment and waitlist sweeps, the outbox,
 * the mails and webhooks an event sets off, each finding its tenant on the row or the event). Only the composition root
 * makes one (`systemDb` in createServices), so a function that asks for it names itself cross-tenant work; a route or a
 * repository is handed `request.ctx.db`, bound to one tenant, and lint keeps this handle out of route modules.
 */
export type SystemDb = Db & { readonly [systemScope]: true };

/** Names the process's database handle as the jobs' cross-tenant one. */
export const systemDb = (db: Db): SystemDb => db as SystemDb;
