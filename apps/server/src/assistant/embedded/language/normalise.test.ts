import { describe, expect, it } from 'vitest';
import { normaliseQuestion } from './normalise';
import { parseBudget } from './budget';

describe('normaliseQuestion', () => {
  it.each([
    ['２０００以内的手机', '2000以内的手机'],
    ['ＳＯＮＹ耳机', 'SONY耳机'],
    ['５００～８００的耳机！！', '500~800的耳机!!'],
    ['  降噪耳机　推荐  ', '降噪耳机 推荐'],
    ['耳机。', '耳机。'],
  ])('%s → %s', (text, plain) => expect(normaliseQuestion(text)).toBe(plain));

  it('lets the grammars read full-width digits', () => {
    expect(parseBudget(normaliseQuestion('１５００块左右的耳机'))?.budget).toMatchObject({ min: 1200, max: 1800 });
  });
});
