/** A value front ends read through `subscribe`/`getSnapshot` (React's useSyncExternalStore, or any other reader). */
export interface SnapshotStore<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Replaces the snapshot and tells every listener; setting the same snapshot again tells no one. */
  set(next: T): void;
}

/**
 * The store behind core's payment controllers: immutable snapshots, so a reader compares them by identity and a
 * snapshot once read never changes under it.
 */
export function snapshotStore<T>(initial: T): SnapshotStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (next === snapshot) return;
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}
