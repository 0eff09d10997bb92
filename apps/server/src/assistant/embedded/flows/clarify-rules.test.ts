import { describe, expect, it } from 'vitest';
import { clarifyRuleFor } from './clarify-rules';
import { vagueAsks } from '../language/phrases/vague-asks';

/** The turn as read: its vague asks, and whether it names the catalog. */
const turnOf = (question: string, names: boolean) => ({ vague: vagueAsks(question, false), namesCatalog: names });

describe('clarifyRuleFor', () => {
  it.each<[question: string, names: boolean, slot: string]>([
    ['有啥好东西推荐', false, 'anything'],
    ['有什么好东西', false, 'anything'],
    ['随便推荐点', false, 'anything'],
    ['买点啥好', false, 'anything'],
    ['有啥值得买的', false, 'anything'],
    ['推荐点好用的', false, 'anything'],
    ['想换个新东西', false, 'anything'],
    // Decision 070: something to replace, not named.
    ['用旧了 想换个新的', false, 'anything'],
    ['坏了 打算买个新的', false, 'anything'],
    ['换个新的吧', false, 'anything'],
    ['想买点数码产品', false, 'area_数码'],
    ['想买个电器', false, 'area_电器'],
    ['最近想添点电器', false, 'area_电器'],
    ['家里想添个电器', false, 'area_电器'],
    ['家电有啥推荐', false, 'area_电器'],
    ['给家里添点小家电', false, 'area_电器'],
    ['想换点电子产品', false, 'area_数码'],
    ['新房装修好了 添点家电', false, 'area_电器'],
    ['宿舍用的小电器', false, 'area_宿舍'],
    ['给家里添置点东西', false, 'area_家里'],
    ['想买点厨房用的', false, 'area_厨房'],
    ['推荐个礼物', false, 'gift_recipient'],
  ])('%s asks about %s', (question, names, slot) => {
    expect(clarifyRuleFor(turnOf(question, names), null)?.slot).toBe(slot);
  });

  it.each<[question: string, names: boolean]>([
    ['推荐点好用的耳机', true],
    ['有啥值得买的耳机', true],
    ['想买个电饭煲', true],
    ['想买点数码产品，3000以内的耳机', true],
    ['茶叶 送人的 三百以内', true],
    ['送人的红酒', true],
  ])('%s is answered without asking', (question, names) => {
    expect(clarifyRuleFor(turnOf(question, names), null)).toBeNull();
  });

  it('does not ask the same slot twice in a row', () => {
    expect(clarifyRuleFor(turnOf('随便推荐点', false), 'anything')).toBeNull();
  });
});
