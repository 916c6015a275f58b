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
});
