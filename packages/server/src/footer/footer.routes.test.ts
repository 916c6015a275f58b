import { decodeEntities, footerResponseSchema, messages } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const footer = async (host: string, query = '') => {
  const res = await t.request(host, { method: 'GET', url: `/api/activities/footer${query}` });
  return { res, html: res.statusCode === 200 ? footerResponseSchema.parse(res.json()).data.html : undefined };
};

describe('GET /api/activities/footer', () => {
  it("answers the venue's footer HTML entity-encoded", async () => {
    const { html } = await footer(hosts.peak, '?venue=peak-district-pool');
    expect(html).not.toMatch(/[<>"']/);
    expect(html).toContain('&lt;address&gt;Pavilion Gardens, St John&#39;s Road, Buxton');
    const decoded = decodeEntities(html ?? '');
    expect(decoded).toContain('<a href="tel:+441632960101">01632 960101</a>');
    expect(decoded).toContain('<li>Mon 06:30–21:30</li>');
  });

  it('carries the one script tag encoded, for the client to strip', async () => {
    const { html } = await footer(hosts.riverside, '?venue=millbrook-sports-hall');
    expect(html).toContain('&lt;script&gt;');
  });

  it("answers the tenant's first venue's footer without a venue", async () => {
    const { html } = await footer(hosts.riverside);
    expect(decodeEntities(html ?? '')).toContain('<h2>Millbrook Sports Hall</h2>');
    const peak = await footer(hosts.peak);
    expect(decodeEntities(peak.html ?? '')).toContain('<h2>Bakewell Activity Hub</h2>');
  });

  it("answers 404 for another tenant's venue", async () => {
    const { res } = await footer(hosts.peak, '?venue=millbrook-sports-hall');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  });

  it('answers 422 for an overlong venue', async () => {
    const { res } = await footer(hosts.peak, `?venue=${'y'.repeat(256)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { venue: [expect.any(String)] } });
  });
});
