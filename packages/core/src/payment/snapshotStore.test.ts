import { describe, expect, it } from 'vitest';
import { snapshotStore } from './snapshotStore';

describe('snapshotStore', () => {
  it('gives the snapshot set, tells each listener of a new one, and no one of the same one', () => {
    const first = { n: 1 };
    const store = snapshotStore(first);
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.getSnapshot().n));
    store.subscribe(() => heard.push(-store.getSnapshot().n));
    store.set(first);
    expect(heard).toEqual([]);
    store.set({ n: 2 });
    expect(store.getSnapshot()).toEqual({ n: 2 });
    expect(heard).toEqual([2, -2]);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = snapshotStore(0);
    let heard = 0;
    const stop = store.subscribe(() => heard++);
    store.set(1);
    stop();
    store.set(2);
    expect(heard).toBe(1);
    expect(store.getSnapshot()).toBe(2);
  });
});
