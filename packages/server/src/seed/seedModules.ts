import { accountsSeed } from './accounts.seed';
import { activitiesSeed } from './activities.seed';
import { blockBookingsSeed } from './blockBookings.seed';
import { fairUseSeed } from './fairUse.seed';
import { historySeed } from './history.seed';
import { holdingsSeed } from './holdings.seed';
import { programmesSeed } from './programmes.seed';
import type { SeedModule } from './seedTypes';

/**
 * Feature seed modules, run in this order after tenants and venues inside the seed transaction.
 * A feature adds its module here (one import, one entry) rather than editing the seed itself.
 */
export const seedModules: SeedModule[] = [accountsSeed, activitiesSeed, programmesSeed, holdingsSeed, historySeed, blockBookingsSeed, fairUseSeed];
