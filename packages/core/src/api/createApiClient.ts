import type { z } from 'zod';
import type * as contract from '../contract/index';
import { camelizeKeys, snakeizeKeys } from '../text/caseKeys';
import type { Camelize } from '../text/camelCase';
import { formatQuery } from '../text/queryString';
import { ApiError, apiErrorFrom } from './apiError';
import type { WaitingRoomPlace } from '../contract/common';
import { WAITING_RETRY_MAX_MS, WAITING_TICKET_MAX_LENGTH } from '../contract/waitingRoomLimits';

type Contract = typeof contract;
/** A response schema of the contract, by its export name (`venuesResponseSchema`, …). */
export type ResponseSchemaName = Extract<keyof Contract, `${string}ResponseSchema`>;
/** The contract's response schemas by name: a host that passes them has every answer checked (see `ApiClientOptions`). */
export type ResponseSchemas = { readonly [K in ResponseSchemaName]?: z.ZodType };
/** What a call answers: its response schema's output, camelCased. */
export type ResponseOf<K extends ResponseSchemaName> = Camelize<z.infer<Contract[K]>>;

/** The subset of fetch's Response the client reads (core has no DOM types). */
export interface FetchResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

/** The subset of fetch's init the client sends. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal?: unknown;
}

/** What the client needs from its host: all side effects are injected (no globals in core). */
export interface ApiClientOptions {
  baseUrl: string;
  fetch: (input: string, init: FetchInit) => Promise<FetchResponse>;
  getToken?: () => string | null | undefined;
  getCheckoutToken?: () => string | null | undefined;
  getSelectedUserId?: () => number | null | undefined;
  /**
   * Spec §7: a 401 logs the user out (and reloads in kiosk or online-joining). `sent` is the token the refused request
   * carried: a late 401 for a session already replaced (logged out, then in again) must not end the new one.
   */
  onUnauthorized?: (error: ApiError, sent: { token: string | null }) => void;
  /**
   * The waiting room: while the server answers a call with a place in line (429 with `waiting_room`), the client waits
   * as told and asks again with its ticket; this hears the place each time, and null once it is through.
   */
  onWaiting?: (place: { position: number } | null) => void;
  /** Waits `ms` (the host's timer; core has no globals). Without it a place in line is not waited for: the 429 is raised. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * The contract's response schemas (`import * as contract`): each answer is parsed with its schema and one outside the
   * contract fails as a 502. Without them answers are trusted as they come: the browser does not carry zod and the
   * contract on its first load, and loses nothing by it, since Courtside's server already serialises every answer
   * through the same schema (`server/src/http/zod.ts`), so nothing outside the contract leaves it.
   */
  responseSchemas?: ResponseSchemas;
}

/** The longest a call waits in the waiting room before it gives up with the server's 429. */
export const WAITING_ROOM_LIMIT_MS = 15 * 60_000;

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The waiting room's place in a 429 body, when there is a valid one (the contract's `errorBodySchema`, checked by hand). */
function waitingPlace(status: number, body: unknown): WaitingRoomPlace | null {
  if (status !== 429 || typeof body !== 'object' || body === null) return null;
  const { message, waiting_room: place } = body as { message?: unknown; waiting_room?: Partial<Record<keyof WaitingRoomPlace, unknown>> };
  if (typeof message !== 'string' || typeof place !== 'object' || place === null) return null;
  const { ticket, position, retry_after_ms } = place;
  if (typeof ticket !== 'string' || ticket.length < 1 || ticket.length > WAITING_TICKET_MAX_LENGTH) return null;
  if (!isInt(position, 1, Number.MAX_SAFE_INTEGER) || !isInt(retry_after_ms, 0, WAITING_RETRY_MAX_MS)) return null;
  return { ticket, position, retry_after_ms };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<K extends ResponseSchemaName> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  /** The contract's schema of the snake_case answer, by name: it types the answer (and checks it, given the schemas). */
  schema: K;
  /** Sends the checkout auth header instead of the customer token (spec §7). */
  checkoutAuth?: boolean;
  signal?: unknown;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function buildUrl(baseUrl: string, path: string, query: RequestOptions<ResponseSchemaName>['query']): string {
  const pairs: Array<[string, string]> = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== undefined && value !== null) pairs.push([key, String(value)]);
    }
  }
  const search = formatQuery(pairs);
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** Spec §7: the typed API client: JSON, auth headers, key case conversion, answers typed by the contract (and parsed when given its schemas), typed errors. */
export function createApiClient(options: ApiClientOptions) {
  async function request<K extends ResponseSchemaName>(path: string, req: RequestOptions<K>): Promise<ResponseOf<K>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = req.checkoutAuth ? options.getCheckoutToken?.() : options.getToken?.();
    if (token) headers[req.checkoutAuth ? 'X-Checkout-Token' : 'Authorization'] = req.checkoutAuth ? token : `Bearer ${token}`;
    const selectedUserId = options.getSelectedUserId?.();
    if (selectedUserId) headers['X-Selected-User-Id'] = String(selectedUserId);
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';

    const send = async (): Promise<{ response: FetchResponse; body: unknown }> => {
      let response: FetchResponse;
      try {
        response = await options.fetch(buildUrl(options.baseUrl, path, req.query), {
          method: req.method ?? 'GET',
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(snakeizeKeys(req.body)),
          signal: req.signal,
        });
      } catch (cause) {
        if (cause instanceof Error && cause.name === 'AbortError') throw cause;
        throw new ApiError(0, apiErrorFrom(500, undefined).message);
      }
      const text = await response.text();
      try {
        return { response, body: text ? JSON.parse(text) : undefined };
      } catch {
        return { response, body: undefined };
      }
    };
    let { response, body } = await send();
    let place = waitingPlace(response.status, body);
    const sleep = options.sleep;
    if (place && sleep) {
      // In line: wait as told and ask again with the ticket (it keeps the place), until through or too long.
      let waited = 0;
      try {
        while (place && waited < WAITING_ROOM_LIMIT_MS) {
          options.onWaiting?.({ position: place.position });
          headers['X-Waiting-Ticket'] = place.ticket;
          await sleep(place.retry_after_ms);
          waited += place.retry_after_ms;
          ({ response, body } = await send());
          place = waitingPlace(response.status, body);
        }
      } finally {
        options.onWaiting?.(null);
      }
    }
    if (!response.ok) {
      const error = apiErrorFrom(response.status, body);
      if (error.isUnauthorized) options.onUnauthorized?.(error, { token: token ?? null });
      throw error;
    }
    const schema = options.responseSchemas?.[req.schema];
    const parsed = schema ? schema.safeParse(body) : { success: true as const, data: body };
    if (!parsed.success) throw new ApiError(502, apiErrorFrom(500, undefined).message, {}, body);
    return camelizeKeys(parsed.data) as ResponseOf<K>;
  }
  return { request, baseUrl: options.baseUrl };
}
