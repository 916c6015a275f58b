import { messages } from '@courtside/core';
import type { AccountDeps } from '../accounts/accountDeps';
import { HttpError } from '../http/httpError';
import { findUser, listLinks, loadProfile } from '../users/users.repo';
import { toUserWire } from '../users/userWire';
import { tenantDb } from '../db/tenantDb';

/** The signed-in user as GET /api/auth/user and the login answer give it. */
export async function userWireFor(deps: AccountDeps, tenantId: number, userId: number, actingFor: number, token?: string) {
  const profile = await loadProfile(tenantDb(deps.db, tenantId), userId);
  if (!profile) throw new HttpError(404, messages.notFound);
  const selected = actingFor === userId ? null : await findUser(tenantDb(deps.db, tenantId), actingFor);
  const links = await listLinks(tenantDb(deps.db, tenantId), userId);
  return toUserWire(profile, links, { token, selected: selected && { id: selected.id, name: `${selected.firstName} ${selected.lastName}` } });
}
