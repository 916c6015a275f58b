import { useEffect, useMemo, useState } from 'react';

/**
 * HTML the app did not write — a venue's footer (spec §2), a waiver's or the checkout's terms — made safe to render:
 * no script, no event handler, no `javascript:` address. The browser's own sanitiser does it where it has one (the HTML
 * Sanitizer API's `Document.parseHTML`, which removes all of those whatever it is told to keep: it parses into an inert
 * document, ~2 ms for a footer). Elsewhere DOMPurify does, loaded only then: its code is ~9 KB gzip, building its lists
 * as it loads is ~10 ms of this machine's main thread (40–50 at a phone's speed), its first footer ~19 ms.
 */
interface NativeSanitizer {
  allowAttribute(name: string): void;
  allowElement(element: { name: string; attributes: string[] }): void;
}
type ParseHtml = (html: string, options: { sanitizer: NativeSanitizer }) => Document;
const browser = globalThis as { Document?: { parseHTML?: ParseHtml }; Sanitizer?: new () => NativeSanitizer };
const parseSafely = browser.Sanitizer ? browser.Document?.parseHTML : undefined;

/**
 * The browser's safe default, plus what DOMPurify's HTML profile keeps and a venue's footer or terms may use: classes,
 * inline styles and images (their address, text, width and height). Made once, on first use.
 */
let sanitizer: NativeSanitizer | undefined;
function venueHtmlSanitizer(Made: new () => NativeSanitizer): NativeSanitizer {
  if (!sanitizer) {
    sanitizer = new Made();
    sanitizer.allowAttribute('class');
    sanitizer.allowAttribute('style');
    sanitizer.allowElement({ name: 'img', attributes: ['src', 'alt', 'width', 'height'] });
  }
  return sanitizer;
}

/** `raw` made safe by the browser's own sanitiser; null where the browser has none. */
const safeHtmlNatively = (raw: string): string | null =>
  parseSafely && browser.Sanitizer ? parseSafely.call(Document, raw, { sanitizer: venueHtmlSanitizer(browser.Sanitizer) }).body.innerHTML : null;

/** `raw` made safe by DOMPurify (its HTML profile), loaded on first use; once per distinct text. */
const purified = new Map<string, Promise<string>>();
function safeHtmlByDomPurify(raw: string): Promise<string> {
  let made = purified.get(raw);
  if (!made) {
    made = import('dompurify').then(({ default: DOMPurify }) => DOMPurify.sanitize(raw, { USE_PROFILES: { html: true } }));
    purified.set(raw, made);
  }
  return made;
}

/**
 * `raw` as safe HTML ('' for ''); null while there is none yet: no `raw`, or, where the browser has no sanitiser of its
 * own, until DOMPurify has made it safe (an effect after the render; the first time, once its code has loaded).
 */
export function useSafeHtml(raw: string | null | undefined): string | null {
  // Made safe in the browser only. The server's first view (renderToString) has neither sanitiser: there this throws
  // inside the part's Suspense boundary, and React leaves that part to the browser (React 419, main.tsx).
  if (raw && typeof document === 'undefined') throw new Error('HTML the app did not write is made safe in the browser');
  const nativelySafe = useMemo(() => (raw ? safeHtmlNatively(raw) : null), [raw]);
  const [purifiedHtml, setPurifiedHtml] = useState<{ raw: string; html: string } | null>(null);
  const needsPurifying = Boolean(raw) && nativelySafe === null;
  useEffect(() => {
    if (!raw || !needsPurifying) return;
    let current = true;
    void safeHtmlByDomPurify(raw).then((html) => current && setPurifiedHtml({ raw, html }));
    return () => {
      current = false;
    };
  }, [raw, needsPurifying]);
  if (raw === null || raw === undefined) return null;
  if (raw === '') return '';
  return nativelySafe ?? (purifiedHtml?.raw === raw ? purifiedHtml.html : null);
}
