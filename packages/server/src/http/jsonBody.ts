import { nestingMessage, nestsTooDeeply } from '@courtside/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError';

/**
 * Parses every JSON body as Fastify does (broken JSON, an empty body and prototype poisoning stay its 400s) and
 * refuses one that nests past core's MAX_NESTING_DEPTH with a 400 and nestingMessage before any hook, validator or
 * handler walks it: a few kilobytes of nested arrays would run a recursive walk out of stack.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, text, done) => {
    parse(request, text, (error, body) => {
      if (error) return done(error, undefined);
      if (nestsTooDeeply(body)) return done(new HttpError(400, nestingMessage), undefined);
      return done(null, body);
    });
  });
}
