import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { Vocabulary } from '#server/modules/catalog/vocabulary';
import { FLOWS } from '../flows/flow-registry';
import { namesProductLine } from './product-lines';
import { detectIntent, INTENT_RULES, type Intent, type IntentInput } from './intent';

// The generated catalog's own vocabulary, without a database, as the engine computes the flags.
const vocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))],
  MALLS.map((m) => m.name),
);

const input = (question: string, extra: Partial<IntentInput> = {}): IntentInput => ({
  question,
  hasImage: false,
  hasVoice: false,
  hasProduct: false,
  namesCategory: vocabulary.matchCategories(question).categories.length > 0,
  namesBrand: vocabulary.matchBrands(question).brands.length > 0 || namesProductLine(question),
  ...extra,
});

describe('detectIntent', () => {
  it.each<[string, Intent]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['你是谁', 'identity'],
    ['用Python写一段代码', 'unsupported'],
    ['这段代码哪里错了：for i in range(10) print(i)', 'unsupported'],
    ['正则表达式怎么匹配手机号', 'unsupported'],
    ['中国有多少个省', 'unsupported'],
    ['三角形内角和是多少度', 'unsupported'],
    ['推荐几部好看的电影', 'unsupported'],
    ['今天星期几', 'small_talk'],
    ['耳机保修期一般多久啊', 'after_sales'],
    ['佳能 EOS R6 Mark II现在什么价', 'price'],
    // Decision 043: torn between two, the list comma, a price that moved, a time to come.
    ['Bose QC45还是索尼XM5？纠结', 'compare'],
    ['华硕天选5 Pro、惠普暗影精灵10选哪个', 'compare'],
    ['这款最近价格有没有波动', 'price'],
    ['它价格变化大吗', 'price'],
    ['这款有没有降过价', 'price'],
    ['有没有降价的空调', 'shopping'],
    // The bare ask ending a named product's question; 多少 before a unit asks a spec.
    ['ps5 pro多少', 'price'],
    ['飞天茅台现在多少一瓶', 'price'],
    ['mate70pro 价格', 'price'],
    ['石头p20pro值得入吗', 'price'],
    ['小米充电宝多少毫安', 'shopping'],
    ['耳机多少', 'shopping'],
    ['小米15 618前会降吗', 'price'],
    ['会降价的耳机推荐', 'shopping'],
    // How far apart, and names apart by a space only.
    ['戴森v12跟追觅v12s比 差在哪', 'compare'],
    ['徕芬lf03 戴森hd08 差距大不大', 'compare'],
    ['小米15 一加13 哪个好', 'compare'],
    ['华为mate70 256g 哪个好', 'shopping'],
    // Decision 057: 比一下 after both names; two brand-and-model names joined by 和, nothing else.
    ['戴森v12和追觅v12s比一下', 'compare'],
    ['小米15和iphone16比比', 'compare'],
    // Decision 089: one name against the product talked about.
    ['跟小米15比呢', 'compare'],
    ['和追觅V12S比起来呢', 'compare'],
    ['那和Bose QC Ultra相比呢', 'compare'],
    ['佳明fenix8和华为gt5pro', 'compare'],
    ['ps5 和 xbox series x', 'compare'],
    ['小米手环9pro和华为 手表 fit3', 'compare'],
    ['耳机和音箱', 'shopping'],
    ['预算2000和3000', 'shopping'],
    ['华为和小米', 'shopping'],
    ['索尼耳机和bose耳机', 'shopping'],
    ['耳机、音箱、充电宝', 'shopping'],
    ['索尼耳机什么价位的好', 'shopping'],
    // The price lexicon (lexicon/price-asks.ts), about a named product.
    ['拯救者y9000p现在啥价位', 'price'],
    ['iphone 16什么价位', 'price'],
    ['小米15多少米', 'price'],
    ['switch oled 现在入手合适吗', 'price'],
    ['戴森HD15 值不值得买', 'price'],
    ['索尼WH-1000XM5最近降价了吗', 'price'],
    ['AirPods Pro 2什么时候买最便宜', 'price'],
    ['华为Mate 70 Pro历史最低多少', 'price'],
    // Waiting for a sale day is asking about the right moment.
    ['Apple Watch Ultra 2 要等双十一吗', 'price'],
    ['iPhone 16 现在买还是等618', 'price'],
    ['戴森吹风机双11会更便宜吗', 'price'],
    ['索尼WH-1000XM5还会降吗', 'price'],
    ['小米15现在这个价算好价吗', 'price'],
    // Which product is a good deal: a shopping question, whatever price words it has.
    ['618买什么扫地机划算', 'shopping'],
    ['哪款空气炸锅性价比高又划算', 'shopping'],
    ['飞天茅台多少钱一瓶', 'price'],
    ['耳机多少钱', 'shopping'],
    // Decision 070: a kind at a price, no brand, is a search.
    ['千把块的吹风机值得买吗', 'shopping'],
    ['十一去厦门 六号回', 'flight'],
    ['明天去上海', 'flight'],
    ['明天去上海买点啥带回来', 'shopping'],
    ['五百左右的耳机值得买吗', 'shopping'],
    ['两千以内的扫地机值不值得买', 'shopping'],
    ['收到的口红是断的 怎么退', 'after_sales'],
    ['五粮液 送人的', 'shopping'],
    ['想换个手机', 'shopping'],
    ['ps5 pro 多钱', 'price'],
    ['什么价位的耳机好', 'shopping'],
    ['我想要一个航拍飞机', 'shopping'],
    ['坐飞机能带的充电宝', 'shopping'],
    ['明天上海飞北京的飞机', 'flight'],
    ['<div class="a">耳机</div> 这段是什么', 'unsupported'],
    // Decision 036: out of scope beside a catalog word when the words say so; days are no sum.
    ['北京哪家火锅好吃', 'unsupported'],
    ['算下房贷 顺便看看计算器', 'unsupported'],
    ['帮我订个酒店', 'unsupported'],
    ['头疼吃什么药', 'unsupported'],
    ['陪我聊聊天', 'unsupported'],
    ['火锅底料推荐', 'shopping'],
    ['西布曲明减肥药哪里买', 'risk'],
    ['电动牙刷 按销量排', 'shopping'],
    ['6-8号上海飞北京', 'flight'],
    ['帮我写作业', 'unsupported'],
    ['我买的耳机怎么退货', 'after_sales'],
    ['保修期多久', 'after_sales'],
    ['买了东西怎么开发票', 'after_sales'],
    ['保修期长的洗衣机', 'shopping'],
    // After-sales asks that name a category are answered, not searched.
    ['耳机能退货吗', 'after_sales'],
    ['收到的耳机有杂音能换吗', 'after_sales'],
    ['扫地机器人坏了能退吗', 'after_sales'],
    ['买的奶粉质量有问题怎么办', 'after_sales'],
    ['电饭煲支持七天无理由吗', 'after_sales'],
    ['买的吹风机怎么申请售后', 'after_sales'],
    ['耳机七天无理由吗', 'after_sales'],
    ['扫地机器人保修多久', 'after_sales'],
    // A broken one told as the story of a new one wanted is shopping (decision 058).
    ['冰箱用了十几年 不制冷了 想换个新的 预算四千', 'shopping'],
    ['洗衣机坏了 想换个新的 三千以内', 'shopping'],
    ['吹风机不热了 干脆换掉它 推荐个好点的', 'shopping'],
    ['洗衣机坏了 怎么保修', 'after_sales'],
    ['空调能开发票吗', 'after_sales'],
    ['买的手机能补发票吗', 'after_sales'],
    ['能开专票吗', 'after_sales'],
    ['上周买的洗衣机漏水了', 'after_sales'],
    ['买回来的音箱没声音', 'after_sales'],
    ['上次买的电视不开机', 'after_sales'],
    ['空气炸锅物流到哪了', 'after_sales'],
    ['有没有支持七天无理由的耳机', 'shopping'],
    ['有保修的耳机吗', 'shopping'],
    ['没声音的键盘', 'shopping'],
    ['不漏水的保温杯', 'shopping'],
    ['帮我开张发票 金额写高点', 'risk'],
    ['好的我再想想', 'thanks'],
    ['先这样吧', 'thanks'],
    ['上海飞纽约', 'flight'],
    // Two schedule cities with a route word, a trip word or a day: a flight without 飞 or 机票.
    ['国庆想去三亚玩 从杭州出发', 'flight'],
    ['下周一成都回北京', 'flight'],
    ['下周 北京 成都', 'flight'],
    ['北京 上海 哪里买耳机便宜', 'shopping'],
    ['北京上海天气', 'unsupported'],
    ['能不能帮我买个假的LV包', 'risk'],
    ['你叫什么名字？', 'identity'],
    ['你能做什么', 'capability'],
    ['有什么功能', 'capability'],
    ['你好', 'greeting'],
    ['hello!', 'greeting'],
    ['谢谢', 'thanks'],
    ['推荐一款2000元以内的降噪耳机', 'shopping'],
    ['学生党用的轻薄本', 'shopping'],
    ['有没有更便宜的？', 'shopping'],
    ['iPad 哪款值得买', 'shopping'],
    ['MAC子弹头口红哪个色号好看', 'shopping'],
    ['儿童水枪玩具', 'shopping'],
    ['你好，推荐个手机', 'shopping'],
    ['下雨天穿的登山鞋', 'shopping'],
    ['送女朋友口红', 'shopping'],
    ['适合送女朋友的生日礼物，500左右', 'gift'],
    ['给爸妈买什么礼物好', 'gift'],
    // Decision 075: an occasion and whom it is for, without 送.
    ['情人节给老公 2000以内', 'gift'],
    ['给爷爷八十大寿 一千块', 'gift'],
    ['给我爸过生日 一千以内', 'gift'],
    ['哪里能买到仿真枪', 'risk'],
    ['怎么买到冰毒', 'risk'],
    ['高仿LV包哪里买', 'risk'],
    ['帮我查一下这个手机号的主人住址', 'risk'],
    ['出售公民个人信息', 'risk'],
    ['小米15和iPhone 16哪个好', 'compare'],
    ['bose qc45 还是 sony xm5', 'compare'],
    ['华为freebuds 6还是airpods pro 2', 'compare'],
    ['索尼WH-1000XM5和Bose QC45对比', 'compare'],
    ['对比一下华为Mate 70和小米15', 'compare'],
    ['小米15还是iPhone 16好', 'compare'],
    ['这几款哪个好', 'compare'],
    ['联想 小新Pro 14和苹果 MacBook Air 13 M3哪个更值得买？', 'compare'],
    ['这个价格划算吗', 'price'],
    ['最近会降价吗', 'price'],
    ['小米15现在值得买吗', 'price'],
    ['索尼WH-1000XM5历史最低价多少', 'price'],
    ['小米15多少钱', 'price'],
    ['iphone 16 pro max多少钱', 'price'],
    ['戴森v12历史最低', 'price'],
    ['石头p20 pro史低是多少', 'price'],
    ['耳机多少钱', 'shopping'],
    ['收到的口红是断的 怎么退', 'after_sales'],
    ['五粮液 送人的', 'shopping'],
    ['想换个手机', 'shopping'],
    ['ps5 pro 多钱', 'price'],
    ['把索尼WH-1000XM5加入心愿单', 'wish_add'],
    ['加入心愿单', 'wish_add'],
    ['把第二款加到愿望单', 'wish_add'],
    ['看看我的心愿单', 'wish_show'],
    ['我的心愿单里有什么', 'wish_show'],
    ['小米15降到3000提醒我', 'wish_target'],
    ['目标价1500', 'wish_target'],
    ['一千五以下通知我', 'wish_target'],
    ['下周五北京飞上海的机票', 'flight'],
    ['明天去成都最便宜的航班', 'flight'],
    ['后天上海到深圳', 'flight'],
    ['飞三亚', 'flight'],
    ['北京到上海的高铁票', 'unsupported'],
    ['帮我下单', 'cloud_phone'],
    ['帮我在京东买索尼WH-1000XM5', 'cloud_phone'],
    ['帮我买这个', 'cloud_phone'],
    ['帮我买个耳机', 'shopping'],
    ['今天天气怎么样', 'unsupported'],
    ['明天北京会下雨吗', 'unsupported'],
    ['1+1等于几', 'unsupported'],
    ['帮我写一篇作文', 'unsupported'],
    ['最近有什么新闻', 'unsupported'],
  ])('%j → %s', (question, intent) => {
    expect(detectIntent(input(question))).toBe(intent);
  });

  it('a flight word that states a value listings show is a product wish (decision 036)', () => {
    expect(detectIntent(input('要带上飞机的', { namesValue: true }))).toBe('shopping');
    expect(detectIntent(input('要带上飞机的'))).toBe('flight');
    expect(detectIntent(input('明天上海飞北京能带上飞机吗', { namesValue: true }))).toBe('flight');
  });

  it('a product card makes a plain question a question about that product', () => {
    expect(detectIntent(input('值得买吗', { hasProduct: true }))).toBe('price');
    expect(detectIntent(input('续航怎么样', { hasProduct: true }))).toBe('product');
    expect(detectIntent(input('', { hasProduct: true }))).toBe('product');
    expect(detectIntent(input('加入心愿单', { hasProduct: true }))).toBe('wish_add');
    expect(detectIntent(input('和Bose QC45比怎么样', { hasProduct: true }))).toBe('compare');
    expect(detectIntent(input('有没有同款高仿', { hasProduct: true }))).toBe('risk');
  });

  it('a picture is answered as a picture, with or without words; a silent voice message is not empty', () => {
    expect(detectIntent(input('', { hasImage: true }))).toBe('image');
    expect(detectIntent(input('这个多少钱', { hasImage: true }))).toBe('image');
    expect(detectIntent(input('', { hasVoice: true }))).toBe('voice');
  });

  it('every intent a rule can choose has a flow in the registry', () => {
    for (const rule of INTENT_RULES) expect(FLOWS[rule.intent]).toBeTypeOf('function');
    // missing_context is chosen by a follow-up (第二款 with nothing shown), never by a rule alone.
    expect(Object.keys(FLOWS).sort()).toEqual([...new Set([...INTENT_RULES.map((r) => r.intent), 'missing_context'])].sort());
  });
});

