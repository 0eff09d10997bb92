import { afterEach, describe, expect, it } from 'vitest';
import { i18n, resources, setLanguage } from './i18n';
import enAuth from '@/locales/en/auth.json';
import enChat from '@/locales/en/chat.json';
import enCommon from '@/locales/en/common.json';
import enConversation from '@/locales/en/conversation.json';
import enPages from '@/locales/en/pages.json';
import enArticles from '@/locales/en/articles.json';
import enCloudPhone from '@/locales/en/cloudPhone.json';
import enHostApp from '@/locales/en/hostApp.json';
import enScreens from '@/locales/en/screens.json';
import zhArticles from '@/locales/zh-CN/articles.json';
import zhCloudPhone from '@/locales/zh-CN/cloudPhone.json';
import zhConversation from '@/locales/zh-CN/conversation.json';
import zhHostApp from '@/locales/zh-CN/hostApp.json';
import zhScreens from '@/locales/zh-CN/screens.json';

const en = { common: enCommon, pages: enPages, auth: enAuth, chat: enChat };

/** Every leaf key path of a nested strings object. */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

/** English plural forms (`x_one` beside `x`, i18next's suffixes) count as the key itself: Chinese has one form. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const withoutPluralForms = (list: string[]): string[] => [...new Set(list.map((k) => k.replace(PLURAL, '')))].sort();

afterEach(async () => {
  await setLanguage('zh-CN');
  localStorage.clear();
});

describe('locales', () => {
  it.each(Object.keys(en) as Array<keyof typeof en>)('en/%s has exactly the keys of zh-CN', (ns) => {
    expect(withoutPluralForms(keys(en[ns]))).toEqual(keys(resources['zh-CN'][ns]).sort());
  });

  it.each([
    ['conversation', enConversation, zhConversation],
    ['screens', enScreens, zhScreens],
    ['articles', enArticles, zhArticles],
    ['hostApp', enHostApp, zhHostApp],
    ['cloudPhone', enCloudPhone, zhCloudPhone],
  ] as const)('the lazily registered %s strings have the same keys in both languages', (_ns, enBundle, zhBundle) => {
    expect(withoutPluralForms(keys(enBundle))).toEqual(keys(zhBundle).sort());
  });

  it('the screens and articles strings are not on the first screen: they arrive with their pages', async () => {
    expect(resources['zh-CN']).not.toHaveProperty('screens');
    expect(resources['zh-CN']).not.toHaveProperty('articles');
    await import('./strings/screens');
    expect(i18n.t('screens:history.heading')).toBe(zhScreens.history.heading);
  });

  it('English loads on demand and is remembered', async () => {
    expect(i18n.hasResourceBundle('en', 'chat')).toBe(false);
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('chat:input.send')).toBe('Send');
    expect(i18n.t('conversation:list.backToLatest')).toBe('Back to latest');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
