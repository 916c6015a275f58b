import type { OperatorSettingsBody, ThirdPartySettings } from '@courtside/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants, type TenantRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { rawHandle } from '../db/tenantQueries';

/**
 * Every request resolves its tenant, so rows are kept for a moment per database. Writes through
 * this module clear the entry at once; another process sees a change within TENANT_TTL_MS.
 */
export const TENANT_TTL_MS = 2_000;
/** The row's lookup (kept from its start, so requests that arrive while it runs share it) and when it started. */
const cache = new WeakMap<Db, Map<string, { row: Promise<TenantRow | undefined>; at: number }>>();

function cacheFor(db: Db) {
  // One cache per database, whichever handle of it asks (a tenant's handle after a tenant write).
  const key = rawHandle(db);
  let entries = cache.get(key);
  if (!entries) cache.set(key, (entries = new Map()));
  return entries;
}

/**
 * The tenant with this slug, or undefined (cached for TENANT_TTL_MS). When the entry lapses, the requests that arrive
 * together share one lookup (a burst of 50 on PostgreSQL otherwise queued 50 identical queries on the pool's 10
 * connections every 2 s, the timetable's p99 at 300 req/s). A failed lookup is not kept.
 */
export async function findTenantBySlug(db: Db, slug: string, now = Date.now()): Promise<TenantRow | undefined> {
  const entries = cacheFor(db);
  const hit = entries.get(slug);
  if (hit && now - hit.at < TENANT_TTL_MS) return hit.row;
  const entry = { row: db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1).then(([row]) => row), at: now };
  entries.set(slug, entry);
  entry.row.catch(() => {
    if (entries.get(slug) === entry) entries.delete(slug);
  });
  return entry.row;
}

/** An origin CSP may name: scheme, host (optionally `*.` first) and port only; anything else could smuggle in a directive. */
const originPattern = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/**
 * The operator's own origins that may frame the app (spec §1 embedded; `tenants.frame_ancestors`), lower-cased,
 * with anything that is not a plain origin dropped. None for an unknown tenant.
 */
export function frameAncestorsOf(tenant: Pick<TenantRow, 'frameAncestors'> | undefined): readonly string[] {
  if (!tenant) return [];
  let origins = checkedAncestors.get(tenant);
  if (!origins) {
    const candidates = tenant.frameAncestors.map((origin) => origin.trim().toLowerCase().replace(/\/$/, ''));
    origins = [...new Set(candidates.filter((origin) => originPattern.test(origin)))];
    checkedAncestors.set(tenant, origins);
  }
  return origins;
}
// Cached rows are reused for TENANT_TTL_MS, so each row's list is checked once.
const checkedAncestors = new WeakMap<object, readonly string[]>();

/** Forgets cached tenant rows of this database (after a tenant write, or a seed). */
export function forgetTenants(db: Db): void {
  cache.delete(rawHandle(db));
}

/** Sets the tenant's maintenance flag and returns the stored value. */
export async function setMaintenance(scope: TenantDb, maintenance: boolean): Promise<boolean> {
  const [row] = await scope.db
    .update(tenants)
    .set({ maintenance })
    .where(eq(tenants.id, scope.tenantId))
    .returning({ maintenance: tenants.maintenance });
  forgetTenants(scope.db);
  return row?.maintenance ?? maintenance;
}

/** The tenant's third-party settings as core names them (what loads, and the CSP origins for it). */
export function thirdPartySettingsOf(tenant: Pick<TenantRow, 'tagManagerId' | 'autoTranslateEnabled' | 'autoTranslateProjectKey'>): ThirdPartySettings {
  return { tagManagerId: tenant.tagManagerId, autoTranslate: { enabled: tenant.autoTranslateEnabled, projectKey: tenant.autoTranslateProjectKey } };
}

/** Stores the tenant's tag-manager and auto-translate settings (spec §3 Config); answers them as stored. */
export async function setOperatorSettings(scope: TenantDb, settings: OperatorSettingsBody): Promise<OperatorSettingsBody> {
  const [row] = await scope.db
    .update(tenants)
    .set({ tagManagerId: settings.tag_manager_id, autoTranslateEnabled: settings.auto_translate.enabled, autoTranslateProjectKey: settings.auto_translate.project_key })
    .where(eq(tenants.id, scope.tenantId))
    .returning();
  forgetTenants(scope.db);
  return { tag_manager_id: row?.tagManagerId ?? null, auto_translate: { enabled: row?.autoTranslateEnabled ?? false, project_key: row?.autoTranslateProjectKey ?? null } };
}
