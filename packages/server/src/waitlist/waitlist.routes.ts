import {
  programmeWaitlistMemberParamsSchema,
  programmeWaitlistParamsSchema,
  waitlistAddBodySchema,
  waitlistJoinBodySchema,
  waitlistJoinResponseSchema,
  waitlistLeaveResponseSchema,
  waitlistMemberParamsSchema,
  waitlistMembersParamsSchema,
  waitlistRemoveParamsSchema,
} from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import type { RoutePlugin } from '../http/routeDeps';
import { joinProgrammeWaitlist, leaveProgrammeWaitlist } from './programmeWaitlist';
import { joinWaitlist, leaveById, leaveByOccurrence } from './waitlist.service';

/**
 * Spec §7 Waitlist: a non-numeric (v2) occurrence id joins and leaves through /v1/activities/occurrences/{id}/waitlist/
 * members, a numeric (v1) one through /waitlist/add and /waitlist/remove/{waitlistId}. A whole camp or course joins and
 * leaves as a v2 session does, under its own path: /v1/activities/camps/{id}/waitlist/members and /courses/… (ours).
 */
export const waitlistRoutes: RoutePlugin = async (app) => {
  const joined = { 200: waitlistJoinResponseSchema };
  const left = { 200: waitlistLeaveResponseSchema };

  app.post(
    '/v1/activities/occurrences/:id/waitlist/members',
    { schema: { params: waitlistMembersParamsSchema, body: waitlistJoinBodySchema, response: joined } },
    async (request) => ({ data: await joinWaitlist(request.ctx, requireCustomer(request), request.params.id, request.body.data.user_id) }),
  );
  app.delete(
    '/v1/activities/occurrences/:occurrenceId/waitlist/members/:userId',
    { schema: { params: waitlistMemberParamsSchema, response: left } },
    async (request) => ({ data: await leaveByOccurrence(request.ctx, requireCustomer(request), request.params.occurrenceId, request.params.userId) }),
  );

  for (const kind of ['camp', 'course'] as const) {
    const members = `/v1/activities/${kind}s/:id/waitlist/members`;
    app.post(members, { schema: { params: programmeWaitlistParamsSchema, body: waitlistJoinBodySchema, response: joined } }, async (request) => ({
      data: await joinProgrammeWaitlist(request.ctx, requireCustomer(request), kind, request.params.id, request.body.data.user_id),
    }));
    app.delete(`${members}/:userId`, { schema: { params: programmeWaitlistMemberParamsSchema, response: left } }, async (request) => ({
      data: await leaveProgrammeWaitlist(request.ctx, requireCustomer(request), kind, request.params.id, request.params.userId),
    }));
  }

  // The v1 join names no user: it is the one the call acts for (spec §6 selected user). The item's type is informational.
  app.post('/waitlist/add', { schema: { body: waitlistAddBodySchema, response: joined } }, async (request) => {
    const customer = requireCustomer(request);
    return { data: await joinWaitlist(request.ctx, customer, request.body.item.id, customer.actingForUserId) };
  });
  app.delete('/waitlist/remove/:waitlistId', { schema: { params: waitlistRemoveParamsSchema, response: left } }, async (request) => ({
    data: await leaveById(request.ctx, requireCustomer(request), request.params.waitlistId),
  }));
};
