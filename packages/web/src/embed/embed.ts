import { embedFrameSrc, readEmbedResize } from '@courtside/core';

/**
 * The embed script operators paste on their own site (built alone to dist/embed.js, see vite.embed.config.ts). For
 * every `<div data-courtside-embed data-venue="…" data-activity="…" data-checkout="…">` it creates an iframe of the bookings site this
 * script came from (embedded=true), titled for assistive technology, and gives it the height its page reports (core's
 * `courtside:resize` message, from that iframe only), so the host never shows an inner scroll bar.
 */
function scriptOrigin(): string {
  const script = document.currentScript as HTMLScriptElement | null;
  return new URL(script?.src ?? window.location.href).origin;
}

function mount(host: HTMLElement, origin: string): void {
  if (host.dataset.courtsideMounted) return;
  host.dataset.courtsideMounted = 'true';
  const frame = document.createElement('iframe');
  frame.src = embedFrameSrc(origin, { venue: host.dataset.venue, activity: host.dataset.activity, checkout: host.dataset.checkout });
  frame.title = host.dataset.title || 'Book online';
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;border:0;height:600px;';
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    const resize = readEmbedResize(event.data);
    if (resize) frame.style.height = `${resize.height}px`;
  });
  host.replaceChildren(frame);
}

const origin = scriptOrigin();
const mountAll = () => document.querySelectorAll<HTMLElement>('[data-courtside-embed]').forEach((host) => mount(host, origin));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
