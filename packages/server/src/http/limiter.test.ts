import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLimiter', () => {
  it('runs at most max tasks at once, the rest in arrival order, and frees slots after failures', async () => {
    const limited = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => limited(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
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
});
