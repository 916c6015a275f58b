import { describe, expect, it } from 'vitest';
import { tagManagerIdSchema } from '../contract/admin';
import { thirdPartyOrigins, thirdPartyScripts } from './thirdParty';

const none = { tagManagerId: null, autoTranslate: { enabled: false, projectKey: null } };

describe('tag-manager ids (spec §3 Config)', () => {
  it('must start with the prefix', () => {
    expect(tagManagerIdSchema.safeParse('GTM-AB12CD').success).toBe(true);
    for (const id of ['AB12CD', 'gtm-ab12cd', 'GTM-', 'GTM-AB1', 'GTM-AB12CD"><script>', 'UA-12345-1']) expect(tagManagerIdSchema.safeParse(id).success, id).toBe(false);
  });
});

describe('thirdPartyScripts', () => {
  it('loads nothing when nothing is set', () => {
    expect(thirdPartyScripts(none)).toEqual({ tagManager: null, translation: null });
    expect(thirdPartyOrigins(none)).toEqual({ script: [], connect: [], img: [], style: [] });
  });
  it('loads the tag manager for a valid id only', () => {
    expect(thirdPartyScripts({ ...none, tagManagerId: 'GTM-AB12CD' }).tagManager).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(thirdPartyScripts({ ...none, tagManagerId: 'AB12CD' }).tagManager).toBeNull();
    expect(thirdPartyOrigins({ ...none, tagManagerId: 'GTM-AB12CD' }).script).toEqual(['https://www.googletagmanager.com', 'https://www.google-analytics.com']);
  });
  it('loads the translation script only when enabled and a project key exists', () => {
    expect(thirdPartyScripts({ ...none, autoTranslate: { enabled: true, projectKey: 'wg_123' } }).translation).toEqual({ src: 'https://cdn.weglot.com/weglot.min.js', projectKey: 'wg_123' });
    expect(thirdPartyScripts({ ...none, autoTranslate: { enabled: true, projectKey: null } }).translation).toBeNull();
    expect(thirdPartyScripts({ ...none, autoTranslate: { enabled: true, projectKey: '  ' } }).translation).toBeNull();
    expect(thirdPartyScripts({ ...none, autoTranslate: { enabled: false, projectKey: 'wg_123' } }).translation).toBeNull();
    expect(thirdPartyOrigins({ ...none, autoTranslate: { enabled: true, projectKey: 'wg_123' } }).script).toEqual(['https://cdn.weglot.com']);
  });
});
