import { messages } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { ZodTypeProvider } from './zod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.get('/boom', async () => {
    throw new Error('database on fire');
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
    n: 'not a number' as unknown as number,
  }));
  app.post(
    '/nested',
    { schema: { body: z.object({ items: z.array(z.object({ quantity: z.number().int().min(1) })) }) } },
    async () => ({ ok: true }),
  );
});
afterAll(() => t.close());

describe('errorHandler', () => {
  it('answers 500 with the catalogue text for an unexpected error', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.serverError });
  });

  it('never lets a response outside its schema leave', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.serverError });
  });

  it('answers 422 with errors keyed by dotted path', async () => {
    const res = await t.request('localhost', {
      method: 'POST',
      url: '/nested',
      payload: { items: [{ quantity: 1 }, { quantity: 0 }] },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({ 'items.1.quantity': [body.message] });
  });

  it('answers 422 for a missing body', async () => {
    const res = await t.request('localhost', { method: 'POST', url: '/nested' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('body');
  });

  it("keeps Fastify's own client errors (malformed JSON) as 4xx", async () => {
    const res = await t.request('localhost', {
      method: 'POST',
      url: '/nested',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});
