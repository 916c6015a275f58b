import { randomUUID } from 'node:crypto';
import { MAX_NESTING_DEPTH, nestingMessage } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../../test/accountsTestKit';
import { loginAttempts } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
const post = (url: string, payload: string, remoteAddress = freshAddress(), contentType = 'application/json') =>
  t.request(hosts.riverside, { method: 'POST', url, payload, remoteAddress, headers: { 'content-type': contentType } });

describe('a JSON body that nests too deeply', () => {
  it.each([
    ['arrays', nestedArrays(5_000)],
    ['objects', nestedObjects(5_000)],
  ])('5,000 nested %s: the login and the basket add answer 400 with the message, never 500, and record nothing', async (_kind, body) => {
    const address = freshAddress();
    for (const url of ['/api/auth/customer/login', '/api/checkout/cart/add']) {
      const res = await post(url, body, address);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json()).toEqual({ message: nestingMessage });
    }
    expect(await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.address, address))).toEqual([]);
  });

  it(`lets ${MAX_NESTING_DEPTH} levels reach the contract (its own 422) and refuses ${MAX_NESTING_DEPTH + 1}`, async () => {
    for (const nest of [nestedArrays, nestedObjects]) {
      const within = await post('/api/auth/customer/login', nest(MAX_NESTING_DEPTH));
      expect(within.statusCode).toBe(422);
      expect(within.json().message).not.toBe(nestingMessage);
      const past = await post('/api/auth/customer/login', nest(MAX_NESTING_DEPTH + 1));
      expect(past.statusCode).toBe(400);
      expect(past.json()).toEqual({ message: nestingMessage });
    }
  });

  it('is refused whatever the JSON media type says of its charset', async () => {
    const res = await post('/api/auth/customer/login', nestedArrays(5_000), freshAddress(), 'application/json; charset=utf-8');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nestingMessage });
  });

  it('leaves the parser as it was for everything else: broken JSON, an empty body and prototype poisoning are 400s', async () => {
    for (const payload of ['{"username":', '', '{"__proto__":{"admin":true}}']) {
      const res = await post('/api/auth/customer/login', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect(res.json().message).not.toBe(nestingMessage);
    }
    const wrong = await post('/api/auth/customer/login', JSON.stringify({ username: `nobody-${randomUUID()}@example.com`, password: 'not-the-password' }));
    expect(wrong.statusCode).toBe(422);
  });
});
