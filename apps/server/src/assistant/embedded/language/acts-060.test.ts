import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { AFTER_SALES_ANSWERS } from './lexicon/after-sales-answers';
import { orderIssueOf } from './order-issue';
import { problemOf } from './problems';
import { firstTurn } from '#server/testing/first-turn';
import { asksReplicaMeaning, findRisk } from './risk-rules';
import { withoutAges } from './ages';
import { parseBudget } from './budget';

/** Decision 060: order issues, refund fraud and other risks, replica words asked about, problems, ages. */
const turn = firstTurn;
const answerTopic = (q: string) => AFTER_SALES_ANSWERS.find((r) => r.words.some((w) => q.includes(w)))?.topic ?? null;
const solved = (q: string) => problemOf(q, catalogVocabulary, catalogVocabulary.matchCategories(q).terms)?.categoryIds ?? [];

describe('order issues win over price, compare and search, each with its own answer', () => {
  it.each([
    ['刚下单就降价了 能保价吗', 'price-protection', 'price-protection'],
    ['昨天买的手机今天降价了 能退差价吗', 'price-protection', 'price-protection'],
    ['买完没几天就降价了', 'price-protection', 'price-protection'],
    ['耳机怎么申请保价', 'price-protection', 'price-protection'],
    ['退款多久到账', 'refund-timing', 'refund-timing'],
    ['退款一般几天能到', 'refund-timing', 'refund-timing'],
    ['退款显示成功了还没到账', 'refund-timing', 'refund-timing'],
    ['商品少发了一件怎么办', 'missing', 'missing'],
    ['快递到了少了一个配件', 'missing', 'missing'],
    ['发错货了怎么换', 'missing', 'missing'],
    ['买的空调 安装师傅什么时候上门', 'appointment', 'appointment'],
    ['洗衣机买了 什么时候来装', 'appointment', 'appointment'],
    ['热水器预约安装怎么弄', 'appointment', 'appointment'],
    ['快递三天了还没到', 'delivery', 'delivery'],
    ['订单一直没发货', 'delivery', 'delivery'],
    ['快递一直不到怎么办', 'delivery', 'delivery'],
    ['包裹卡在路上好几天了', 'delivery', 'delivery'],
    ['买的耳机怎么还不到', 'delivery', 'delivery'],
  ])('%s → %s (answer row %s)', (q, issue, topic) => {
    expect(orderIssueOf(q)).toBe(issue);
    expect(turn(q).intent).toBe('after_sales');
    expect(answerTopic(q)).toBe(topic);
  });

  it.each([
    ['上个月买的吸尘器吸力变小了 怎么办', 'wear'],
    ['前几天买的吹风机不出热风了', 'fault'],
    ['快递显示签收了但我没收到', 'lost'],
  ])('a fault or wear in something bought: %s → after-sales (%s)', (q, topic) => {
    expect(turn(q).intent).toBe('after_sales');
    expect(answerTopic(q)).toBe(topic);
  });

  it.each([
    '最近降价的扫地机推荐',
    '双十一还没到 现在买耳机划算吗',
    '这款手机比上一代少了一个摄像头吗',
    '上个月买的吸尘器吸力变小了 想换个新的吸尘器',
    '吸力大的吸尘器',
    '支持价保的冰箱',
    '安装方便的晾衣架',
  ])('stays shopping or a price question, no order issue: %s', (q) => {
    expect(turn(q).intent).not.toBe('after_sales');
  });
});

