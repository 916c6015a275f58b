import { describe, expect, it } from 'vitest';
import { EMBED_MAX_HEIGHT, embedFrameSrc, embeddedBasketLinks, embedResizeMessage, readEmbedCheckout, readEmbedResize } from './embedProtocol';

describe('embedded page → host messages', () => {
  it('sends whole, bounded heights with the page path', () => {
    expect(embedResizeMessage(812.2, '/location/pool')).toEqual({ type: 'courtside:resize', height: 813, path: '/location/pool' });
    expect(embedResizeMessage(-5, '/').height).toBe(0);
    expect(embedResizeMessage(1e9, '/').height).toBe(EMBED_MAX_HEIGHT);
  });
  it('reads only a well-formed resize', () => {
    expect(readEmbedResize({ type: 'courtside:resize', height: 640, path: '/x' })).toEqual({ type: 'courtside:resize', height: 640, path: '/x' });
    expect(readEmbedResize({ type: 'courtside:resize', height: 640 })).toEqual({ type: 'courtside:resize', height: 640, path: '' });
    for (const bad of [null, 'courtside:resize', { type: 'other', height: 1 }, { type: 'courtside:resize', height: '640' }, { type: 'courtside:resize', height: 1.5 }, { type: 'courtside:resize', height: -1 }, { type: 'courtside:resize', height: EMBED_MAX_HEIGHT + 1 }]) {
      expect(readEmbedResize(bad)).toBeNull();
    }
  });
});

describe('the embed script frame address', () => {
  it('frames the activity, the venue or the home, embedded', () => {
    expect(embedFrameSrc('https://bookings.peak.example/', { venue: 'city pool', activity: 'swim' })).toBe('https://bookings.peak.example/location/city%20pool/swim?embedded=true');
    expect(embedFrameSrc('https://bookings.peak.example', { venue: 'pool' })).toBe('https://bookings.peak.example/location/pool?embedded=true');
    expect(embedFrameSrc('https://bookings.peak.example', { venue: ' ', activity: 'swim' })).toBe('https://bookings.peak.example/?embedded=true');
  });
});

describe('where an embedded page’s checkout opens', () => {
  it('asks for a new tab only when the operator’s element says so', () => {
    expect(embedFrameSrc('https://bookings.peak.example', { venue: 'pool', checkout: 'new-tab' })).toBe('https://bookings.peak.example/location/pool?embedded=true&checkout=new-tab');
    expect(embedFrameSrc('https://bookings.peak.example', { venue: 'pool', checkout: 'frame' })).toBe('https://bookings.peak.example/location/pool?embedded=true');
    expect(embedFrameSrc('https://bookings.peak.example', { venue: 'pool', checkout: '<script>' })).toBe('https://bookings.peak.example/location/pool?embedded=true');
  });

  it('reads the frame’s address, refusing anything but the two places', () => {
    expect(readEmbedCheckout('?embedded=true&checkout=new-tab')).toBe('new-tab');
    expect(readEmbedCheckout('?checkout=frame')).toBe('frame');
    expect(readEmbedCheckout('?checkout=popup')).toBeNull();
    expect(readEmbedCheckout('?embedded=true')).toBeNull();
  });

  it('keeps the basket and the checkout in the frame, embedded, by default', () => {
    expect(embeddedBasketLinks('frame', 'tok')).toEqual({ basket: '/basket?embedded=true', checkout: '/basket/checkout?embedded=true', checkoutInNewTab: false });
  });

  it('opens a new tab’s checkout as the full site, carrying the login the frame holds', () => {
    expect(embeddedBasketLinks('new-tab', 'a b&c')).toEqual({ basket: '/basket?embedded=true', checkout: '/basket/checkout?token=a%20b%26c', checkoutInNewTab: true });
    expect(embeddedBasketLinks('new-tab', null).checkout).toBe('/basket/checkout');
  });
});
