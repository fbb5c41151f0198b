/**
 * i18next set-up: Dutch by default, English as fallback, the choice remembered in local
 * storage. Every user-facing text lives in src/locales/{nl,en}.json.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translations } from './translations';
import { storage, type Lang } from './storage';

export const LANGS: readonly Lang[] = ['nl', 'en'];
export const DEFAULT_LANG: Lang = 'nl';

void i18n.use(initReactI18next).init({
  resources: { nl: { translation: translations.nl }, en: { translation: translations.en } },
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

/** Switches the language and remembers the choice. */
export async function changeLang(lang: Lang): Promise<void> {
  storage.setLang(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export { i18n };