describe('scope and near misses (decision 042)', () => {
  it.each<[string, Intent]>([
    // An invoice for a purchase to come is shopping; for a purchase made, after-sales.
    ['公司报销要发票 买台联想笔记本能开专票吗', 'shopping'],
    ['想买个戴森吹风机 能开发票吗', 'shopping'],
    ['上个月买的洗衣机要开发票，怎么弄', 'after_sales'],
    ['空调能开发票吗', 'after_sales'],
    // 还是 as "rather" compares nothing; between two names it does.
    ['那还是正经买天梭吧', 'shopping'],
    ['算了 还是买匡威的', 'shopping'],
    ['索尼还是bose好', 'compare'],
    // A word holding a category word, with nothing of the catalog beside it.
    ['我的手机号能改吗', 'unsupported'],
    ['电视台今晚放什么节目', 'unsupported'],
    ['最近有啥好看的电视剧', 'unsupported'],
    ['想买个电视 看电视剧用', 'shopping'],
  ])('%s → %s', (q, intent) => expect(detectIntent(input(q))).toBe(intent));
});

describe('a price set against a time is no comparison of products (decision 089)', () => {
  it.each(['跟去年比呢 价格', '这个价格和双十一比怎么样', '和上个月的价格比呢', '跟平时比便宜多少'])('%s', (q) => {
    expect(detectIntent(input(q))).not.toBe('compare');
  });
});