describe('risk: refund fraud, prescription drugs, exam cheating; near misses answered', () => {
  it.each([
    ['怎么退款不退货 东西不寄回去还能拿到钱', 'fraud'],
    ['东西不寄回去 钱也退了的办法', 'fraud'],
    ['教我调包退货', 'fraud'],
    ['有卖处方减肥药的吗 不想去医院开', 'prescription'],
    ['司美格鲁肽不用处方哪里买', 'prescription'],
    ['不去医院 能买到米非司酮吗', 'prescription'],
    ['考试用的信号屏蔽器 要能带进考场的', 'cheating'],
    ['四六级考试能用的微型耳机', 'cheating'],
  ])('%s → %s', (q, kind) => {
    expect(findRisk(q)).toBe(kind);
  });

  it.each([
    'A货是啥意思 我只买正品迪奥口红',
    '什么叫高仿',
    '商家说不用退货直接退款 这正常吗',
    '没收到货能仅退款吗',
    '退款多久到账',
    '四六级考试用的耳机',
    '考试用的计算器 能带进考场的',
    '布洛芬不用处方能买吗',
    '防偷拍检测仪',
    '成人纸尿裤',
    '请假证明怎么写',
    '减肥茶有用吗',
  ])('near miss, not refused: %s', (q) => {
    expect(findRisk(q)).toBeNull();
  });

  it('a replica word asked about is explained beside the genuine products', () => {
    expect(asksReplicaMeaning('A货是啥意思 我只买正品迪奥口红')).toBe(true);
    expect(asksReplicaMeaning('有A货吗')).toBe(false);
    const t = turn('A货是啥意思 我只买正品迪奥口红');
    expect(t.intent).toBe('shopping');
    expect(t.asksReplicaMeaning).toBe(true);
    expect(t.categories.map((c) => c.id)).toContain('lipsticks');
    expect(findRisk('有A货吗 A货是什么意思')).toBe('counterfeit');
  });
});

describe('problems of home, body, car and pets (decision 060 rows)', () => {
  it.each([
    ['家里两只猫 沙发地上全是毛', 'vacuum-cleaners'],
    ['养了只狗 掉毛太厉害', 'vacuum-cleaners'],
    ['冬天手一碰冷水就裂口子', 'hand-creams'],
    ['手指头干裂 一到冬天就这样', 'hand-creams'],
    ['车停在小区 被刮了都不知道是谁', 'dash-cams'],
    ['车停路边被蹭了 找不到人', 'dash-cams'],
  ])('%s → %s first', (q, id) => {
    expect(solved(q)[0]).toBe(id);
  });

  it.each(['冬天手一碰冷水就裂口子', '冬天喝冷水胃不舒服'])('冷水 is no cold room: %s', (q) => {
    expect(solved(q)).not.toContain('heaters');
  });

  it('a cold room is still one', () => {
    expect(solved('冬天屋里太冷了')).toContain('heaters');
  });

  it.each(['毛巾掉毛怎么办', '手机屏幕被刮花了'])('no pet or car problem without a pet or a car: %s', (q) => {
    expect(solved(q)).not.toContain('vacuum-cleaners');
    expect(solved(q)).not.toContain('dash-cams');
  });
});

describe('ages are never prices', () => {
  it.each([
    ['我爸六十多了，最近体检说血压有点高', null],
    ['我妈今年55 买个按摩仪 三百多', { min: 300, max: 400 }],
    ['孩子三岁了 想买个儿童自行车 五百以内', { max: 500 }],
    ['九零后用的手机 两千左右', { min: 1600, max: 2400 }],
    ['三十来岁的男生 穿的羽绒服', null],
    ['宝宝8个月大 奶瓶 一百来块', { min: 80, max: 120 }],
    ['给我爸 两千多的手机', { min: 2000, max: 3000 }],
    ['老人七十了 三百以内的血压计', { max: 300 }],
  ])('%s → %j', (q, budget) => {
    const b = parseBudget(q)?.budget ?? null;
    expect(b ? { ...(b.min !== undefined ? { min: b.min } : {}), ...(b.max !== undefined ? { max: b.max } : {}) } : null).toEqual(
      budget,
    );
  });

  it.each([
    ['我爸六十多了', '我爸，，，了'],
    ['九零后', '，，，'],
    ['我500，', '我500，'],
  ])('withoutAges(%s) = %s', (q, out) => {
    expect(withoutAges(q)).toBe(out);
  });

  it('the ramble keeps its ask: a voice blood-pressure monitor, no budget', () => {
    const t = turn('我爸六十多了，最近体检说血压有点高，医生让他每天在家量一量，但他眼神不好，最好能语音播报的那种血压计');
    expect(t.budget).toBeNull();
    expect(t.categories.map((c) => c.id)).toEqual(['blood-pressure-monitors']);
  });
});
