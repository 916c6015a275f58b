import { connectPostgres } from './src/db/database';
import { refreshOpenActive, tenantIds } from './src/openactive/refresh';
const database = await connectPostgres('postgres://postgres@127.0.0.1:5432/cs_oa');
for (const id of await tenantIds(database.db)) {
  for (let i = 0; i < 2; i++) {
    const t0 = Date.now();
    const n = await refreshOpenActive(database.db, id, new Date(), 'all');
    console.log('tenant', id, 'wrote', n, 'in', Date.now() - t0, 'ms');
  }
}
await database.close();
