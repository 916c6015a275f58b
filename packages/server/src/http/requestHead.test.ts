import { describe, expect, it } from 'vitest';
import { MAX_HEAD_BYTES, readRequestHead, requestLength, type RequestHead } from './requestHead';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const complete = (text: string): RequestHead => {
  const reading = readRequestHead(bytes(text));
  if (reading.state !== 'complete') throw new Error(`not complete: ${reading.state}`);
  return reading.head;
};

describe('the first request as the door reads it', () => {
  it('reads the method, the target, the headers (names lower-cased, repeats joined) and where the head ends', () => {
    const text = 'GET /api/v1/activities/camps/7?x=1 HTTP/1.1\r\nHost: riverside.localhost:3000\r\nAuthorization: Bearer abc\r\nAccept: a\r\naccept:  b \r\n\r\n';
    expect(complete(text)).toEqual({
      method: 'GET',
      target: '/api/v1/activities/camps/7?x=1',
      headers: { host: 'riverside.localhost:3000', authorization: 'Bearer abc', accept: 'a, b' },
      length: text.length,
      body: 0,
    });
  });

  it('waits for the rest of a head, and leaves to the server anything that is not a plain HTTP/1.x head', () => {
    expect(readRequestHead(bytes('GET / HTTP/1.1\r\nHost: a'))).toEqual({ state: 'incomplete' });
    expect(readRequestHead(bytes('GET / HTTP/2.0\r\n\r\n'))).toEqual({ state: 'unreadable' });
    expect(readRequestHead(bytes('get / HTTP/1.1\r\n\r\n'))).toEqual({ state: 'unreadable' });
    expect(readRequestHead(bytes('GET / HTTP/1.1\r\nno colon here\r\n\r\n'))).toEqual({ state: 'unreadable' });
    expect(readRequestHead(bytes('POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n'))).toEqual({ state: 'unreadable' });
    expect(readRequestHead(bytes(`GET / HTTP/1.1\r\nX: ${'a'.repeat(MAX_HEAD_BYTES)}`))).toEqual({ state: 'unreadable' });
  });

  it('knows when a body given by its length is all in', () => {
    const head = complete('POST /api/x HTTP/1.1\r\nContent-Length: 5\r\n\r\n');
    expect(head.body).toBe(5);
    expect(requestLength(head, bytes('POST /api/x HTTP/1.1\r\nContent-Length: 5\r\n\r\nabcd'))).toBeUndefined();
    expect(requestLength(head, bytes('POST /api/x HTTP/1.1\r\nContent-Length: 5\r\n\r\nabcde'))).toBe(head.length + 5);
    expect(requestLength(head, bytes('POST /api/x HTTP/1.1\r\nContent-Length: 5\r\n\r\nabcdeGET'))).toBe(head.length + 5);
  });

  it('knows when a chunked body has ended, trailers and all', () => {
    const start = 'POST /api/x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n';
    const head = complete(start);
    expect(head.body).toBe('chunked');
    expect(requestLength(head, bytes(`${start}3\r\nabc\r\n`))).toBeUndefined();
    expect(requestLength(head, bytes(`${start}3\r\nabc\r\n0\r\n`))).toBeUndefined();
    expect(requestLength(head, bytes(`${start}3\r\nabc\r\nA;ext=1\r\n0123456789\r\n0\r\n\r\n`))).toBe(start.length + 34);
    expect(requestLength(head, bytes(`${start}0\r\nX-Trailer: 1\r\n\r\n`))).toBe(start.length + 19);
  });
});
