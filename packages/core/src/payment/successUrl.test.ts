import { describe, expect, it } from 'vitest';
import { successUrl, type CompletionTarget } from './successUrl';

describe('successUrl (spec §4 Payment "On completion")', () => {
  it.each<[CompletionTarget, string | null]>([
    [{ site: 'bookings', successUrl: 'https://venue.example/thanks', orderId: 42 }, 'https://venue.example/thanks?orderId=42'],
    [{ site: 'bookings', successUrl: 'https://venue.example/thanks?ref=a', orderId: 42 }, 'https://venue.example/thanks?ref=a&orderId=42'],
    [{ site: 'bookings', successUrl: 'https://venue.example/thanks?', orderId: 'a b' }, 'https://venue.example/thanks?orderId=a%20b'],
    [{ site: 'bookings', successUrl: 'https://venue.example/thanks?x=1&', orderId: 7 }, 'https://venue.example/thanks?x=1&orderId=7'],
    [{ site: 'bookings', successUrl: 'https://venue.example/t?x=1#top', orderId: 7 }, 'https://venue.example/t?x=1&orderId=7#top'],
    [{ site: 'online-joining', successUrl: '/welcome#done', orderId: 7 }, '/welcome?orderId=7#done'],
    [{ site: 'bookings', successUrl: 'https://venue.example/thanks', orderId: null }, 'https://venue.example/thanks'],
    [{ site: 'bookings', successUrl: 'https://venue.example/thanks', orderId: '' }, 'https://venue.example/thanks'],
    [{ site: 'online-joining', orderId: 42 }, '/order-confirmed/42'],
    [{ site: 'online-joining', orderId: 42, isKiosk: true }, '/order-confirmed/42?kiosk=true'],
    [{ site: 'bookings', successUrl: '', orderId: 42 }, '/booking-confirmed/42'],
    [{ site: 'my-account', successUrl: null, orderId: 'ord-9' }, '/booking-confirmed/ord-9'],
    [{ site: 'bookings' }, null],
    [{ site: 'online-joining', orderId: '' }, null],
  ])('%o → %s', (target, url) => expect(successUrl(target)).toBe(url));
});
