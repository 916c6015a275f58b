import { enFirstView, namespaces, type en } from '@courtside/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Texts = typeof en;

/** Every text, once loaded; until then an instance starts with the first view's. */
let allTexts: Texts | undefined;
/** Instances made before every text had loaded: they get the rest when it arrives. */
const waiting = new Set<i18n>();
let loading: Promise<void> | undefined;

/**
 * i18next with the spec's namespaces (§9), English only for now. It starts with the texts a first view can show (core's
 * `enFirstView`), so the home page's first load does not carry every page's; `loadTexts` adds the rest.
 */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { en: allTexts ?? enFirstView },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (!allTexts) waiting.add(instance);
  return instance;
}

/**
 * Loads every text beyond the first view's, once, into every instance: each route but home, and each part loaded on
 * demand that shows them (the login modal, the 'Booking for' banner), waits for it before it renders.
 */
export function loadTexts(): Promise<void> {
  loading ??= import('./allTexts').then(({ en: texts }) => {
    allTexts = texts;
    for (const instance of waiting) for (const ns of namespaces) instance.addResourceBundle('en', ns, texts[ns], true, true);
    waiting.clear();
  });
  return loading;
}
