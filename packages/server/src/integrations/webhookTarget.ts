import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { messages, resolvedAddressRefusal, webhookTargetRefusal, type TargetOptions } from '@courtside/core';

/**
 * Where a webhook may go (core's operator/webhookTargets.ts), applied by the server: when an integration is saved,
 * and at each delivery on the very address the connection is made to — the name is resolved once, every address it
 * gives is checked, and the request connects to the checked address with the name as its Host and TLS server name,
 * so a name that resolves inside the network later (DNS rebinding) is refused too.
 */

/** Resolves a host name to every address it has (the server's resolver; tests pass their own). */
export type ResolveHost = (host: string) => Promise<string[]>;

/** How long a name may take to resolve before it counts as not resolving (the system resolver has no time-out of its own). */
const RESOLVE_TIMEOUT_MS = 3000;

export const resolveWithSystem: ResolveHost = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${host} did not resolve within ${RESOLVE_TIMEOUT_MS} ms`)), RESOLVE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([lookup(host, { all: true, verbatim: true }), late])).map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

export interface TargetCheck extends TargetOptions {
  resolve: ResolveHost;
}

/** The URL split as core's rule reads it, or null when it is not an absolute URL. */
function parse(url: string) {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** A webhook target refused, with the reason the delivery log records. */
export class RefusedTarget extends Error {
  override readonly name = 'RefusedTarget';
}

type Checked = { refusal: string } | { refusal: null; address: string | null; family: 4 | 6 };

/**
 * The address a delivery to `url` connects to once checked (null: the name resolves to nothing now), or the reason
 * it may not be sent.
 */
async function check(url: URL, options: TargetCheck): Promise<Checked> {
  const refusal = webhookTargetRefusal(url, options);
  if (refusal) return { refusal };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  if (literal) return { refusal: null, address: host, family: literal === 6 ? 6 : 4 };
  const addresses = await options.resolve(host).catch(() => []);
  if (addresses.length === 0) return { refusal: null, address: null, family: 4 };
  const inside = resolvedAddressRefusal(host, addresses, options);
  if (inside) return { refusal: inside };
  return { refusal: null, address: addresses[0]!, family: isIP(addresses[0]!) === 6 ? 6 : 4 };
}

/**
 * Why an integration may not be saved with `url` (a 422 on its `url` field), or null. A name that does not resolve
 * now is accepted: each delivery checks it again, and records it as failed while it still does not.
 */
export async function webhookUrlRefusal(url: string, options: TargetCheck): Promise<string | null> {
  const parsed = parse(url);
  return parsed ? (await check(parsed, options)).refusal : messages.integrations.httpsOnly;
}

export interface WebhookPost extends TargetCheck {
  headers: Record<string, string>;
  body: string;
  /** How long the whole delivery may take. */
  timeoutMs: number;
}

/**
 * POSTs `body` to `url` on its checked address: answers the HTTP status (a redirect is a status like any other, never
 * followed), throws RefusedTarget when the target is not allowed, or the connection's error.
 */
export async function postToTarget(url: string, post: WebhookPost): Promise<number> {
  const parsed = parse(url);
  if (!parsed) throw new RefusedTarget(messages.integrations.httpsOnly);
  const checked = await check(parsed, post);
  if (checked.refusal !== null) throw new RefusedTarget(checked.refusal);
  if (checked.address === null) throw new RefusedTarget(messages.integrations.unresolved(parsed.hostname));
  const { address, family } = checked;
  // The socket connects to the checked address whatever the name resolves to by then; Host and SNI stay the name.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const outgoing = send(
      parsed,
      { method: 'POST', headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) }, lookup: pinned, signal: AbortSignal.timeout(post.timeoutMs) },
      (response: IncomingMessage) => {
        resolve(response.statusCode ?? 0);
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(post.body);
  });
}
