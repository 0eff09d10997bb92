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
    // Decision 075: an emoji that names a thing is its word; others go.
    ['🎧🎧 降噪的 别太贵', '耳机耳机 降噪的 别太贵'],
    ['☕️机 家用 新手', '咖啡机 家用 新手'],
    ['📱 256g的', '手机 256g的'],
    ['想买个加湿器😂', '想买个加湿器'],
    // Characters typed apart are one word again; pairs stay as typed.
    ['机 械 键 盘 红轴', '机械键盘 红轴'],
    ['iphone 有 啥 推荐', 'iphone 有 啥 推荐'],
    // English shopping words (lexicon/english-words.ts), whole words in any case.
    ['有没有cheap一点的 earphone 一百多', '有没有 便宜 一点的 耳机 一百多'],
    ['laptop 轻薄 budget 6k', '笔记本电脑 轻薄 预算 6k'],
    ['Air Fryer 推荐 美的', '空气炸锅 推荐 美的'],
    ['MacBook Air', 'MacBook Air'],
    // Decision 036: single English words; a line word after a Latin name stays (Apple Watch).
    ['跑步用的watch 有推荐吗', '跑步用的 手表 有推荐吗'],
    ['earbuds', '真无线耳机'],
    ['Headphones 索尼', '头戴式耳机 索尼'],
    ['phone 拍照好的', '手机 拍照好的'],
    ['Apple Watch Ultra 2', 'Apple Watch Ultra 2'],
    ['华为watch', '华为 手表'],
    ['iPad　mini', 'iPad mini'],
    // Traditional characters read as simplified; an English price word after its amount.
    ['電吹風 要 速 乾 的', '电吹风要速干的'],
    ['手機推薦 4000左右', '手机推荐 4000左右'],
    ['無線藍牙耳機 兩千以內', '无线蓝牙耳机 两千以内'],
    // 大写 numerals read as everyday ones; a lone 拾 stays a word (decision 070).
    ['壹仟元以内的显示器', '一千元以内的显示器'],
    ['预算贰仟伍佰', '预算二千五百'],
    ['帮我收拾一下行李箱', '帮我收拾一下行李箱'],
    ['冰相 一级能效', '冰箱 一级能效'],
    ['口虹推荐', '口红推荐'],
    ['recommend 电动牙刷 pls under 200', '推荐 电动牙刷 200以内'],
    ['laptop below 5k', '笔记本电脑 5k以内'],
    ['耳机 around ¥300', '耳机 300左右'],
    ['跑鞋 at least 500', '跑鞋 500以上'],
    ['iPhone 16 Pro Max 256G', 'iPhone 16 Pro Max 256G'],
    ['高仿A货包包', '高仿A货包包'],
  ])('%s → %s', (text, plain) => expect(normaliseQuestion(text)).toBe(plain));

  it('lets the grammars read full-width digits', () => {
    expect(parseBudget(normaliseQuestion('１５００块左右的耳机'))?.budget).toMatchObject({ min: 1200, max: 1800 });
  });
});
