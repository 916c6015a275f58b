import { describe, expect, it } from 'vitest';
import { createSharedReads } from './sharedReads';

/** A read that ends when told, counting how often it ran. */
function loader() {
  let runs = 0;
  const pending: Array<() => void> = [];
  const load = () => {
    const run = ++runs;
    return new Promise<number>((resolve) => pending.push(() => resolve(run)));
  };
  return { load, runs: () => runs, finish: () => pending.splice(0).forEach((end) => end()) };
}

/** `n` requests' work in flight until the returned function is called. */
function crowd(reads: ReturnType<typeof createSharedReads>, n: number) {
  const ends: Array<() => void> = [];
  const works = Array.from({ length: n }, () => reads.track(() => new Promise<void>((resolve) => ends.push(resolve))));
  return async () => {
    ends.forEach((end) => end());
    await Promise.all(works);
  };
}

describe('shared reads', () => {
  it('reads afresh for every caller of a quiet server', async () => {
    const reads = createSharedReads(() => 0);
    const { load, runs, finish } = loader();
    const first = reads.read('k', load);
    finish();
    expect(await first).toEqual({ value: 1, kept: false });
    const second = reads.read('k', load);
    finish();
    expect(await second).toEqual({ value: 2, kept: false });
    expect(runs()).toBe(2);
  });

  it('lets callers that ask while a read is under way share it, telling them it began before they asked', async () => {
    const reads = createSharedReads(() => 0);
    const { load, runs, finish } = loader();
    const [own, joined] = [reads.read('k', load), reads.read('k', load)];
    const other = reads.read('other', load);
    finish();
    expect(await own).toEqual({ value: 1, kept: false });
    expect(await joined).toEqual({ value: 1, kept: true });
    expect((await other).kept).toBe(false);
    expect(runs()).toBe(2);
  });

  it('keeps a finished read for a moment only while a crowd is in flight', async () => {
    let now = 0;
    const reads = createSharedReads(() => now, { keepMs: 1_000, crowd: 2 });
    const { load, runs, finish } = loader();
    const release = crowd(reads, 3);
    const first = reads.read('k', load);
    finish();
    await first;
    now = 1_000;
    expect(await reads.read('k', load)).toEqual({ value: 1, kept: true });
    now = 1_001;
    const stale = reads.read('k', load);
    finish();
    expect(await stale).toEqual({ value: 2, kept: false });
    await release();
    // The crowd gone, the next caller reads afresh even within the moment.
    const quiet = reads.read('k', load);
    finish();
    expect(await quiet).toEqual({ value: 3, kept: false });
    expect(runs()).toBe(3);
  });

  it('never keeps a failed read', async () => {
    const reads = createSharedReads(() => 0);
    const release = crowd(reads, 5);
    await expect(reads.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.read('k', async () => 7)).toEqual({ value: 7, kept: false });
    await release();
  });

  describe('fresh reads (what changes by the moment)', () => {
    it('are each caller\'s own on a quiet server', async () => {
      const reads = createSharedReads(() => 0);
      const { load, runs, finish } = loader();
      const [a, b] = [reads.fresh('k', load), reads.fresh('k', load)];
      finish();
      expect([await a, await b]).toEqual([1, 2]);
      expect(runs()).toBe(2);
    });

    it('in a crowd, never answer with a read begun before the caller asked; those asking during one share the next', async () => {
      const reads = createSharedReads(() => 0);
      const release = crowd(reads, 3);
      const { load, runs, finish } = loader();
      const first = reads.fresh('k', load);
      // Asked while read 1 is under way: all three wait for read 2, begun once read 1 ends.
      const waiting = [reads.fresh('k', load), reads.fresh('k', load), reads.fresh('k', load)];
      expect(runs()).toBe(1);
      finish();
      expect(await first).toBe(1);
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
      expect(runs()).toBe(2);
      // Asked while read 2 is under way: not read 2's, but read 3's.
      const late = reads.fresh('k', load);
      finish();
      expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
      await new Promise((resolve) => setImmediate(resolve));
      finish();
      expect(await late).toBe(3);
      // Another key is read on its own.
      const other = reads.fresh('other', load);
      finish();
      expect(await other).toBe(4);
      await release();
    });

    it('pass a failed read to the callers that shared it, and read again for the next', async () => {
      const reads = createSharedReads(() => 0);
      const release = crowd(reads, 3);
      let fail = true;
      let runs = 0;
      const load = async () => {
        runs++;
        await new Promise((resolve) => setImmediate(resolve));
        if (fail) throw new Error('down');
        return runs;
      };
      const [a, b] = [reads.fresh('k', load), reads.fresh('k', load)];
      await expect(a).rejects.toThrow('down');
      await expect(b).rejects.toThrow('down');
      fail = false;
      expect(await reads.fresh('k', load)).toBe(3);
      await release();
    });
  });
});
