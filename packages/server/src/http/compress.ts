// Answers go out compressed when the client accepts it. Built assets have their precompressed twins (web/assets.ts),
// pages are compressed as they stream (web/appShell.ts), the browse cache keeps a gzipped body, and any other JSON
// answer of some size (a logged-in customer's busy day, a season's camps, a long booking history) is compressed here.
// Small answers — an add to basket's, an error — go out as they are: on the hot path the work would cost more than the
// bytes.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** The codings an Accept-Encoding header allows (a q of 0 refuses one), e.g. 'gzip, br;q=0.9'. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/** The coding to send among those at hand: brotli before gzip, none when the header allows neither. */
export function preferredEncoding(header: string | undefined, available: Partial<Record<Encoding, boolean>> = { br: true, gzip: true }): Encoding | null {
  const accepted = acceptedEncodings(header);
  const allows = (coding: Encoding) => available[coding] === true && (accepted.has(coding) || accepted.has('*'));
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/** Brotli's options for a body made per request (the build's own assets are compressed once, at quality 11). */
export const perRequestBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** JSON answers under this many bytes go out as they are. */
export const COMPRESS_MIN_BYTES = 4096;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses the app's JSON answers of `COMPRESS_MIN_BYTES` or more (off the main thread), brotli at a per-request quality. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoding === 'br' ? brotliAsync(payload, perRequestBrotli) : gzipAsync(payload, { level: 6 });
  });
}
