import { describe, expect, it } from 'vitest';
import { SESSION_TITLE_MAX, sessionTitle } from './rules';

describe('sessionTitle', () => {
  it.each([
    ['推荐一款降噪耳机', '推荐一款降噪耳机'],
    ['  两行\n的\t问题  ', '两行 的 问题'],
    ['   ', '新对话'],
    ['耳'.repeat(SESSION_TITLE_MAX), '耳'.repeat(SESSION_TITLE_MAX)],
    ['耳'.repeat(SESSION_TITLE_MAX + 1), `${'耳'.repeat(SESSION_TITLE_MAX - 1)}…`],
    [`${'耳'.repeat(SESSION_TITLE_MAX - 2)}🎧🎧🎧`, `${'耳'.repeat(SESSION_TITLE_MAX - 2)}🎧…`],
  ])('%j → %j', (question, title) => {
    expect(sessionTitle(question)).toBe(title);
  });
});
