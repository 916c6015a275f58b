import type { Config } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import { HttpClientException } from './adyenLibrary';

/** How the Adyen library's calls travel: where to (ADYEN_API_BASE: a local fake in tests) and for how long at most. */
export interface AdyenHttpOptions {
  /** Another address than Adyen's (the path kept: `/v72/payments`…): a local fake of the Checkout API in tests. */
  apiBase?: string | null;
  /** How long one call may take before it counts as failed (ms). */
  timeoutMs?: number;
}

/**
 * The Adyen library's HTTP client (its ClientInterface): `fetch` with a deadline for the whole call, Adyen's X-API-Key
 * and Idempotency-Key headers, no redirect followed, and an API error answered as the library's HttpClientException
 * (with Adyen's `errorCode`). The library's own client speaks HTTPS only and cannot reach the local fake; this one is
 * used for both, so tests run the code production runs.
 */
export function adyenHttpClient(options: AdyenHttpOptions = {}): ClientInterface {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return {
    async request(endpoint: string, json: string | Buffer, config: Config, isApiKeyRequired: boolean, requestOptions: IRequest.Options = {}) {
      if (isApiKeyRequired && !config.apiKey) throw new HttpClientException({ message: 'Invalid X-API-Key was used', statusCode: 401 });
      const target = new URL(endpoint);
      const url = options.apiBase ? new URL(`${target.pathname}${target.search}`, options.apiBase) : target;
      if (requestOptions.params) for (const [name, value] of new URLSearchParams(requestOptions.params)) url.searchParams.set(name, value);
      const method = requestOptions.method ?? 'POST';
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': config.apiKey ?? '' };
      if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
      const response = await fetch(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : typeof json === 'string' ? json : new Uint8Array(json),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (response.ok) return body;
      let apiError: { status?: number; errorCode?: string; message?: string; errorType?: string } | undefined;
      try {
        apiError = JSON.parse(body) as typeof apiError;
      } catch {
        apiError = undefined;
      }
      throw new HttpClientException({
        message: `HTTP Exception: ${response.status}. ${apiError?.message ?? response.statusText}`,
        statusCode: apiError?.status ?? response.status,
        errorCode: apiError?.errorCode,
        responseBody: body,
      });
    },
  };
}
