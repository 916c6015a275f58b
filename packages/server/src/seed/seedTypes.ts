import type { Db } from '../db/dbTypes';

/** The transaction every seed module writes through. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a seed module gets: the transaction and the tenants and venues written before it. */
export interface SeedContext {
  tx: SeedTx;
  tenantIds: Record<string, number>;
  venueIds: Record<string, Record<string, number>>;
  /**
   * The instant the seed runs at: every module reads its today from this one instant, so a seed that runs over midnight
   * is still one day's (a membership's end, the timetable's window and the orders' history agree).
   */
  at: Date;
}

/**
 * A feature's demo data (accounts, activities, …), run in order after tenants and venues.
 * Each must upsert by natural keys so that running the seed twice changes nothing.
 */
export type SeedModule = (context: SeedContext) => Promise<void>;
