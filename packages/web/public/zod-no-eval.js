/**
 * Our Content-Security-Policy forbids eval (docs/security.md). Zod decides when each object schema is built whether
 * to compile a faster parser with `new Function`, probing once — a probe the browser reports as a CSP violation even
 * though zod catches it. Zod reads its configuration from this global, shared by every copy of zod, so setting
 * `jitless` here, in a classic script index.html runs before the app's modules (so before @courtside/core builds its contract), keeps zod on its
 * plain parsers and the policy unviolated. The server keeps the compiled parsers.
 */
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
