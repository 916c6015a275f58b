/**
 * A route's chunks, fetched beside its module when a navigation starts. The build lists, for each spec §2 bookings route,
 * the chunks its module needs beyond the entry's (`route-preloads.json`, written by routePreloads.ts); the server puts
 * the first page's as `modulepreload` links into the page, and this adds them for every later navigation. The bundler's
 * own per-import lists are off (vite.config.ts): they were a table of every chunk's name inside the entry script,
 * about 3.5 KiB gzip on every first load.
 */
type Lists = Record<string, string[]>;
let lists: Promise<Lists> | undefined;
const added = new Set<string>();

/** The build's lists, read once (the file is small and revalidated; a failure only loses the head start). */
export const routeChunkLists = (): Promise<Lists> =>
  (lists ??= fetch('/route-preloads.json')
    .then((response) => (response.ok ? (response.json() as Promise<Lists>) : {}))
    .catch(() => ({})));

/**
 * Whether the page came naming its first route's chunks (the app loader's `data-preloads`, which the loader turns into
 * links itself): its first route then needs no list, and the list is read once the app has taken the page over
 * (main.tsx), not in the router's first task.
 */
let firstRouteNamedInPage = typeof document !== 'undefined' && document.querySelector('[data-preloads]') !== null;

/** Starts downloading a route's chunks beside its module (a `modulepreload` link for each, once). */
export function preloadRouteChunks(pattern: string): void {
  if (typeof document === 'undefined') return; // the server's first view needs none
  if (firstRouteNamedInPage) {
    firstRouteNamedInPage = false;
    return;
  }
  void routeChunkLists().then((all) => {
    for (const href of all[pattern] ?? []) {
      if (added.has(href) || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
      added.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  });
}
