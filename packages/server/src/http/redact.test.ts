import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase, testConfig } from '../../test/testApp';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=[redacted]'],
    ['/checkout/Xy9?token=abc&x=1', '/checkout/Xy9?token=[redacted]&x=1'],
    ['/a?x=1&TOKEN=abc', '/a?x=1&TOKEN=[redacted]'],
    ['/a?Token=abc&token=def', '/a?Token=[redacted]&token=[redacted]'],
    ['/a?%74oken=abc', '/a?%74oken=[redacted]'],
    ['/a?token', '/a?token=[redacted]'],
    ['/a?token=', '/a?token=[redacted]'],
    ['/a?token=abc#frag', '/a?token=[redacted]#frag'],
    ['/a?tokens=abc&my_token=def&x=token', '/a?tokens=abc&my_token=def&x=token'],
    ['/a?%E0%A4%A=1&token=abc', '/a?%E0%A4%A=1&token=[redacted]'],
    ['/plain/path', '/plain/path'],
    ['/token/abc', '/token/abc'],
    ['', ''],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('log lines of the running app', () => {
  const secrets = ['Secret0001reset', 'Secret0002link', 'Secret0003header', 'Secret0004bearer', 'Secret0005cookie', 'Secret0006admin', 'Secret0007probe'];
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream: { write: (line: string) => void lines.push(line) } });
    // Fastify's own error lines carry `req`; this probe logs it (and the raw headers) the same way.
    app.get('/log-probe', async (request) => {
      request.log.error({ req: request, headers: request.headers }, 'probe');
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never carry a token query parameter or a credential header', async () => {
    const headers = {
      host: 'bookings.riverside.localhost',
      'x-checkout-token': secrets[2]!,
      authorization: `Bearer ${secrets[3]!}`,
      cookie: `sid=${secrets[4]!}`,
      'x-admin-token': secrets[5]!,
    };
    await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[0]!}`, headers });
    await app.inject({ method: 'GET', url: `/api/checkout/links/abc?Token=${secrets[1]!}`, headers });
    await app.inject({ method: 'GET', url: `/log-probe?x=1&token=${secrets[6]!}`, headers });
    // The access line is written once the response has gone: wait (bounded) until all three are there.
    for (let i = 0; i < 100 && lines.filter((l) => l.includes('request completed')).length < 3; i += 1) await new Promise((r) => setImmediate(r));

    const all = lines.join('');
    const access = lines.filter((l) => l.includes('request completed')).map((l) => JSON.parse(l) as { url: string });
    expect(access.map((l) => l.url)).toEqual([
      '/reset-password?token=[redacted]',
      '/api/checkout/links/abc?Token=[redacted]',
      '/log-probe?x=1&token=[redacted]',
    ]);
    const probe = JSON.parse(lines.find((l) => l.includes('"probe"')) ?? '{}') as { req?: { url?: string }; headers?: Record<string, string> };
    expect(probe.req?.url).toBe('/log-probe?x=1&token=[redacted]');
    expect(probe.headers?.['x-checkout-token']).toBe('[redacted]');
    expect(probe.headers?.authorization).toBe('[redacted]');
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});
