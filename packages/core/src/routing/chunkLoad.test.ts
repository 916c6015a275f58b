import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunkLoad';

// Vitest's fake timers replace the global ones (core's tsconfig has no DOM or Node timer types).
const clock = globalThis as unknown as { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
const timers = () => ({ setTimeout: (run: () => void, ms: number) => clock.setTimeout(run, ms), clearTimeout: (h: never) => clock.clearTimeout(h) });

describe('loadChunk (spec §8/§9 script chunk time-out)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the module when it loads in time', async () => {
    await expect(loadChunk('basket', () => Promise.resolve({ ok: 1 }), timers())).resolves.toEqual({ ok: 1 });
  });

  it("fails with 'Loading chunk … failed' when the import fails", async () => {
    const loading = loadChunk('basket', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), timers());
    await expect(loading).rejects.toThrow(new ChunkLoadError('basket'));
    await expect(loading).rejects.toThrow('Loading chunk basket failed');
  });

  it('fails after 120 seconds without an answer, not before', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    let settled: unknown = null;
    loadChunk('checkout', () => new Promise(() => {}), timers()).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect((settled as Error).message).toBe('Loading chunk checkout failed');
  });
});
