import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type ErrorBody } from '@courtside/core';
import { isPageNavigation, sendAppShell } from '../web/webApp';

/** Unknown /api paths (and files) answer JSON 404 (spec §8); page navigations get the web app. */
export function notFoundHandler(serveWebApp: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (serveWebApp && isPageNavigation(request)) return sendAppShell(reply);
    return reply.code(404).send({ message: messages.notFound } satisfies ErrorBody);
  };
}
