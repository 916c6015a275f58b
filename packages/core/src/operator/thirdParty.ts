// Spec §3 Config: an operator's tag-manager setting (ids must start with the provider's prefix) and auto-translate
// setting (the external translation script loads only when enabled and a project key exists). What loads, and the
// origins the server's CSP allows for it, come from one place: here.

/** The tag manager's id prefix and the script it loads. */
export const TAG_MANAGER_PREFIX = 'GTM-';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** The translation provider's script (a project key initialises it). */
export const TRANSLATION_ORIGIN = 'https://cdn.weglot.com';
export const TRANSLATION_SCRIPT = `${TRANSLATION_ORIGIN}/weglot.min.js`;

/** A tag-manager container id: the prefix, then 4 to 12 capital letters or digits (the contract's admin schema checks it). */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const tagManagerIdMessage = `Must start with ${TAG_MANAGER_PREFIX} followed by 4 to 12 capital letters or digits`;

/** An operator's third-party settings, as the client config carries them. */
export interface ThirdPartySettings {
  tagManagerId: string | null;
  autoTranslate: { enabled: boolean; projectKey: string | null };
}

/** The scripts a page loads for the settings: the tag manager's (a valid id only) and the translation one (enabled with a key). */
export function thirdPartyScripts(settings: ThirdPartySettings): { tagManager: string | null; translation: { src: string; projectKey: string } | null } {
  const id = settings.tagManagerId;
  const key = settings.autoTranslate.projectKey?.trim();
  return {
    tagManager: id && TAG_MANAGER_ID.test(id) ? `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}` : null,
    translation: settings.autoTranslate.enabled && key ? { src: TRANSLATION_SCRIPT, projectKey: key } : null,
  };
}

/** The origins the content security policy adds for what loads (nothing when nothing is set). */
export function thirdPartyOrigins(settings: ThirdPartySettings): { script: string[]; connect: string[]; img: string[]; style: string[] } {
  const { tagManager, translation } = thirdPartyScripts(settings);
  const analytics = 'https://www.google-analytics.com';
  return {
    script: [...(tagManager ? [TAG_MANAGER_ORIGIN, analytics] : []), ...(translation ? [TRANSLATION_ORIGIN] : [])],
    connect: [...(tagManager ? [analytics, 'https://*.google-analytics.com', 'https://*.analytics.google.com'] : []), ...(translation ? ['https://api.weglot.com', 'https://cdn-api-weglot.com'] : [])],
    img: [...(tagManager ? [TAG_MANAGER_ORIGIN, analytics] : [])],
    style: translation ? [TRANSLATION_ORIGIN] : [],
  };
}
