import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as contract from '../contract';
import { ApiError, raisesToErrorBoundary, shouldRetry } from './apiError';
import { createApiClient, type FetchInit } from './createApiClient';
import { fetchFooterHtml, fetchTheme, keyVenuesBySlug, MaintenanceError } from './shell.api';

type Reply = { status: number; body?: unknown };

function fakeFetch(replies: Reply[] | ((url: string, init: FetchInit) => Reply)) {
  const calls: Array<{ url: string; init: FetchInit }> = [];
  const fetch = vi.fn(async (url: string, init: FetchInit) => {
    calls.push({ url, init });
    const reply = typeof replies === 'function' ? replies(url, init) : (replies.shift() ?? { status: 500 });
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
  return { fetch, calls };
}

const schema = 'venueResponseSchema' as const;
const responseSchemas = {
  venueResponseSchema: z.object({ data: z.object({ venue_id: z.number(), opening_times: z.array(z.object({ day_of_week: z.number() })) }) }),
};

describe('createApiClient (spec §7)', () => {
  it('sends auth, selected user and snake_case body; camelises and validates the response', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: { venue_id: 3, opening_times: [{ day_of_week: 1 }] } } }]);
    const api = createApiClient({ baseUrl: '/api/', fetch, getToken: () => 'tok', getSelectedUserId: () => 7, responseSchemas });
    const result = await api.request('/x', { method: 'POST', schema, body: { selectedUserId: 7 }, query: { a: 1, b: undefined, ids: [1, 2] } });
    expect(result).toEqual({ data: { venueId: 3, openingTimes: [{ dayOfWeek: 1 }] } });
    expect(calls[0]?.url).toBe('/api/x?a=1&ids=1&ids=2');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Selected-User-Id': '7', 'Content-Type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"selected_user_id":7}');
  });

  it('uses the checkout token header on checkout calls', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: { venue_id: 1, opening_times: [] } } }]);
    const api = createApiClient({ baseUrl: '/api', fetch, getToken: () => 'a', getCheckoutToken: () => 'c' });
    await api.request('/x', { schema, checkoutAuth: true });
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Checkout-Token': 'c' });
    expect(calls[0]?.init.headers.Authorization).toBeUndefined();
  });

  it.each([
    [404, undefined, 'Unable to complete request, item not found.'],
    [403, {}, 'Unauthorised.'],
    [500, undefined, 'Something has gone wrong, please try again.'],
    [418, { message: '' }, 'Something has gone wrong, please try again.'],
    [422, { message: 'Server says no', errors: { 'a.b': ['x'] } }, 'Server says no'],
  ])('status %i maps to the catalogue text or the server message', async (status, body, text) => {
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status, body }]).fetch });
    const error = await api.request('/x', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(text);
    expect((error as ApiError).status).toBe(status);
    if (status === 422) expect((error as ApiError).validation).toEqual({ 'a.b': ['x'] });
  });

  it('calls onUnauthorized on a 401 only', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 401 }, { status: 403 }]).fetch, onUnauthorized });
    await expect(api.request('/x', { schema })).rejects.toMatchObject({ status: 401 });
    await expect(api.request('/x', { schema })).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[1]).toEqual({ token: null });
  });

  it('tells onUnauthorized which token the refused request carried', async () => {
    const onUnauthorized = vi.fn();
    let token = 'old';
    const slow = fakeFetch([{ status: 401 }]);
    const api = createApiClient({ baseUrl: '', fetch: slow.fetch, getToken: () => token, onUnauthorized });
    const refused = api.request('/x', { schema });
    token = 'new';
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized.mock.calls[0]?.[1]).toEqual({ token: 'old' });
  });

  it('rejects a response that breaks the contract and a network failure with the generic text', async () => {
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 200, body: { data: { venue_id: 'no' } } }]).fetch, responseSchemas });
    await expect(api.request('/x', { schema })).rejects.toMatchObject({ status: 502 });
    const withContract = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 200, body: { data: { venue_id: 'no' } } }]).fetch, responseSchemas: contract });
    await expect(withContract.request('/x', { schema })).rejects.toMatchObject({ status: 502 });
    const down = createApiClient({ baseUrl: '', fetch: () => Promise.reject(new TypeError('offline')) });
    await expect(down.request('/x', { schema })).rejects.toMatchObject({ status: 0, message: 'Something has gone wrong, please try again.' });
  });

  it('trusts an answer as it comes without the schemas, as the browser does (no zod on the first load)', async () => {
    const body = { data: { venue_id: 'no', extra_field: [{ day_of_week: 1 }] } };
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 200, body }]).fetch });
    await expect(api.request('/x', { schema })).resolves.toEqual({ data: { venueId: 'no', extraField: [{ dayOfWeek: 1 }] } });
  });
});

