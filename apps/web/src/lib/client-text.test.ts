import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { inUserLanguage } from './client-text';
import { setLanguage } from './i18n';

describe('inUserLanguage', () => {
  afterAll(() => setLanguage('zh-CN'));

  it.each([
    ['zh-CN', CLIENT_ERROR_TEXT.network, CLIENT_ERROR_TEXT.network],
    ['en', CLIENT_ERROR_TEXT.network, 'Network error. Check your connection.'],
    ['en', CLIENT_ERROR_TEXT.stopped, 'Stopped'],
    ['en', '商品不存在或已下架', '商品不存在或已下架'],
  ] as const)('in %s, %s reads %s', async (language, text, shown) => {
    await setLanguage(language);
    expect(inUserLanguage(text)).toBe(shown);
  });
});
