import { en, namespaces } from '@courtside/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** i18next with the spec's namespaces (§9), English only for now. */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { en },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
