import { sql } from 'drizzle-orm';
import { compiledSql, param } from '../db/compiled';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { FEED_PAGE_SIZE, STORED_ORIGIN, feedPath, openactiveFeeds, type FeedName } from './feeds';

interface PageRow {
  id: string;
  kind: string;
  modified: string | number;
  state: 'updated' | 'deleted';
  data: string | null;
}

// One statement per page, prepared once: the items after the harvester's place in (modified, id) order, their data as
// text with the stored origin already swapped for the page's — no JSON is parsed or built again in the process.
const pageStatement = compiledSql<{ tenantId: number; feed: string; after: number; afterId: string; origin: string; limit: number }, PageRow>(
  () => sql`select id, kind, modified, state, replace(data::text, ${STORED_ORIGIN}, ${param('origin')}) as data
    from openactive_items
    where tenant_id = ${param('tenantId')} and feed = ${param('feed')} and (modified, id) > (${param('after')}::bigint, ${param('afterId')}::text)
    order by modified, id limit ${param('limit')}`,
);

export interface FeedPage {
  /** The RPDE page, serialised. */
  body: string;
  /** No items: the harvester is at the end of the feed (a short cache; every other page is kept long). */
  last: boolean;
}

const quote = JSON.stringify;

/** A page of one of the tenant's feeds after (afterTimestamp, afterId), its `next` on `origin`. */
export async function readFeedPage(scope: TenantDb, feed: FeedName, origin: string, after: { afterTimestamp?: number; afterId?: string }, license: string): Promise<FeedPage> {
  const { db, tenantId } = requireTenant(scope);
  const afterTimestamp = after.afterTimestamp ?? -1;
  const afterId = after.afterId ?? '';
  const rows = await pageStatement(db, { tenantId, feed, after: afterTimestamp, afterId, origin, limit: FEED_PAGE_SIZE });
  const lastRow = rows[rows.length - 1];
  const path = `${origin}${feedPath(feed)}`;
  const next = lastRow
    ? `${path}?afterTimestamp=${Number(lastRow.modified)}&afterId=${encodeURIComponent(lastRow.id)}`
    : after.afterTimestamp === undefined
      ? path
      : `${path}?afterTimestamp=${afterTimestamp}&afterId=${encodeURIComponent(afterId)}`;
  const items = rows.map((row) => {
    const head = `{"state":"${row.state}","kind":${quote(row.kind)},"id":${quote(row.id)},"modified":${Number(row.modified)}`;
    return row.state === 'updated' && row.data !== null ? `${head},"data":${row.data}}` : `${head}}`;
  });
  return { body: `{"next":${quote(next)},"items":[${items.join(',')}],"license":${quote(license)}}`, last: rows.length === 0 };
}

export const feedKind = (feed: FeedName) => openactiveFeeds[feed].kind;
