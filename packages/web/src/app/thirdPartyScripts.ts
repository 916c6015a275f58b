import type { ClientWire, Camelize } from '@courtside/core';
import { useEffect } from 'react';

type ClientConfig = Camelize<ClientWire>['config'];

/**
 * Spec §3 Config: the operator's tag manager and translation script, loaded only when set (thirdPartyLoad.ts, with
 * core's thirdPartyScripts deciding; the server's CSP allows exactly those origins for this tenant). Nothing loads by
 * default, and the loading code comes only for a tenant that sets one.
 */
export function useThirdPartyScripts(config: ClientConfig | undefined) {
  const tagManagerId = config?.tagManagerId ?? null;
  const translate = config?.autoTranslate.enabled ?? false;
  const projectKey = config?.autoTranslate.projectKey ?? null;
  useEffect(() => {
    if (!tagManagerId && !(translate && projectKey)) return;
    void import('./thirdPartyLoad').then(({ loadThirdPartyScripts }) => loadThirdPartyScripts({ tagManagerId, autoTranslate: { enabled: translate, projectKey } }));
  }, [tagManagerId, translate, projectKey]);
}
