import { describe, expect, it, vi } from 'vitest';
import { messages } from '../errors/messages';
import { ApiError } from './apiError';
import { createApiClient, WAITING_ROOM_LIMIT_MS, type FetchInit } from './createApiClient';

type Reply = { status: number; body?: unknown };

/** Answers the queued replies in turn, recording what each call sent. */
function replying(replies: Reply[]) {
  const sent: FetchInit[] = [];
  const fetch = vi.fn(async (_url: string, init: FetchInit) => {
    sent.push({ ...init, headers: { ...init.headers } });
    const reply = replies.shift() ?? { status: 500 };
    return { ok: reply.status < 300, status: reply.status, text: async () => JSON.stringify(reply.body ?? {}) };
  });
  return { fetch, sent };
}

const inLine = (position: number, ticket = `t${position}`, retry = 300): Reply => ({
  status: 429,
  body: { message: messages.waitingRoom.queued, waiting_room: { ticket, position, retry_after_ms: retry } },
});
const schema = 'clientResponseSchema' as const;

describe('createApiClient in the waiting room', () => {
  it('waits as told, asks again with its ticket, reports the place each time and null once through', async () => {
    const { fetch, sent } = replying([inLine(3, 'a', 500), inLine(1, 'b', 200), { status: 200, body: { data: { ok: true } } }]);
    const slept: number[] = [];
    const places: Array<{ position: number } | null> = [];
    const api = createApiClient({ baseUrl: '/api', fetch, sleep: async (ms) => void slept.push(ms), onWaiting: (p) => places.push(p) });
    await expect(api.request('/add', { method: 'POST', body: { a: 1 }, schema })).resolves.toEqual({ data: { ok: true } });
    expect(slept).toEqual([500, 200]);
    expect(places).toEqual([{ position: 3 }, { position: 1 }, null]);
    expect(sent.map((init) => init.headers['X-Waiting-Ticket'])).toEqual([undefined, 'a', 'b']);
    expect(sent.every((init) => init.body === '{"a":1}' && init.method === 'POST')).toBe(true);
  });

  it('raises what the call answers once through (a refusal stays a refusal), and clears the place', async () => {
    const { fetch } = replying([inLine(1), { status: 422, body: { message: messages.sessionFull } }]);
    const places: Array<{ position: number } | null> = [];
    const api = createApiClient({ baseUrl: '/api', fetch, sleep: async () => undefined, onWaiting: (p) => places.push(p) });
    await expect(api.request('/add', { method: 'POST', schema })).rejects.toMatchObject({ status: 422, message: messages.sessionFull });
    expect(places.at(-1)).toBeNull();
  });

  it('gives up with the 429 after the longest wait, and treats a 429 without a valid place as an error at once', async () => {
    const forever = Array.from({ length: 20 }, () => inLine(9, 'x', 60_000));
    const { fetch } = replying(forever);
    const api = createApiClient({ baseUrl: '/api', fetch, sleep: async () => undefined });
    await expect(api.request('/add', { method: 'POST', schema })).rejects.toMatchObject({ status: 429, message: messages.waitingRoom.queued });
    expect(fetch).toHaveBeenCalledTimes(WAITING_ROOM_LIMIT_MS / 60_000 + 1);

    const locked = replying([{ status: 429, body: { message: 'Too many attempts' } }]);
    const sleep = vi.fn(async () => undefined);
    const plain = createApiClient({ baseUrl: '/api', fetch: locked.fetch, sleep });
    await expect(plain.request('/login', { method: 'POST', schema })).rejects.toBeInstanceOf(ApiError);
    expect(sleep).not.toHaveBeenCalled();
    expect(locked.fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no message', { waiting_room: { ticket: 't', position: 1, retry_after_ms: 10 } }],
    ['an empty ticket', { message: 'x', waiting_room: { ticket: '', position: 1, retry_after_ms: 10 } }],
    ['a ticket too long', { message: 'x', waiting_room: { ticket: 't'.repeat(101), position: 1, retry_after_ms: 10 } }],
    ['position 0', { message: 'x', waiting_room: { ticket: 't', position: 0, retry_after_ms: 10 } }],
    ['a fractional position', { message: 'x', waiting_room: { ticket: 't', position: 1.5, retry_after_ms: 10 } }],
    ['a wait over a minute', { message: 'x', waiting_room: { ticket: 't', position: 1, retry_after_ms: 60_001 } }],
    ['a negative wait', { message: 'x', waiting_room: { ticket: 't', position: 1, retry_after_ms: -1 } }],
    ['a wait as text', { message: 'x', waiting_room: { ticket: 't', position: 1, retry_after_ms: '10' } }],
    ['no place', { message: 'x', waiting_room: null }],
  ])('treats a 429 whose place has %s as an error at once', async (_, body) => {
    const { fetch } = replying([{ status: 429, body }]);
    const sleep = vi.fn(async () => undefined);
    const api = createApiClient({ baseUrl: '/api', fetch, sleep });
    await expect(api.request('/add', { method: 'POST', schema })).rejects.toMatchObject({ status: 429 });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not wait without a timer: the place in line is raised as the 429', async () => {
    const { fetch } = replying([inLine(2)]);
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(api.request('/add', { method: 'POST', schema })).rejects.toMatchObject({ status: 429 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
