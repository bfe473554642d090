import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCommon from '../../locales/de/common.json';
import enCommon from '../../locales/en/common.json';

export const SUPPORTED_LANGUAGES = ['de', 'en', 'it'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
export const FALLBACK_LANGUAGE: Language = 'en';

const LANGUAGE_KEY = 'retropics.language';

// German (default) and English (fallback) shell texts ship with the first script; Italian and the
// long legal texts load as their own chunks when needed.
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = lazyLocales[`../../locales/${language}/${namespace}.json`];
    if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
    return load().then((module) => module.default);
  },
} as BackendModule;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      resources: { de: { common: deCommon }, en: { common: enCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.language);
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not persisted, still switched for this visit.
  }
  await i18next.changeLanguage(language);
}
