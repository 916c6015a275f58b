import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createServices } from '../services';
import { openTestDatabase, testConfig } from '../../test/testApp';
import { createPeriodicRunner } from './periodic';
import type { PeriodicJob } from './registry';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A job whose runs wait until the test opens the gate; `started` counts runs begun. */
function gatedJob(name: string, atStart = false) {
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  const job: PeriodicJob & { started: number } = {
    name,
    everyMs: 3_600_000,
    atStart,
    started: 0,
    handler: async () => {
      job.started++;
      await gate;
    },
  };
  return {
    job,
    release: () => {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** Waits until `condition` holds, a turn of the event loop at a time (a state, never an amount of time). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('periodic jobs', () => {
  it('runs the jobs marked for it at start, before start resolves, and the others only on their timer', async () => {
    const atStart = gatedJob(`start-${Math.random()}`, true);
    const later = gatedJob(`later-${Math.random()}`);
    const runner = createPeriodicRunner({ database, jobs: [atStart.job, later.job] });
    const started = runner.start();
    await until(() => atStart.job.started === 1);
    atStart.release();
    await started;
    expect(later.job.started).toBe(0);
    await runner.stop();
  });

  it('skips a run while the same job is still running in this process, and waits for it on stop', async () => {
    const { job, release } = gatedJob(`sweep-${Math.random()}`);
    const runner = createPeriodicRunner({ database, jobs: [job] });
    const first = runner.run(job.name);
    await until(() => job.started === 1);
    expect(await runner.run(job.name)).toBe(false);
    const stopped = runner.stop();
    release();
    await stopped;
    expect(await first).toBe(true);
    expect(job.started).toBe(1);
  });

  it('reports a failing run and runs the job again next time', async () => {
    const failures: string[] = [];
    let calls = 0;
    const flaky: PeriodicJob = {
      name: `flaky-${Math.random()}`,
      everyMs: 3_600_000,
      atStart: false,
      handler: async () => {
        calls++;
        if (calls === 1) throw new Error('down');
      },
    };
    const runner = createPeriodicRunner({ database, jobs: [flaky], report: (error, failed) => void failures.push(`${failed.name}: ${(error as Error).message}`) });
    await runner.run(flaky.name);
    await runner.run(flaky.name);
    expect(failures).toEqual([`${flaky.name}: down`]);
    expect(calls).toBe(2);
    await expect(runner.run('no-such-job')).rejects.toThrow('No periodic job is named no-such-job');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('runs a job in one process at a time when several share a PostgreSQL database', async () => {
    const other = await openTestDatabase();
    try {
      const name = `shared-${Math.random()}`;
      const here = gatedJob(name);
      const there = gatedJob(name);
      const runners = [createPeriodicRunner({ database, jobs: [here.job] }), createPeriodicRunner({ database: other, jobs: [there.job] })];
      const first = runners[0]!.run(name);
      await until(() => here.job.started === 1);
      // The other process finds the job's lock taken and skips its run rather than waiting or repeating it.
      expect(await runners[1]!.run(name)).toBe(false);
      expect(there.job.started).toBe(0);
      here.release();
      expect(await first).toBe(true);
      const second = runners[1]!.run(name);
      await until(() => there.job.started === 1);
      there.release();
      expect(await second).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('the server\'s jobs', () => {
  it('are named once each: the booking mails, waitlist offers, open data, card events and webhooks on events, the sweeps, the open-data refresh and the prune on timers', () => {
    const services = createServices(testConfig({ waitlistSweepSeconds: 60, openActiveRefreshSeconds: 300 }), database);
    expect(services.jobs.events.map((job) => `${job.on}: ${job.name}`)).toEqual([
      'orderCompleted: mail.orderConfirmation',
      'bookingCancelled: mail.bookingCancellation',
      'bundleCancelled: mail.bundleCancellation',
      'placeFreed: waitlist.offer',
      'waitlistOfferDue: waitlist.offerDue',
      'bookingsChanged: openactive.sessions',
      'providerEventReceived: payments.providerEvent',
      'cardRefundDue: payments.cardRefund',
      'userCreated: webhooks.userCreated',
      'orderCompleted: webhooks.orderCompleted',
      'bookingCancelled: webhooks.bookingCancelled',
    ]);
    expect(services.jobs.periodic.map((job) => `${job.name} every ${job.everyMs / 1000} s${job.atStart ? ', at start' : ''}`)).toEqual([
      'payments.sweep every 60 s, at start',
      'outbox.prune every 3600 s',
      'openactive.expire every 60 s',
      'openactive.refresh every 300 s',
      'waitlist.sweep every 60 s, at start',
    ]);
    expect(services.events.durableSubscribers('orderCompleted').map((s) => `${s.name} ×${s.maxAttempts}`)).toEqual(['mail.orderConfirmation ×12', 'webhooks.orderCompleted ×20']);
    // Tests share a database: no waitlist sweep unless one asks for it.
    expect(createServices(testConfig(), database).jobs.periodic.map((job) => job.name)).not.toContain('waitlist.sweep');
    // Nor the whole-timetable open-data refresh (OPENACTIVE_REFRESH_SECONDS=0, as the journeys run too).
    expect(createServices(testConfig(), database).jobs.periodic.map((job) => job.name)).not.toContain('openactive.refresh');
  });
});
