/**
 * Secrets kept out of the logs. Reset links (`/reset-password?token=…`) and checkout links
 * (`/checkout/{id}?token=…`) carry their bearer token in the query, so every logged URL goes through `redactUrl`;
 * the credential headers are blanked by pino's `redact` paths below.
 */

export const redacted = '[redacted]';

/** Query parameters whose value is a secret, compared case-insensitively after percent-decoding the name. */
const secretParameters = new Set(['token']);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.trim().toLowerCase();
  }
}

/** The URL with the value of every `token` query parameter (any case, even percent-encoded) replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const end = hashAt === -1 ? url.length : hashAt;
  const query = url
    .slice(queryAt + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return secretParameters.has(decodedName(name)) ? `${name}=${redacted}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt + 1)}${query}${url.slice(end)}`;
}

/** Credential headers, wherever a log line carries headers (`req.headers`, or headers logged as they are). */
const secretHeaders = ['authorization', 'cookie', 'x-admin-token', 'x-checkout-token'];
export const redactPaths = secretHeaders.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]);

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * pino's `req` serializer (Fastify's error lines log `req`): Fastify's own fields, with the URL redacted and no
 * headers at all.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
