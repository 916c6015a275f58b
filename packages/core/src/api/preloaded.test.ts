import { describe, expect, it } from 'vitest';
import { createPreloadedFetch, ownView, parsePreloadedReads, preloadedReadsScript, PRELOADED_READS_ID, readsArePersonal } from './preloaded';

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

describe('reads the server made as the signed-in customer', () => {
  const asCustomer = { ...get, headers: { ...get.headers, Authorization: 'Bearer t' } };
  const element = (script: string) => ({ getAttribute: (name: string) => new RegExp(`${name}="([^"]*)"`).exec(script)?.[1] ?? null });

  it('are marked so in the page, and a visitor’s reads are not', () => {
    expect(readsArePersonal(element(preloadedReadsScript({}, { personal: true })))).toBe(true);
    expect(readsArePersonal(element(preloadedReadsScript({})))).toBe(false);
    expect(readsArePersonal(null)).toBe(false);
  });

  it('answer the customer’s own requests once, and never an anonymous one or another session’s', () => {
    const take = createPreloadedFetch({ '/api/auth/user': '{"data":1}' }, { madeWith: 't' });
    expect(take('/api/auth/user', get)).toBeUndefined();
    expect(take('/api/auth/user', { ...get, headers: { ...get.headers, Authorization: 'Bearer someone-else' } })).toBeUndefined();
    expect(take('/api/auth/user', asCustomer)?.status).toBe(200);
    expect(take('/api/auth/user', asCustomer)).toBeUndefined();
  });

  it.each([
    ['a linked member', { ...asCustomer, headers: { ...asCustomer.headers, 'X-Selected-User-Id': '7' } }],
    ['a checkout link', { ...get, headers: { ...get.headers, 'X-Checkout-Token': 't' } }],
    ['another method', { ...asCustomer, method: 'POST' }],
  ])('never answer a request for %s', (_, init) => {
    const take = createPreloadedFetch({ '/api/auth/user': '{}' }, { madeWith: 't' });
    expect(take('/api/auth/user', init)).toBeUndefined();
    expect(take('/api/auth/user', asCustomer)).toBeDefined();
  });
});

describe('whose view the app draws (the server draws a visitor’s, and a customer’s where it can)', () => {
  const visitor = { token: null, isKiosk: false, isEmbedded: false };
  it('a visitor’s app draws what the server drew', () => {
    expect(ownView(visitor)).toBeNull();
  });
  it('a signed-in customer acting for themself draws the customer’s view', () => {
    expect(ownView({ ...visitor, token: 'abc', selectedUserId: null, checkoutToken: null })).toBe('customer');
  });
  it('a kiosk, an embedded frame, a linked member booked for or a checkout link draws one the server cannot see', () => {
    expect(ownView({ ...visitor, isKiosk: true })).toBe('own');
    expect(ownView({ ...visitor, isEmbedded: true })).toBe('own');
    expect(ownView({ ...visitor, token: 'abc', isKiosk: true })).toBe('own');
    expect(ownView({ ...visitor, token: 'abc', selectedUserId: 7 })).toBe('own');
    expect(ownView({ ...visitor, checkoutToken: 'link' })).toBe('own');
  });
});
