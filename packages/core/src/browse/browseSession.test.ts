import { describe, expect, it } from 'vitest';
import { item, summary } from './browse.fixtures';
import { toBrowseSession, toBrowseSessions } from './browseSession';
import { messages } from '../errors/messages';

const before = new Date('2026-11-24T12:00:00Z');
const after = new Date('2026-11-24T18:30:00Z');

describe('toBrowseSession (spec §3/§4)', () => {
  it('reads times in the venue zone, the spots tag and the Book button', () => {
    const session = toBrowseSession(item(11), before);
    expect(session).toMatchObject({
      id: 11,
      type: 'Vinyasa Flow',
      startTime: '18:00',
      endTime: '19:00',
      isPast: false,
      isCancelled: false,
      tag: { kind: 'spotsAvailable', available: 12, tone: 'success' },
      button: { kind: 'book' },
      locationName: 'Studio 1',
    });
  });

  it('names the friendly location when there is one', () => {
    expect(toBrowseSession(item(1, { friendlyLocationName: 'Main pool' }), before).locationName).toBe('Main pool');
  });

  it('is past once started: past tag and a disabled button', () => {
    const session = toBrowseSession(item(1), after);
    expect(session.isPast).toBe(true);
    expect(session.tag).toEqual({ kind: 'past' });
    expect(session.button).toEqual({ kind: 'disabled', reason: null });
  });

  it.each(['cancelled', 'clashing'] as const)('gives a %s session no tag and a disabled button', (status) => {
    const session = toBrowseSession(item(1, { status }), before);
    expect(session.tag).toBeNull();
    expect(session.button).toEqual({ kind: 'disabled', reason: null });
    expect(session.isCancelled).toBe(status === 'cancelled');
  });

  it('shows low availability in danger and full sessions as sold out with the waitlist', () => {
    expect(toBrowseSession(item(1, { capacity: { maximum: 20, available: 4, consumed: 16 } }), before).tag).toEqual({
      kind: 'spotsAvailable',
      available: 4,
      tone: 'danger',
    });
    const full = toBrowseSession(
      item(1, { capacity: { maximum: 20, available: 0, consumed: 20 }, bookableAction: { action: 'join_waitlist', message: null } }),
      before,
    );
    expect(full.tag).toEqual({ kind: 'joinWaitlist' });
    expect(full.button).toEqual({ kind: 'joinWaitlist' });
  });

  it('disables Book for an unmet induction, saying how to get one; a waiver leaves Book on', () => {
    const induction = { id: 4, name: 'Spin bike induction', type: 'pre-purchase-induction' as const };
    const waiver = { id: 5, name: 'Pool safety waiver', type: 'pre-purchase-waiver' as const };
    const needsInduction = toBrowseSession(item(1, { restrictions: { prePurchaseWaiver: null, prePurchaseInduction: induction, criteria: 'all' } }), before);
    expect(needsInduction.button).toEqual({ kind: 'disabled', reason: messages.cart.inductionNeeded('Spin bike induction') });
    const needsWaiver = toBrowseSession(item(1, { restrictions: { prePurchaseWaiver: waiver, prePurchaseInduction: null, criteria: 'all' } }), before);
    expect(needsWaiver.button).toEqual({ kind: 'book' });
    const full = toBrowseSession(
      item(1, { restrictions: { prePurchaseWaiver: null, prePurchaseInduction: induction, criteria: 'all' }, bookableAction: { action: 'join_waitlist', message: null } }),
      before,
    );
    expect(full.button).toEqual({ kind: 'joinWaitlist' });
  });

  it("does not repeat 'already full' beside a sold-out tag", () => {
    const full = toBrowseSession(item(1, { capacity: { maximum: 20, available: 0, consumed: 20 }, bookableAction: { action: null, message: messages.sessionFull } }), before);
    expect(full.tag).toEqual({ kind: 'soldOut' });
    expect(full.button).toEqual({ kind: 'disabled', reason: null });
  });

  it('sorts a list by start, then id', () => {
    const late = summary({ startsAt: { utc: '2026-11-24T20:00:00.000Z', local: '2026-11-24 20:00:00', timezone: 'Europe/London' } });
    const list = toBrowseSessions([{ id: 'b', occurrence: late }, item('c'), item('a')], before);
    expect(list.map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });
});
