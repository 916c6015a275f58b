// Test support only (excluded from the build and from coverage): an API client over a recorded fake fetch.
import { createApiClient, type ApiClientOptions, type FetchInit } from '../api/createApiClient';
import * as contract from '../contract';

/** One request the fake fetch received, with its JSON body parsed. */
export type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };
/** The reply the test scripts for a call. */
export type Reply = { status: number; body?: unknown };

/**
 * Returns a `fakeApi(reply)` factory whose client has the given options (tokens, selected user…). It checks every
 * scripted answer against the contract, as the server's serialiser does, so a reply outside it fails as a 502.
 */
export function createFakeApi(options: Partial<Omit<ApiClientOptions, 'fetch'>> = {}) {
  return function fakeApi(reply: (call: Call) => Reply) {
    const calls: Call[] = [];
    const fetch = async (url: string, init: FetchInit) => {
      const call = { method: init.method, url, body: init.body === undefined ? undefined : JSON.parse(init.body), headers: init.headers };
      calls.push(call);
      const { status, body } = reply(call);
      return { ok: status >= 200 && status < 300, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
    };
    return { api: createApiClient({ baseUrl: '/api', responseSchemas: contract, ...options, fetch }), calls };
  };
}

/** A spec §3 zoned date-time in London for a local 'YYYY-MM-DD HH:MM:SS'. */
export const zoned = (local: string) => ({ utc: `${local.replace(' ', 'T')}Z`, local, timezone: 'Europe/London' });
/** A spec §3 Price in pounds from minor units. */
export const gbp = (value: number) => ({ formatted: `£${(value / 100).toFixed(2)}`, value, currency: 'GBP' });