describe('spec §4 query handling', () => {
  it.each([404, 422])('404 and 422 not retried: %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
  });
  it.each([0, 400, 401, 403, 409, 500, 502, 503])('at most 2 retries: status %i is retried twice, not a third time', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(status, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(status, 'x'))).toBe(false);
  });
  it('at most 2 retries: plain errors too', () => {
    expect(shouldRetry(1, new Error('x'))).toBe(true);
    expect(shouldRetry(2, new Error('x'))).toBe(false);
  });
  it.each([404, 409, 422])('409, 422 and 404 do not raise to the error boundary: %i', (status) => {
    expect(raisesToErrorBoundary(new ApiError(status, 'x'))).toBe(false);
  });
  it.each([0, 400, 401, 403, 500, 503])('others do: %i', (status) => {
    expect(raisesToErrorBoundary(new ApiError(status, 'x'))).toBe(true);
  });
  it('others do: a failure that is not an ApiError', () => {
    expect(raisesToErrorBoundary(new Error('x'))).toBe(true);
  });
});

const themeBody = (primary: string | null) => ({
  data: {
    theme_app_logo: '/logos/a.svg', theme_app_primary_colour: primary, theme_app_secondary_colour_1: null,
    theme_app_secondary_colour_2: null, theme_app_dark_bg_colour: null, theme_app_header_bg_colour: null,
    header_primary_colour: null, theme_app_heading_font_style: 'Lato', theme_app_body_font_style: null,
    theme_app_secondary_button_style: null,
  },
});

describe('fetchTheme (spec §4 theme load)', () => {
  it('drops null fields and camelises', async () => {
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 200, body: themeBody('#123456') }]).fetch });
    expect(await fetchTheme(api, 'pool')).toEqual({ themeAppLogo: '/logos/a.svg', themeAppPrimaryColour: '#123456', themeAppHeadingFontStyle: 'Lato' });
  });
  it('retries without the venue query on failure', async () => {
    const { fetch, calls } = fakeFetch([{ status: 404 }, { status: 200, body: themeBody('#000000') }]);
    const theme = await fetchTheme(createApiClient({ baseUrl: '', fetch }), 'gone');
    expect(calls.map((c) => c.url)).toEqual(['/frontend/theme?venue=gone', '/frontend/theme']);
    expect(theme.themeAppPrimaryColour).toBe('#000000');
  });
  it('turns a 503 into a MaintenanceError without retrying', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503, body: { message: 'down' } }]);
    await expect(fetchTheme(createApiClient({ baseUrl: '', fetch }), 'pool')).rejects.toBeInstanceOf(MaintenanceError);
    expect(calls).toHaveLength(1);
  });
  it('reports a 503 on the retry as maintenance, and other failures as they are', async () => {
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 404 }, { status: 503 }]).fetch });
    await expect(fetchTheme(api, 'x')).rejects.toBeInstanceOf(MaintenanceError);
    const api2 = createApiClient({ baseUrl: '', fetch: fakeFetch([{ status: 500 }]).fetch });
    const error = await fetchTheme(api2, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(MaintenanceError);
  });
});

describe('footer and venues', () => {
  it('decodes the entity-encoded footer', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: { html: '&lt;p&gt;Open&lt;/p&gt;' } } }]);
    expect(await fetchFooterHtml(createApiClient({ baseUrl: '/api', fetch }), 'pool')).toBe('<p>Open</p>');
    expect(calls[0]?.url).toBe('/api/activities/footer?venue=pool');
  });
  it('keys venues by slug', () => {
    const venues = [{ slug: 'a', name: 'A' }, { slug: 'b', name: 'B' }] as never[];
    expect(Object.keys(keyVenuesBySlug(venues))).toEqual(['a', 'b']);
  });
});
