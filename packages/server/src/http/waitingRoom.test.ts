import { messages } from '@courtside/core';
import { describe, expect, it } from 'vitest';
import { createTicketReader, createWaitingRoom, issueTicket, readTicket, WaitingRoomError, admit } from './waitingRoom';

/** A room over a limiter whose load the test sets, on a clock the test moves. */
function setUp(capacity = 2, secret = Buffer.alloc(32, 1)) {
  const state = { load: 0, now: 1_000_000, perSecond: 2 };
  const room = createWaitingRoom({ load: () => state.load, perSecond: () => state.perSecond }, { capacity, secret, now: () => state.now });
  return { state, room };
}

describe('createWaitingRoom', () => {
  /** What an add's ask wants: its one item. */
  const item = { channel: 'online', item: { purchasable_type: 'occurrence', purchasable_id: 's1', quantity: 1 } };

  it('lets everyone in while there is room, and gives tickets in arrival order once it is full', () => {
    const { state, room } = setUp(2);
    expect(room.enter(undefined, 'a')).toBeNull();
    state.load = 2;
    state.perSecond = 4;
    const b = room.enter(undefined, 'b');
    state.now += 1;
    const c = room.enter(undefined, 'c');
    expect(b).toMatchObject({ position: 1 });
    expect(c).toMatchObject({ position: 2 });
    // Asked again at about the time the line needs to get there: 1 / 4 per second → 250 ms, 2 → 500 ms.
    expect([b!.retry_after_ms, c!.retry_after_ms]).toEqual([250, 500]);
    state.perSecond = 0.01;
    expect(room.enter(c!.ticket, 'c')!.retry_after_ms).toBe(10_000);
    state.perSecond = 1_000;
    expect(room.enter(c!.ticket, 'c')!.retry_after_ms).toBe(50);
    expect(room.waiting()).toBe(2);
    // Asking again keeps the place; a newcomer goes behind both.
    expect(room.enter(c!.ticket, 'c')).toMatchObject({ position: 2 });
    expect(room.enter(undefined, 'd')).toMatchObject({ position: 3 });
  });

  it('asks a newcomer back within 0.8 s once, then at the pace of the line', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    state.perSecond = 0.01;
    const first = room.enter(undefined, 'a');
    expect(first).toMatchObject({ position: 1, retry_after_ms: 800 });
    expect(room.enter(first!.ticket, 'a')).toMatchObject({ position: 1, retry_after_ms: 10_000 });
  });

  it('asks a holder that wants an item back within 0.8 s at every ask, so it hears soon when that item sells out', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    state.perSecond = 0.01;
    const first = room.enter(undefined, 'a', item);
    expect(first).toMatchObject({ position: 1, retry_after_ms: 800 });
    // Asked again with only its ticket (what it wants is remembered): still within 0.8 s, not the line's 10 s.
    expect(room.enter(first!.ticket, 'a')).toMatchObject({ position: 1, retry_after_ms: 800 });
    expect(room.enter(first!.ticket, 'a')).toMatchObject({ position: 1, retry_after_ms: 800 });
    // Sooner still when the line's pace says so.
    state.perSecond = 1_000;
    expect(room.enter(first!.ticket, 'a')!.retry_after_ms).toBe(50);
    // A holder that wants nothing in particular (a payment) waits out the line's pace after its first ask.
    state.perSecond = 0.01;
    const other = room.enter(undefined, 'b');
    expect(room.enter(other!.ticket, 'b')).toMatchObject({ position: 2, retry_after_ms: 10_000 });
  });

  it('asks a line of holders that want items back no more often than about 600 asks a second in all', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    state.perSecond = 0.01;
    const places = Array.from({ length: 1_200 }, (_, i) => room.enter(undefined, `s${i}`, item)!);
    // 1,200 holders each asking again within 0.8 s would be 1,500 asks a second: they are asked back in 2 s.
    expect(room.enter(places[0]!.ticket, 's0')).toMatchObject({ position: 1, retry_after_ms: 2_000 });
    expect(room.enter(places[1_199]!.ticket, 's1199')).toMatchObject({ position: 1_200, retry_after_ms: 2_000 });
  });

  it('learns what a holder placed by another process wants when it first asks here with it', () => {
    const secret = Buffer.alloc(32, 3);
    const one = setUp(1, secret);
    const two = setUp(1, secret);
    one.state.load = 1;
    two.state.load = 1;
    two.state.perSecond = 0.01;
    const elsewhere = one.room.enter(undefined, 'a')!;
    expect(two.room.holds('a')).toBe(false);
    const here = two.room.enter(elsewhere.ticket, 'a', item)!;
    expect(two.room.holds('a')).toBe(true);
    expect(two.room.wantOf(here.ticket, 'a')).toEqual(item);
    expect(here.retry_after_ms).toBe(800);
    expect(two.room.enter(here.ticket, 'a')).toMatchObject({ retry_after_ms: 800 });
  });

  it('lets ticket holders in first, in the order their tickets were issued, before anyone new', () => {
    const { state, room } = setUp(2);
    state.load = 2;
    const first = room.enter(undefined, 'first')!;
    state.now += 5;
    const second = room.enter(undefined, 'second')!;
    state.load = 1; // one place free
    expect(room.enter(undefined, 'newcomer')).toMatchObject({ position: 3 });
    expect(room.enter(second.ticket, 'second')).toMatchObject({ position: 2 });
    expect(room.enter(first.ticket, 'first')).toBeNull();
    state.load = 1;
    expect(room.enter(second.ticket, 'second')).toBeNull();
    expect(room.waiting()).toBe(1); // the newcomer
  });

  it('orders the line by arrival: a customer who came earlier goes ahead of those who came later, whenever they ask', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const later = room.enter(undefined, 'later', undefined, state.now - 100)!;
    const newcomer = room.enter(undefined, 'newcomer')!;
    // They came 200 ms before the one already in line (their page took longer): ahead of both.
    const earlier = room.enter(undefined, 'earlier', undefined, state.now - 300)!;
    expect([later.position, newcomer.position, earlier.position]).toEqual([1, 2, 1]);
    expect(room.enter(later.ticket, 'later')).toMatchObject({ position: 2 });
    // An arrival learnt later (a ticket from another process, say) moves a holder up.
    expect(room.enter(newcomer.ticket, 'newcomer', undefined, state.now - 400)).toMatchObject({ position: 1 });
    // The ticket states the arrival: it keeps that place wherever it is shown.
    expect(Number(room.enter(newcomer.ticket, 'newcomer')!.ticket.split('.')[0])).toBe(state.now - 400);
    state.load = 0;
    expect(room.enter(later.ticket, 'later')).toMatchObject({ position: 3 });
    expect(room.enter(undefined, 'newcomer', undefined, state.now - 400)).toBeNull();
  });

  it('knows a ticket it signed after it was used: the arrival it states still holds, the place does not', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const held = room.enter(undefined, 'a')!;
    state.load = 0;
    expect(room.enter(held.ticket, 'a')).toBeNull();
    expect(room.recognises(held.ticket, 'a')).toBe(false);
    expect(room.signedArrival(held.ticket, 'a')).toBe(Number(held.ticket.split('.')[0]));
    expect(room.signedArrival(held.ticket, 'b')).toBeUndefined();
    expect(room.signedArrival(held.ticket.replace(/^\d+/, String(state.now - 5_000)), 'a')).toBeUndefined();
  });

  it('uses a ticket once: the one that got in cannot get in again ahead of the line', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const early = room.enter(undefined, 'early')!;
    state.now += 1;
    const later = room.enter(undefined, 'later')!;
    state.load = 0;
    expect(room.enter(early.ticket, 'early')).toBeNull();
    state.load = 0;
    // Presented again, it is worth nothing: a new ticket behind `later`.
    expect(room.enter(early.ticket, 'early')).toMatchObject({ position: 2 });
    expect(room.enter(later.ticket, 'later')).toBeNull();
  });

  it('honours nothing made up, altered, issued to someone else, expired or signed with another secret', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const holder = room.enter(undefined, 'holder')!;
    state.now += 10;
    const mine = room.enter(undefined, 'me')!;
    const [issued, id, signature] = holder.ticket.split('.') as [string, string, string];
    const forged = [
      `${Number(issued) - 60_000}.${id}.${signature}`, // an earlier time
      `${issued}.${id}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, // another signature
      holder.ticket, // someone else's
      'garbage',
      `${issued}.${id}`,
    ];
    // Each is ignored: 'me' keeps the one place it holds, behind the holder.
    for (const ticket of forged) expect(room.enter(ticket, 'me')).toMatchObject({ position: 2, ticket: mine.ticket });
    expect(room.waiting()).toBe(2);
    const other = setUp(1, Buffer.alloc(32, 2));
    other.state.load = 1;
    other.room.enter(undefined, 'x');
    expect(other.room.enter(holder.ticket, 'holder')).toMatchObject({ position: 2 });
    // Ten minutes on, the ticket is worth nothing.
    state.now += 10 * 60_000 + 1;
    expect(room.enter(holder.ticket, 'holder')).toMatchObject({ position: 1 });
  });

  it('honours a ticket another process issued with the same secret, at the place its issue time gives it', () => {
    const secret = Buffer.alloc(32, 3);
    const one = setUp(1, secret);
    const two = setUp(1, secret);
    one.state.load = 1;
    two.state.load = 1;
    const early = one.room.enter(undefined, 'early')!;
    two.state.now += 50;
    two.room.enter(undefined, 'late');
    expect(two.room.enter(early.ticket, 'early')).toMatchObject({ position: 1 });
  });

  it('keeps every place exact in a long line as holders leave and a ticket from another process joins at its issue time', () => {
    const secret = Buffer.alloc(32, 4);
    const [one, two] = [setUp(1, secret), setUp(1, secret)];
    one.state.load = two.state.load = 1;
    const start = two.state.now;
    const tickets = Array.from({ length: 500 }, (_, i) => {
      two.state.now = start + i;
      return two.room.enter(undefined, `s${i}`)!;
    });
    expect(tickets.map((t) => t.position)).toEqual(tickets.map((_, i) => i + 1));
    // Issued elsewhere at the same moment as s250: behind it (seen later here), ahead of s251.
    one.state.now = start + 250;
    const cross = one.room.enter(undefined, 'cross')!;
    expect(two.room.enter(cross.ticket, 'cross')).toMatchObject({ position: 252 });
    for (let i = 0; i < 100; i++) two.room.leave(`s${i}`);
    expect(two.room.enter(tickets[100]!.ticket, 's100')).toMatchObject({ position: 1 });
    expect(two.room.enter(tickets[250]!.ticket, 's250')).toMatchObject({ position: 151 });
    expect(two.room.enter(cross.ticket, 'cross')).toMatchObject({ position: 152 });
    expect(two.room.enter(tickets[499]!.ticket, 's499')).toMatchObject({ position: 401 });
    expect(two.room.waiting()).toBe(401);
  });

  it('gives a customer one place however often they ask, with or without the ticket', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const first = room.enter(undefined, 'keen')!;
    for (let i = 0; i < 5; i++) expect(room.enter(undefined, 'keen')).toEqual(first);
    expect(room.enter(undefined, 'other')).toMatchObject({ position: 2 });
    expect(room.waiting()).toBe(2);
  });

  it('lets a customer give up their place, and their ticket is then worth nothing', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const quitter = room.enter(undefined, 'quitter')!;
    state.now += 1;
    const next = room.enter(undefined, 'next')!;
    room.leave('quitter');
    room.leave('nobody');
    expect(room.enter(next.ticket, 'next')).toMatchObject({ position: 1 });
    expect(room.enter(quitter.ticket, 'quitter')).toMatchObject({ position: 2 });
  });

  it('forgets a holder who does not ask again soon after they were told to, so the line moves on', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const gone = room.enter(undefined, 'gone')!;
    state.now += 1;
    const staying = room.enter(undefined, 'staying')!;
    // 'staying' asks again as told; 'gone' never does, and past its wait plus 5 s its place is given up.
    for (let i = 0; i < 6; i++) {
      state.now += staying.retry_after_ms + 500;
      expect(room.enter(staying.ticket, 'staying')).not.toBeNull();
    }
    expect(state.now - 1_000_000).toBeGreaterThan(gone.retry_after_ms + 5_000);
    expect(room.enter(staying.ticket, 'staying')).toMatchObject({ position: 1 });
    expect(room.waiting()).toBe(1);
  });

  it('does not hold up those behind for a holder more than 0.5 s late back, who keeps its place for when it is', () => {
    const { state, room } = setUp(1);
    state.load = 1;
    const start = state.now;
    const away = room.enter(undefined, 'away')!;
    state.now += 1;
    const here = room.enter(undefined, 'here')!;
    expect(away.retry_after_ms).toBe(500);
    // A place is free, but 'away' is ahead and not yet due back: 'here' waits for it.
    state.load = 0;
    state.now = start + 300;
    expect(room.enter(here.ticket, 'here')).toMatchObject({ position: 2 });
    state.now = start + away.retry_after_ms + 500;
    expect(room.enter(here.ticket, 'here')).toMatchObject({ position: 2 });
    // More than 0.5 s past its time (asking another process of the deployment, or gone), it is not waited for.
    state.now += 1;
    expect(room.enter(here.ticket, 'here')).toBeNull();
    // Back within its grace, it is still ahead of anyone who came after it.
    state.load = 1;
    expect(room.enter(undefined, 'later')).toMatchObject({ position: 2 });
    expect(room.enter(away.ticket, 'away')).toMatchObject({ position: 1 });
    state.load = 0;
    expect(room.enter(away.ticket, 'away')).toBeNull();
  });

  it('follows a capacity that changes with the pace (fewer let in while the work is slow)', () => {
    const state = { capacity: 4 };
    const room = createWaitingRoom({ load: () => 2, perSecond: () => 10 }, { capacity: () => state.capacity, secret: Buffer.alloc(32, 4), now: () => 5_000 });
    expect(room.enter(undefined, 'a')).toBeNull();
    state.capacity = 2;
    expect(room.enter(undefined, 'b')).toMatchObject({ position: 1 });
  });

  it('admit throws the place in line as a 429 with the queue text', () => {
    const { state, room } = setUp(0);
    state.load = 0;
    let thrown: unknown;
    try {
      admit(room, undefined, 's');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WaitingRoomError);
    expect(thrown).toMatchObject({ statusCode: 429, message: messages.waitingRoom.queued, place: { position: 1 } });
  });
});

describe('createTicketReader', () => {
  const secret = Buffer.alloc(32, 5);
  const now = 2_000_000;

  it('answers as readTicket does, a remembered ticket included: its subject only, and never once it has lapsed', () => {
    const tickets = createTicketReader(secret, 60_000);
    const ticket = issueTicket(secret, now, 'a');
    const signed = readTicket(secret, ticket, 'a', now, 60_000);
    expect(signed).not.toBeNull();
    for (let i = 0; i < 3; i++) expect(tickets.read(ticket, 'a', now)).toEqual(signed);
    expect(tickets.remembered()).toBe(1);
    expect(tickets.read(ticket, 'b', now)).toBeNull();
    expect(tickets.read(ticket, 'a', now + 60_000)).toEqual(signed);
    expect(tickets.read(ticket, 'a', now + 60_001)).toBeNull();
    // Shown before the time it states (a clock more than a minute behind the issuer's), as readTicket refuses it.
    expect(tickets.read(ticket, 'a', now - 60_001)).toBeNull();
    expect(tickets.read(ticket, 'a', now - 60_000)).toEqual(signed);
  });

  it('remembers only genuine tickets, and at most its size, forgetting the first remembered first', () => {
    const tickets = createTicketReader(secret, 60_000, 3);
    const [id, signature] = issueTicket(secret, now, 'a').split('.').slice(1) as [string, string];
    for (const forged of ['garbage', `${now - 1}.${id}.${signature}`, issueTicket(Buffer.alloc(32, 6), now, 'a')]) {
      expect(tickets.read(forged, 'a', now)).toBeNull();
    }
    expect(tickets.remembered()).toBe(0);
    const issued = Array.from({ length: 5 }, (_, i) => issueTicket(secret, now + i, `s${i}`));
    issued.forEach((ticket, i) => expect(tickets.read(ticket, `s${i}`, now + 10)).toMatchObject({ arrivedAt: now + i }));
    expect(tickets.remembered()).toBe(3);
    // A forgotten ticket is still genuine: it is checked again.
    expect(tickets.read(issued[0], 's0', now + 10)).toMatchObject({ arrivedAt: now });
    expect(tickets.remembered()).toBe(3);
  });
});
