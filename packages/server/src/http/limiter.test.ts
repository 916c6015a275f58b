import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

/** A task the test ends by hand (`finish` or `fail`), so the test, not the machine's speed, decides how long it runs. */
function taskEndedByHand<T>(value: T) {
  let finish = () => {};
  let fail: (error: Error) => void = () => {};
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: async () => {
      await ended;
      return value;
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

describe('createLimiter', () => {
  it('runs at most max tasks at once, the rest in arrival order, and frees slots after failures', async () => {
    const limited = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const waiters: Array<{ count: number; resolve: () => void }> = [];
    /** Resolves once the limiter has started `count` tasks in all. */
    const whenStarted = (count: number) => new Promise<void>((resolve) => (started.length >= count ? resolve() : waiters.push({ count, resolve })));
    const tasks = [0, 1, 2, 3, 4].map((i) => taskEndedByHand(i));
    const results = Promise.allSettled(
      tasks.map((task, i) =>
        limited(async () => {
          started.push(i);
          running++;
          peak = Math.max(peak, running);
          for (const waiter of waiters) if (started.length >= waiter.count) waiter.resolve();
          try {
            return await task.run();
          } finally {
            running--;
          }
        }),
      ),
    );
    // Two run; the other three wait for a slot for as long as the first two run.
    await whenStarted(2);
    expect(started).toEqual([0, 1]);
    expect(limited.waiting()).toBe(3);
    // A failure frees its slot for the next in line.
    tasks[1]!.fail(new Error('boom'));
    await whenStarted(3);
    expect(started).toEqual([0, 1, 2]);
    expect(limited.waiting()).toBe(2);
    tasks[0]!.finish();
    await whenStarted(4);
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.finish();
    await whenStarted(5);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks[3]!.finish();
    tasks[4]!.finish();
    expect((await results).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(peak).toBe(2);
    expect(limited.waiting()).toBe(0);
    expect(await limited(async () => 'again')).toBe('again');
  });

  it('says how many tasks wait for a slot', async () => {
    const limited = createLimiter(1);
    let release = () => undefined as void;
    const first = limited(() => new Promise<void>((resolve) => (release = resolve)));
    expect(limited.waiting()).toBe(0);
    const second = limited(async () => undefined);
    expect(limited.waiting()).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(limited.waiting()).toBe(0);
  });

  it('starts the waiting tasks in the order of their keys (the arrival), ties and tasks without one in the order handed in', async () => {
    const limited = createLimiter(1);
    let release = () => undefined as void;
    const order: string[] = [];
    const first = limited(() => new Promise<void>((resolve) => (release = resolve)), 0);
    const rest = [
      limited(async () => void order.push('late'), 30),
      limited(async () => void order.push('no key')),
      limited(async () => void order.push('early'), 10),
      limited(async () => void order.push('early too'), 10),
      limited(async () => void order.push('between'), 20),
    ];
    release();
    await Promise.all([first, ...rest]);
    expect(order).toEqual(['early', 'early too', 'between', 'late', 'no key']);
  });
});
