export { TAG_MANAGER_PREFIX, TAG_MANAGER_ORIGIN, TRANSLATION_ORIGIN, TRANSLATION_SCRIPT, tagManagerIdSchema, thirdPartyScripts, thirdPartyOrigins } from './thirdParty';
export type { ThirdPartySettings } from './thirdParty';
