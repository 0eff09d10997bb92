import { describe, expect, it } from 'vitest';
import { shouldSendOnEnter, type EnterKey } from './ime';

const key = (over: Partial<EnterKey> = {}): EnterKey => ({
  key: 'Enter',
  shiftKey: false,
  isComposing: false,
  keyCode: 13,
  ...over,
});

describe('the Enter rule', () => {
  it.each<[string, EnterKey, boolean, boolean]>([
    ['Enter sends', key(), false, true],
    ['Shift+Enter is a new line', key({ shiftKey: true }), false, false],
    ['Enter while composing (tracked) never sends', key(), true, false],
    ['Enter with isComposing never sends', key({ isComposing: true }), false, false],
    ['Enter with keyCode 229 (IME) never sends', key({ keyCode: 229 }), false, false],
    ['other keys never send', key({ key: 'a', keyCode: 65 }), false, false],
  ])('%s', (_name, event, composing, expected) => {
    expect(shouldSendOnEnter(event, composing)).toBe(expected);
  });
});
