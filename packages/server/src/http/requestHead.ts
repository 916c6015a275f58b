/**
 * The first request on a connection as the accepting process reads it (cluster.ts, door.ts), before a server process
 * has seen it: only what deciding at the door needs — the method, the target, the headers and where the request ends.
 * Anything this does not read plainly is left for the server process's own parser to answer.
 */
export interface RequestHead {
  method: string;
  /** The request target as sent (path and query). */
  target: string;
  /** Header names lower-cased; a repeated header's values joined with ', '. */
  headers: Readonly<Record<string, string>>;
  /** Bytes of the head, through its blank line. */
  length: number;
  /** The body that follows: its length in bytes, or 'chunked' when it comes in chunks. */
  body: number | 'chunked';
}

export type HeadReading = { state: 'incomplete' } | { state: 'unreadable' } | { state: 'complete'; head: RequestHead };

/** The most a head may take (Node's own limit is 16 KiB). */
export const MAX_HEAD_BYTES = 16 * 1024;

const requestLine = /^([A-Z]{1,16}) (\S{1,8192}) HTTP\/1\.[01]$/;
const headerLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}):[ \t]*(.*?)[ \t]*$/;

/** Reads the head at the start of `bytes`: complete, still incomplete, or not a plain HTTP/1.x head. */
export function readRequestHead(bytes: Buffer): HeadReading {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return bytes.length < MAX_HEAD_BYTES ? { state: 'incomplete' } : { state: 'unreadable' };
  if (end + 4 > MAX_HEAD_BYTES) return { state: 'unreadable' };
  const [first = '', ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
  const request = requestLine.exec(first);
  if (!request) return { state: 'unreadable' };
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const header = headerLine.exec(line);
    if (!header) return { state: 'unreadable' };
    const name = header[1]!.toLowerCase();
    headers[name] = headers[name] === undefined ? header[2]! : `${headers[name]}, ${header[2]!}`;
  }
  let body: RequestHead['body'] = 0;
  if (headers['transfer-encoding'] !== undefined) body = 'chunked';
  else if (headers['content-length'] !== undefined) {
    if (!/^\d{1,10}$/.test(headers['content-length'])) return { state: 'unreadable' };
    body = Number(headers['content-length']);
  }
  return { state: 'complete', head: { method: request[1]!, target: request[2]!, headers, length: end + 4, body } };
}

/**
 * How many bytes the whole request takes (head and body) once they are all in `bytes`, else undefined. A chunked body
 * ends with its zero-length chunk and the trailer's blank line.
 */
export function requestLength(head: RequestHead, bytes: Buffer): number | undefined {
  if (head.body !== 'chunked') return bytes.length >= head.length + head.body ? head.length + head.body : undefined;
  let at = head.length;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(bytes.toString('latin1', at, lineEnd).split(';')[0]!.trim(), 16);
    if (!Number.isFinite(size) || size < 0) return undefined;
    if (size === 0) {
      // Trailer lines, if any, then the blank line.
      let trailer = lineEnd + 2;
      for (;;) {
        const end = bytes.indexOf('\r\n', trailer);
        if (end < 0) return undefined;
        if (end === trailer) return end + 2;
        trailer = end + 2;
      }
    }
    at = lineEnd + 2 + size + 2;
    if (at > bytes.length) return undefined;
  }
}
