import { proxy, subscribe } from 'valtio/vanilla';

/** Injected cookie access so core never touches document.cookie. */
export interface CookieAdapter {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeDays: number }): void;
}

/** Spec §3: "Selected venue slug and selected slugs are persisted in a cookie." */
export interface SelectedVenueState {
  venueSlug: string | null;
  activitySlug: string | null;
}

export const selectedVenueCookie = 'courtside_selected';

/** The selection the cookie holds; a missing or malformed cookie is no selection. */
export function readSelectedVenue(cookies: Pick<CookieAdapter, 'get'>): SelectedVenueState {
  try {
    const raw = cookies.get(selectedVenueCookie);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const { venueSlug, activitySlug } = parsed as Record<string, unknown>;
      return {
        venueSlug: typeof venueSlug === 'string' ? venueSlug : null,
        activitySlug: typeof activitySlug === 'string' ? activitySlug : null,
      };
    }
  } catch {
    // A malformed cookie is treated as no selection rather than breaking the page.
  }
  return { venueSlug: null, activitySlug: null };
}

/** The cookie's value for a selection (what `readSelectedVenue` reads back). */
export const selectedVenueCookieValue = (state: SelectedVenueState): string => JSON.stringify({ venueSlug: state.venueSlug, activitySlug: state.activitySlug });

/** Creates the selected-venue store, loaded from and persisted to the cookie (spec §3). */
export function createSelectedVenueStore(cookies: CookieAdapter) {
  const store = proxy<SelectedVenueState>(readSelectedVenue(cookies));
  // Synchronous notification: the cookie is written before any navigation that follows the change.
  subscribe(store, () => cookies.set(selectedVenueCookie, selectedVenueCookieValue(store), { maxAgeDays: 365 }), true);
  return store;
}
export type SelectedVenueStore = ReturnType<typeof createSelectedVenueStore>;

/** Spec §3: selecting a venue (from the home list or a venue page) keeps it for later visits. */
export function selectVenue(store: SelectedVenueStore, venueSlug: string): void {
  if (store.venueSlug !== venueSlug) {
    store.venueSlug = venueSlug;
    store.activitySlug = null;
  }
}
