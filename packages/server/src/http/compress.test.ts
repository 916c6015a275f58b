import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { COMPRESS_MIN_BYTES, preferredEncoding } from './compress';

describe('the coding an Accept-Encoding header asks for', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.5, gzip', 'br'],
    ['*', 'br'],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, coding) => {
    expect(preferredEncoding(header)).toBe(coding);
  });

  it('offers only the codings at hand', () => {
    expect(preferredEncoding('br, gzip', { gzip: true })).toBe('gzip');
    expect(preferredEncoding('br', { gzip: true })).toBeNull();
    expect(preferredEncoding('*', { gzip: true })).toBe('gzip');
    expect(preferredEncoding('gzip', {})).toBeNull();
  });
});

describe('JSON answers compressed when large enough', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, coding: string) => t.request('bookings.peak.localhost', { method: 'GET', url, headers: { 'accept-encoding': coding } });

  it('sends a large answer brotli- or gzip-compressed as accepted, the same JSON once decoded', async () => {
    const plain = await get('/api/openapi.json', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/openapi.json', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends small answers and errors as they are', async () => {
    const small = await get('/api/activities/venues', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body).data.length).toBeGreaterThan(0);
    const missing = await get('/api/activities/venues/no-such-venue', 'gzip, br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
