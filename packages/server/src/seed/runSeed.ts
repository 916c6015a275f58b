import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedDatabase } from './seedDatabase';

// `pnpm db:seed`: migrates, then (re)applies the demo data; safe to run on a live database.
const config = loadConfig();
const database = await openDatabase(config, { seed: false });
try {
  await seedDatabase(database.db);
  console.log(`Seeded the ${database.kind} database.`);
} finally {
  await database.close();
}
