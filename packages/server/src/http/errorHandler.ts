import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages, type ErrorBody } from '@courtside/core';
import { HttpError, RequestValidationError } from './httpError';
import { WaitingRoomError } from './waitingRoom';

/**
 * Every failure leaves as `{ message, errors? }` (spec §8): contract violations 422, known
 * failures their own status, Fastify's client errors (bad JSON, too large) theirs, anything else
 * 500 with the catalogue text and a log line.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) {
    return reply.code(422).send({ message: error.message, errors: error.errors } satisfies ErrorBody);
  }
  if (error instanceof WaitingRoomError) {
    reply.header('retry-after', String(Math.ceil(error.place.retry_after_ms / 1000)));
    return reply.code(429).send({ message: error.message, waiting_room: error.place } satisfies ErrorBody);
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send((error.errors ? { message: error.message, errors: error.errors } : { message: error.message }) satisfies ErrorBody);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    return reply.code(status).send({ message: error.message } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send({ message: messages.serverError } satisfies ErrorBody);
}
