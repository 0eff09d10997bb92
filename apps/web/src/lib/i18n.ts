import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@app/protocol/constants';
import enAuth from '@/locales/en/auth.json';
import enChat from '@/locales/en/chat.json';
import enCommon from '@/locales/en/common.json';
import enPages from '@/locales/en/pages.json';
import zhAuth from '@/locales/zh-CN/auth.json';
import zhChat from '@/locales/zh-CN/chat.json';
import zhCommon from '@/locales/zh-CN/common.json';
import zhPages from '@/locales/zh-CN/pages.json';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const resources = {
  'zh-CN': { common: zhCommon, pages: zhPages, auth: zhAuth, chat: zhChat },
  en: { common: enCommon, pages: enPages, auth: enAuth, chat: enChat },
} as const;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.locale);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'pages', 'auth', 'chat'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

export function setLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEYS.locale, lng);
  void i18next.changeLanguage(lng);
}

/** zh-CN ⇄ en. */
export const toggleLanguage = (): void => setLanguage(currentLanguage() === 'zh-CN' ? 'en' : 'zh-CN');

export { i18next as i18n };
