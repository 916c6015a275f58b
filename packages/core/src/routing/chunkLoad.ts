import { appMessages } from '../errors/shellMessages';

/** Spec §9 "Script chunk time-out 120000 ms". */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §8 a script chunk that failed to load, or did not within the time-out: the page offers a reload. */
export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(appMessages.chunkFailed(chunk));
    this.name = 'ChunkLoadError';
  }
}

/** The timer functions loadChunk waits with (injected: core never reads the clock). */
export interface ChunkTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Loads a route's code (`load`, a dynamic import): its module, or a ChunkLoadError named after the route when the
 * import fails (a deploy replaced the files, the network dropped) or has not answered after CHUNK_TIMEOUT_MS.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timers: ChunkTimers, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
    load().then(
      (module) => {
        timers.clearTimeout(handle as never);
        resolve(module);
      },
      () => {
        timers.clearTimeout(handle as never);
        reject(new ChunkLoadError(chunk));
      },
    );
  });
}
