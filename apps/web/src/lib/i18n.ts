import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@app/protocol/constants';
import zhAuth from '@/locales/zh-CN/auth.json';
import zhChat from '@/locales/zh-CN/chat.json';
import zhCommon from '@/locales/zh-CN/common.json';
import zhPages from '@/locales/zh-CN/pages.json';
import type zhConversation from '@/locales/zh-CN/conversation.json';
import type zhCloudPhone from '@/locales/zh-CN/cloudPhone.json';
import type zhHostApp from '@/locales/zh-CN/hostApp.json';
import type zhScreens from '@/locales/zh-CN/screens.json';
import type zhArticles from '@/locales/zh-CN/articles.json';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'zh-CN' satisfies Language;

const NAMESPACES = ['common', 'pages', 'auth', 'chat'] as const;
/** Namespaces that ship with the feature that uses them (`registerStrings`), not with the first screen. */
const LAZY_NAMESPACES = ['conversation', 'hostApp', 'cloudPhone', 'screens', 'articles'] as const;
type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
type Bundle = Record<(typeof NAMESPACES)[number] | LazyNamespace, object>;

/** The default language ships with the first screen; the types of every key come from it. */
export const resources = {
  'zh-CN': { common: zhCommon, pages: zhPages, auth: zhAuth, chat: zhChat },
} as const;

/** Every namespace's keys, for typed `t` (i18next.d.ts). */
export type AppResources = (typeof resources)['zh-CN'] & {
  conversation: typeof zhConversation;
  hostApp: typeof zhHostApp;
  cloudPhone: typeof zhCloudPhone;
  screens: typeof zhScreens;
  articles: typeof zhArticles;
};

/** Other languages load on demand (their JSON is a chunk of its own). */
const LOADERS: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<Bundle>> = {
  en: async () => {
    const conversationLoad = import('@/locales/en/conversation.json');
    const [common, pages, auth, chat, screens, articles] = await Promise.all([
      import('@/locales/en/common.json'),
      import('@/locales/en/pages.json'),
      import('@/locales/en/auth.json'),
      import('@/locales/en/chat.json'),
      import('@/locales/en/screens.json'),
      import('@/locales/en/articles.json'),
    ]);
    const conversation = await conversationLoad;
    const [hostApp, cloudPhone] = await Promise.all([
      import('@/locales/en/hostApp.json'),
      import('@/locales/en/cloudPhone.json'),
    ]);
    return {
      common: common.default,
      pages: pages.default,
      auth: auth.default,
      chat: chat.default,
      screens: screens.default,
      articles: articles.default,
      conversation: conversation.default,
      hostApp: hostApp.default,
      cloudPhone: cloudPhone.default,
    };
  },
};

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
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Makes `lng` the current language, loading its strings first when they are not here yet. */
async function applyLanguage(lng: Language): Promise<void> {
  if (lng !== DEFAULT_LANGUAGE && !i18next.hasResourceBundle(lng, 'common')) {
    const bundle = await LOADERS[lng]();
    for (const ns of [...NAMESPACES, ...LAZY_NAMESPACES]) i18next.addResourceBundle(lng, ns, bundle[ns], true, true);
  }
  await i18next.changeLanguage(lng);
}

/** Settles once the stored language is ready (at once for the default); render after it. */
export const i18nReady: Promise<void> = applyLanguage(storedLanguage()).catch((error: unknown) => {
  console.warn('[i18n] could not load the stored language; using the default', error);
});

/** The language the user chose, also while its strings are still loading: what requests ask for. */
export const preferredLanguage = (): Language => storedLanguage();

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

export function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.locale, lng);
  return applyLanguage(lng).catch((error: unknown) => console.warn('[i18n] could not switch language', error));
}

/**
 * Adds a lazy namespace's default-language strings; the module that renders them imports its
 * bundle and calls this at load, so the strings travel in that module's chunk.
 */
export function registerStrings(ns: LazyNamespace, bundle: object): void {
  if (!i18next.hasResourceBundle(DEFAULT_LANGUAGE, ns)) i18next.addResourceBundle(DEFAULT_LANGUAGE, ns, bundle);
}

/** zh-CN ⇄ en. */
export const toggleLanguage = (): void => void setLanguage(currentLanguage() === 'zh-CN' ? 'en' : 'zh-CN');

export { i18next as i18n };
