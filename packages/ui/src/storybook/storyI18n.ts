import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, namespaces } from '@courtside/core';

/**
 * The i18next instance stories render with: English resources from core, 'common' by default.
 * A missing key throws, so a story using a key core lacks fails instead of showing the raw key.
 */
export const storyI18n = i18next.createInstance();

void storyI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: { en },
  ns: [...namespaces],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => {
    throw new Error(`Missing i18n key ${ns}:${key}`);
  },
});
