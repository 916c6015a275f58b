import type { BookingPassView } from './BookingPass';

// A small QR-like SVG for the stories (the server draws the real ones).
const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><path fill="white" d="M0 0h21v21H0z"/><path stroke="black" d="M0 0.5h7M8 0.5h1M14 0.5h7M0 1.5h1M6 1.5h1M14 1.5h1M20 1.5h1M0 2.5h1M2 2.5h3M6 2.5h1M9 2.5h2M14 2.5h1M16 2.5h3M20 2.5h1M0 6.5h7M14 6.5h7M0 14.5h7M10 10.5h3M0 20.5h7M14 20.5h3"/></svg>';

/** A pass as the stories show it. */
export const samplePass: BookingPassView = {
  bookingId: 41,
  name: 'Aqua aerobics',
  when: 'Sat, 12 Dec 2026 10:00',
  venue: 'Riverside Aquatics Centre',
  attendee: 'Jamie Morgan',
  code: '7KQ4-M2XD-9TPB',
  qrSvg,
  checkedInAt: null,
};
