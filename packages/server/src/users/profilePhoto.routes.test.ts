import { messages, PROFILE_PHOTO_MAX_BYTES } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../../test/accountsTestKit';
import { newCustomers, riversideHost } from '../../test/checkoutTestKit';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

// My details' profile photo — PUT/DELETE /api/auth/user/photo and GET /api/v1/profile-photos/{token}.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const put = (token: string | null, data_url: string) =>
  t.request(riversideHost, { method: 'PUT', url: '/api/auth/user/photo', headers: token ? bearer(token) : {}, payload: { data_url } });
const get = (path: string, host: string = riversideHost) => t.request(host, { method: 'GET', url: path });
const refusal = (body: string) => Object.values((JSON.parse(body) as { errors: Record<string, string[]> }).errors).flat();

describe('profile photo', () => {
  it('saves a PNG, serves it from a random address as that type, replaces it and removes it', async () => {
    const [customer] = await newCustomers(t, 1);
    const res = await put(customer!.token, dataUrl('image/png', png));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.profile_picture_url as string;
    expect(url).toMatch(/^\/api\/v1\/profile-photos\/[A-Za-z0-9_-]{32}$/);
    expect(res.json().data.profile_photo).toBe(url);
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png)).toBe(true);
    // The other tenant's host never finds it.
    expect((await get(url, hosts.peak)).statusCode).toBe(404);

    const again = await put(customer!.token, dataUrl('image/png', png));
    const next = again.json().data.profile_picture_url as string;
    expect(next).not.toBe(url);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(next)).statusCode).toBe(200);

    const removed = await t.request(riversideHost, { method: 'DELETE', url: '/api/auth/user/photo', headers: bearer(customer!.token) });
    expect(removed.json().data.profile_picture_url).toBeNull();
    expect((await get(next)).statusCode).toBe(404);
  });

  it('checks the bytes: an SVG or HTML labelled PNG, another type, and a photo over the limit are refused (422)', async () => {
    const [customer] = await newCustomers(t, 1);
    const svg = await put(customer!.token, dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')));
    expect(svg.statusCode).toBe(422);
    expect(refusal(svg.body)).toEqual([messages.profilePhoto.type]);
    const mislabelled = await put(customer!.token, dataUrl('image/jpeg', png));
    expect(refusal(mislabelled.body)).toEqual([messages.profilePhoto.type]);
    const gif = await put(customer!.token, dataUrl('image/gif', Buffer.from('GIF89a')));
    expect(gif.statusCode).toBe(422);
    const big = await put(customer!.token, dataUrl('image/png', Buffer.concat([png, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)])));
    expect(big.statusCode).toBe(422);
    expect(refusal(big.body)).toEqual([messages.profilePhoto.size]);
    expect((await t.request(riversideHost, { method: 'GET', url: '/api/auth/user', headers: bearer(customer!.token) })).json().data.profile_picture_url).toBeNull();
  });

  it('needs a customer login: a visitor is 401, a staff login 403', async () => {
    expect((await put(null, dataUrl('image/png', png))).statusCode).toBe(401);
    const staff = await loginAs(t, riversideHost, demo.staff, '/api/auth/staff/login');
    expect((await put(staff.token, dataUrl('image/png', png))).statusCode).toBe(403);
    expect((await get('/api/v1/profile-photos/not-a-photo-token-at-all')).statusCode).toBe(404);
    expect((await get('/api/v1/profile-photos/bad!')).statusCode).toBe(422);
  });
});
