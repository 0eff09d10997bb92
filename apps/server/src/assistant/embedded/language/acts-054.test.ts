import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { Vocabulary } from '#server/modules/catalog/vocabulary';
import { namesProductLine } from './product-lines';
import { detectIntent, type Intent } from './intent';
import { dateAnswer, smallTalkOf, timeAnswer } from './small-talk';
import { AFTER_SALES_ANSWERS } from './lexicon/after-sales-answers';

/** Decision 054: after-sales asks and small talk win over product search; searches stay searches. */
const vocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))],
  MALLS.map((m) => m.name),
);
const intentOf = (question: string): Intent =>
  detectIntent({
    question,
    hasImage: false,
    hasVoice: false,
    hasProduct: false,
    namesCategory: vocabulary.matchCategories(question).categories.length > 0,
    namesBrand: vocabulary.matchBrands(question).brands.length > 0 || namesProductLine(question),
  });

describe('after-sales asks (purchase, delivery, fitting, invoice, return × question)', () => {
  it.each([
    '空调装机要另外收钱吗',
    '热水器上门安装要额外收费吗',
    '油烟机打孔要另外给钱吗',
    '空调移机要收钱吗',
    '洗衣机的发票弄丢了 怎么补开',
    '电视的发票不小心弄丢了',
    '冰箱发票开错了 能重开吗',
    '京东买的笔记本 能开公司抬头的发票吗',
    '上周买的打印机 发票能换成单位抬头吗',
    '快递箱子破了 要不要签收',
    '快递外包装破了 能拒收吗',
    '收到的包裹盒子破了',
    '充电宝寄回去换货 运费谁出',
    '耳机退货 运费谁承担',
    '空调安装费怎么算',
    '上个月买的电饭煲 内胆涂层掉了',
    '刚买的手表 表带断了',
    '前几天买的行李箱 轮子掉了',
    '去年买的不粘锅 涂层脱落了',
    '昨天买的运动鞋 鞋底开胶了',
  ])('%s is after-sales', (q) => {
    expect(intentOf(q)).toBe('after_sales');
  });

  it.each([
    ['送货上门的洗衣机', 'shopping'],
    ['带安装的空调', 'shopping'],
    ['包安装的热水器推荐', 'shopping'],
    ['评价好的耳机', 'shopping'],
    ['能开发票的打印机 公司用', 'shopping'],
    ['涂层不易脱落的不粘锅', 'shopping'],
    ['表带不容易断的手表', 'shopping'],
    ['结实点的行李箱 轮子好的', 'shopping'],
    ['想买台电脑 能开公司抬头的发票吗', 'shopping'],
    ['公司报销要发票 买台联想笔记本能开专票吗', 'shopping'],
    ['包邮的充电宝', 'shopping'],
  ])('%s stays %s', (q, intent) => {
    expect(intentOf(q)).toBe(intent);
  });

  it.each([
    ['空调装机要另外收钱吗', 'fitting'],
    ['快递箱子破了 要不要签收', 'parcel'],
    ['充电宝寄回去换货 运费谁出', 'post'],
    ['洗衣机的发票弄丢了 怎么补开', 'invoice'],
    ['京东买的笔记本 能开公司抬头的发票吗', 'invoice'],
    ['刚买完就降价了 价保怎么申请', 'price-protection'],
    ['下单三天了还没发货 咋办', 'delivery'],
    ['上个月买的电饭煲 内胆涂层掉了', 'fault'],
    ['电视一般保修几年', 'fault'],
    ['七天无理由 拆了包装还能退不', 'return'],
  ])('%s is answered on %s', (q, topic) => {
    expect(AFTER_SALES_ANSWERS.find((r) => r.words.some((w) => q.includes(w)))?.topic).toBe(topic);
  });
});

describe('small talk as a whole question', () => {
  it.each([
    ['今天几号来着', 'date'],
    ['今天几号', 'date'],
    ['今天是几月几号', 'date'],
    ['明天星期几', 'date'],
    ['今天礼拜几啊', 'date'],
    ['请问今天周几', 'date'],
    ['昨天是几号来着', 'date'],
    ['今天的日期', 'date'],
    ['后天几号', 'date'],
    ['今儿几号了', 'date'],
    ['现在几点', 'time'],
    ['几点了', 'time'],
    ['现在几点了？', 'time'],
    ['好的 谢谢 没别的了', 'closing'],
    ['好的谢谢', 'closing'],
    ['嗯嗯 就这些了', 'closing'],
    ['行 先这样吧 谢谢', 'closing'],
    ['ok 谢啦', 'closing'],
    ['没事了 拜拜', 'closing'],
    ['知道了 我再想想', 'closing'],
    ['谢谢你 辛苦了', 'closing'],
    ['好嘞 没有别的了', 'closing'],
    ['不用了 谢谢', 'closing'],
    ['够了 谢谢', 'closing'],
    ['今天好累 不想上班', 'mood'],
    ['上了一天班 好累啊', 'mood'],
    ['好烦啊', 'mood'],
    ['最近压力大', 'mood'],
    ['今天心情不好', 'mood'],
    ['好无聊', 'mood'],
    ['不想上学', 'mood'],
    ['加班 累死了', 'mood'],
    ['唉 真的不想工作', 'mood'],
    ['这几天有点丧', 'mood'],
    // A good mood, a greeting with a mood (decision 068).
    ['你好呀 今天心情不错', 'good-mood'],
    ['今天好开心', 'good-mood'],
    ['心情超好哈哈', 'good-mood'],
    ['在吗 好累啊', 'mood'],
    // An acknowledgement alone is answered in kind since decision 079 (acts-079.test.ts).
    ['好的', 'ack'],
    ['嗯', 'ack'],
  ])('%s is %s', (q, kind) => {
    expect(smallTalkOf(q)).toBe(kind);
  });

  it.each([
    '今天几号能到',
    '几号发货',
    '今天下单明天能到吗',
    '双十一是几号',
    '谢谢 第二个加心愿单',
    '好的 那第二个呢',
    '不想再手洗碗了 太累',
    '天天对着电脑 眼睛又干又酸',
    '上班通勤用的耳机',
    '累了想泡脚 泡脚桶推荐',
    '加班用的护眼台灯',
    '今天有什么优惠',
    '不用了 换个便宜点的',
  ])('%s is no small talk', (q) => {
    expect(smallTalkOf(q)).toBeNull();
  });

  it.each([
    ['今天几号来着', 'small_talk'],
    ['现在几点了', 'small_talk'],
    ['今天好累 不想上班', 'small_talk'],
    ['好的 谢谢 没别的了', 'thanks'],
    ['嗯嗯 就这些了', 'thanks'],
  ])('%s is read as %s, never a search', (q, intent) => {
    expect(intentOf(q)).toBe(intent);
  });

  it('answers the date and the time in China time', () => {
    const now = Date.parse('2026-09-18T04:00:00Z');
    expect(dateAnswer('今天几号来着', now)).toBe('今天是2026年9月18日，星期五。');
    expect(dateAnswer('明天星期几', now)).toBe('明天是2026年9月19日，星期六。');
    expect(dateAnswer('昨天几号', Date.parse('2026-09-17T20:00:00Z'))).toBe('昨天是2026年9月17日，星期四。');
    expect(timeAnswer(now)).toBe('现在是北京时间 12:00。');
  });
});
