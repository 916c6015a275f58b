import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type ErrorBody } from '@courtside/core';
import type { AppShell } from '../web/appShell';
import { isPageNavigation } from '../web/webApp';

/** Unknown /api paths (and files) answer JSON 404 (spec §8); page navigations get the web app. */
export function notFoundHandler(sendAppShell: AppShell | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (sendAppShell && isPageNavigation(request)) return sendAppShell(request, reply);
    return reply.code(404).send({ message: messages.notFound } satisfies ErrorBody);
  };
}
