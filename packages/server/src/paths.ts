import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. Files the server reads at run time (migrations, the seed's logos, the outcode table,
 * package.json) are found from here, never from a module's own URL: the production build bundles every module into
 * `build/main.mjs`, which is as deep in the package as this file is (compiled JavaScript in production).
 */
export const serverRoot = fileURLToPath(new URL('../', import.meta.url));

/** An absolute path inside (or, with '..', beside) the server package. */
export const serverPath = (...parts: string[]) => resolve(serverRoot, ...parts);
