import { describe, expect, it } from 'vitest';
import { createPreloadedFetch, drawsOwnView, parsePreloadedReads, preloadedReadsScript, PRELOADED_READS_ID } from './preloaded';

const get = { method: 'GET', headers: { Accept: 'application/json' }, body: undefined };

describe('reads answered inside the page', () => {
  it('embeds JSON that cannot close its script element, and reads it back unchanged', () => {
    const reads = { '/api/client': '{"name":"</script><script>alert(1)</script> & <!--"}' };
    const script = preloadedReadsScript(reads);
    expect(script.startsWith(`<script type="application/json" id="${PRELOADED_READS_ID}">`)).toBe(true);
    const inner = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&]/);
    expect(parsePreloadedReads(inner)).toEqual(reads);
  });

  it('treats a missing, broken or foreign element as nothing preloaded', () => {
    expect(parsePreloadedReads(null)).toEqual({});
    expect(parsePreloadedReads('{not json')).toEqual({});
    expect(parsePreloadedReads('[1,2]')).toEqual({});
    expect(parsePreloadedReads('{"/api/a":"x","/api/b":{"y":1}}')).toEqual({ '/api/a': 'x' });
  });

  it('answers an anonymous GET of the same URL once, then leaves it to the network', async () => {
    const take = createPreloadedFetch({ '/api/client': '{"data":1}' });
    const first = take('/api/client', get);
    expect(first?.status).toBe(200);
    expect(await first?.text()).toBe('{"data":1}');
    expect(take('/api/client', get)).toBeUndefined();
    expect(take('/api/client?x=1', get)).toBeUndefined();
  });

  it.each([
    ['a token', { ...get, headers: { ...get.headers, Authorization: 'Bearer t' } }],
    ['a checkout token', { ...get, headers: { ...get.headers, 'X-Checkout-Token': 't' } }],
    ['a selected user', { ...get, headers: { ...get.headers, 'X-Selected-User-Id': '7' } }],
    ['another method', { ...get, method: 'POST' }],
  ])('never answers a request with %s (it may differ from what the page got)', (_, init) => {
    const take = createPreloadedFetch({ '/api/client': '{}' });
    expect(take('/api/client', init)).toBeUndefined();
    expect(take('/api/client', get)).toBeDefined();
  });
});

describe('whose view the app draws (the server draws only a visitor’s)', () => {
  const visitor = { token: null, isKiosk: false, isEmbedded: false };
  it('a visitor’s app draws what the server drew', () => {
    expect(drawsOwnView(visitor)).toBe(false);
  });
  it('a signed-in customer, a kiosk or an embedded frame draws its own', () => {
    expect(drawsOwnView({ ...visitor, token: 'abc' })).toBe(true);
    expect(drawsOwnView({ ...visitor, isKiosk: true })).toBe(true);
    expect(drawsOwnView({ ...visitor, isEmbedded: true })).toBe(true);
  });
});
