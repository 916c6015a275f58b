import { thirdPartyScripts, type ThirdPartySettings } from '@courtside/core';

// The operator's tag manager and translation script, loaded (with this module) only for a tenant that sets one
// (thirdPartyScripts.ts), so no other tenant's first load carries it.

declare global {
  interface Window {
    dataLayer?: unknown[];
    Weglot?: { initialize: (options: { api_key: string }) => void };
  }
}

/** Adds an async script once (a second call for the same address does nothing). */
function addScript(src: string, onLoad?: () => void) {
  if ([...document.scripts].some((s) => s.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = 'true';
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.head.append(script);
}

/** Loads what the settings name (core's thirdPartyScripts decides; the server's CSP allows exactly those origins). */
export function loadThirdPartyScripts(settings: ThirdPartySettings): void {
  const { tagManager, translation } = thirdPartyScripts(settings);
  if (tagManager && ![...document.scripts].some((s) => s.src === tagManager)) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(tagManager);
  }
  if (translation) addScript(translation.src, () => window.Weglot?.initialize({ api_key: translation.projectKey }));
}
