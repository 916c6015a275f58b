export { TAG_MANAGER_PREFIX, TAG_MANAGER_ORIGIN, TRANSLATION_ORIGIN, TRANSLATION_SCRIPT, TAG_MANAGER_ID, tagManagerIdMessage, thirdPartyScripts, thirdPartyOrigins } from './thirdParty';
export type { ThirdPartySettings } from './thirdParty';
export { addressRange, webhookTargetRefusal, resolvedAddressRefusal } from './webhookTargets';
export type { AddressRange, WebhookTarget, TargetOptions } from './webhookTargets';
export { venueThemeOver } from './venueTheme';
