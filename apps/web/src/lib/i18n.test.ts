import { afterEach, describe, expect, it } from 'vitest';
import { i18n, resources, setLanguage } from './i18n';
import enAuth from '@/locales/en/auth.json';
import enChat from '@/locales/en/chat.json';
import enCommon from '@/locales/en/common.json';
import enConversation from '@/locales/en/conversation.json';
import enPages from '@/locales/en/pages.json';
import zhConversation from '@/locales/zh-CN/conversation.json';

const en = { common: enCommon, pages: enPages, auth: enAuth, chat: enChat };

/** Every leaf key path of a nested strings object. */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

afterEach(async () => {
  await setLanguage('zh-CN');
  localStorage.clear();
});

describe('locales', () => {
  it.each(Object.keys(en) as Array<keyof typeof en>)('en/%s has exactly the keys of zh-CN', (ns) => {
    expect(keys(en[ns]).sort()).toEqual(keys(resources['zh-CN'][ns]).sort());
  });

  it('the lazily registered conversation strings have the same keys in both languages', () => {
    expect(keys(enConversation).sort()).toEqual(keys(zhConversation).sort());
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
