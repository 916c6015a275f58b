import { messages } from '@courtside/core';
import { HttpError } from '../http/httpError';
import { findUser, listLinks, loadProfile } from '../users/users.repo';
import { toUserWire } from '../users/userWire';
import type { TenantDb } from '../db/tenantDb';

/** The signed-in user as GET /api/auth/user and the login answer give it. */
export async function userWireFor(scope: TenantDb, userId: number, actingFor: number, token?: string) {
  const profile = await loadProfile(scope, userId);
  if (!profile) throw new HttpError(404, messages.notFound);
  const selected = actingFor === userId ? null : await findUser(scope, actingFor);
  const links = await listLinks(scope, userId);
  return toUserWire(profile, links, { token, selected: selected && { id: selected.id, name: `${selected.firstName} ${selected.lastName}` } });
}
