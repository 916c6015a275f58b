import { messages, type AnySource } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { requireCustomer } from '../auth/customerContext';
import { HttpError } from '../http/httpError';
import type { CartOwner } from './cart.repo';

/**
 * Whose cart a call works on (spec §6): the authenticated user's. Staff at the till use the front-of-house cart
 * (source foh, the foh places of a split session); customers the online one, whatever page they add from.
 */
export function cartOwnerOf(request: FastifyRequest, source?: AnySource): CartOwner {
  const customer = requireCustomer(request);
  const channel = source === 'foh' || (source === undefined && customer.role === 'staff') ? 'foh' : 'online';
  if (channel === 'foh' && customer.role !== 'staff') throw new HttpError(403, messages.unauthorised);
  return { userId: customer.userId, source: channel };
}
