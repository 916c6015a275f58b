import { thirdPartyScripts, type ClientWire, type Camelize } from '@courtside/core';
import { useEffect } from 'react';

type ClientConfig = Camelize<ClientWire>['config'];

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

/**
 * Spec §3 Config: the operator's tag manager and translation script, loaded only when set (core's thirdPartyScripts
 * decides; the server's CSP allows exactly those origins for this tenant). Nothing loads by default.
 */
export function useThirdPartyScripts(config: ClientConfig | undefined) {
  const scripts = config ? thirdPartyScripts({ tagManagerId: config.tagManagerId, autoTranslate: config.autoTranslate }) : null;
  const tagManager = scripts?.tagManager ?? null;
  const translation = scripts?.translation ?? null;
  useEffect(() => {
    if (!tagManager) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(tagManager);
  }, [tagManager]);
  const translationSrc = translation?.src ?? null;
  const projectKey = translation?.projectKey ?? null;
  useEffect(() => {
    if (!translationSrc || !projectKey) return;
    addScript(translationSrc, () => window.Weglot?.initialize({ api_key: projectKey }));
  }, [translationSrc, projectKey]);
}
