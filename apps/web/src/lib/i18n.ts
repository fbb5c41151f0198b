/**
 * i18next set-up: Dutch by default, English as fallback, the choice remembered in local
 * storage. Every user-facing text lives in src/locales/{nl,en}.json and the features'
 * locales/{nl,en}.json. Only the language shown is loaded (lib/translations.ts): main.tsx
 * renders once `languageReady` settles, and changeLang loads the other before switching.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadTranslations } from './translations';
import { storage, type Lang } from './storage';

export const LANGS: readonly Lang[] = ['nl', 'en'];
export const DEFAULT_LANG: Lang = 'nl';

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storage.getLang() ?? DEFAULT_LANG,
  fallbackLng: 'en',
  supportedLngs: LANGS,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

/** The language the console shows now, as the API's Accept-Language expects it. */
export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'nl';
}

const loading = new Map<Lang, Promise<void>>();

/** Loads a language's texts into i18next, once. */
export function loadLanguage(lang: Lang): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    done = loadTranslations(lang).then((tree) => {
      i18n.addResourceBundle(lang, 'translation', tree, true, true);
    });
    // A failed load (a lost connection) may be tried again.
    done.catch(() => loading.delete(lang));
    loading.set(lang, done);
  }
  return done;
}

/** The shown language's texts, loading from the start. */
export const languageReady: Promise<void> = loadLanguage(currentLang());

/** Switches the language and remembers the choice. */
export async function changeLang(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  storage.setLang(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export { i18n };
