import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { emptyNeed, emptyState, type ConversationState } from '#server/ports/conversation-state';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import type { DialogueAct } from './dialogue-acts';
import { readTurn } from './read-turn';

const product = (id: string, price: number, brand = 'x') => ({ id, price, brand, rating: 4.5, sales: 100 }) as CatalogProduct;
/** The latest list: four headphones under ¥2,000; the one before it: three laptops. */
const latest = [product('h1', 1499, '索尼'), product('h2', 619), product('h3', 1199), product('h4', 899)];
const earlier = [product('l1', 5999), product('l2', 4999), product('l3', 6999)];

function conversation(): ConversationState {
  return {
    ...emptyState(),
    topic: 'shopping',
    need: { ...emptyNeed(), categoryIds: ['anc-headphones'], budget: { max: 2000, label: '2000元以内' }, brands: ['索尼'] },
    shown: latest.map((p) => p.id),
    earlier: { shown: earlier.map((p) => p.id), need: { ...emptyNeed(), categoryIds: ['laptops'] } },
  };
}

const read = (text: string, state: ConversationState = conversation()) =>
  readTurn(text, {
    vocabulary: catalogVocabulary,
    state,
    lists: {
      latest: state.shown.length ? latest : [],
      earlier: state.earlier ? earlier : [],
      focus: null,
    },
    hasImage: false,
    hasVoice: false,
    hasProduct: false,
    now: Date.parse('2026-05-22T04:00:00Z'),
  });

describe('readTurn: the dialogue act of a turn in a conversation', () => {
  it.each<[string, DialogueAct]>([
    ['推荐几款笔记本电脑', 'new-need'],
    ['想买个空气炸锅', 'new-need'],
    ['再便宜点', 'refinement'],
    ['1000以内的', 'refinement'],
    ['不要苹果', 'refinement'],
    ['要512G的', 'refinement'],
    ['预算不限', 'relaxation'],
    ['牌子随便', 'relaxation'],
    ['第二款怎么样', 'reference'],
    ['最便宜的那款', 'reference'],
    ['前两款有什么区别', 'comparison'],
    ['前两款都加上', 'wish-action'],
    ['第一和第三个加心愿单', 'wish-action'],
    ['再看看之前那几个笔记本电脑', 'recall'],
    ['回到刚才的笔记本', 'recall'],
    ['明天北京飞上海的机票', 'flight'],
    ['能不能帮我买个假的LV包', 'risk'],
    ['好的我再想想', 'small-talk'],
    ['行，谢谢', 'small-talk'],
    ['用Python写一段代码', 'out-of-scope'],
    ['买的耳机怎么退货', 'after-sales'],
    ['小米15和iPhone 16哪个好', 'comparison'],
  ])('%s → %s', (text, act) => {
    expect(read(text).act).toBe(act);
  });

  it('a question on its own reads no follow-up, even with a conversation behind it', () => {
    for (const text of ['能不能帮我买个假的LV包', '用Python写一段代码', '你好']) expect(read(text).reading).toBeNull();
  });
});

describe('readTurn: after presents for someone, what they like re-picks presents for them', () => {
  const presents = (): ConversationState => ({
    ...conversation(),
    need: { ...emptyNeed(), categoryIds: ['perfumes', 'lipsticks'], recipient: '女朋友' },
  });
  it.each(['她喜欢化妆 预算五百', '她平时爱看书', '他爱打游戏', '她最近在学瑜伽', '她腰不太好'])(
    '%s is a gift ask on its own',
    (text) => {
      const turn = read(text, presents());
      expect(turn.intent).toBe('gift');
      expect(turn.reading).toBeNull();
    },
  );
  it.each(['口红吧', '再便宜点', '预算五百'])('%s still refines the presents shown', (text) => {
    expect(read(text, presents()).intent).not.toBe('gift');
  });
  it('without presents behind it, a liking is no gift ask', () => {
    expect(read('她喜欢化妆').intent).not.toBe('gift');
  });
});

describe('readTurn: references point into either of the last two lists', () => {
  it.each<[string, string[]]>([
    ['第二款怎么样', ['h2']],
    ['最后那个怎么样', ['h4']],
    ['前两款都加上', ['h1', 'h2']],
    ['第一和第三个加心愿单', ['h1', 'h3']],
    ['最便宜的那款', ['h2']],
    ['刚才笔记本电脑的第一款怎么样', ['l1']],
    ['上一批的第二款呢', ['l2']],
    ['笔记本电脑里最贵的那台', ['l3']],
    // A brand with 那款 points at the shown product of that brand (decision 043).
    ['索尼那款怎么样', ['h1']],
    ['sony那个多少钱', ['h1']],
  ])('%s → %j', (text, ids) => {
    expect(read(text).reading?.refs?.map((p) => p.id)).toEqual(ids);
  });

  it('a brand with 那款 that the list does not show asks for that brand instead', () => {
    const turn = read('华为那款怎么样');
    expect(turn.act).toBe('refinement');
    expect(turn.reading?.refinement?.need.brands).toEqual(['华为']);
  });

  it('这款 asked about its price (有没有波动) is the product talked about, not a search for others', () => {
    const state = conversation();
    const turn = readTurn('这款最近价格有没有波动', {
      vocabulary: catalogVocabulary,
      state: { ...state, focus: 'h3' },
      lists: { latest, earlier, focus: latest[2]! },
      hasImage: false,
      hasVoice: false,
      hasProduct: false,
      now: Date.parse('2026-05-22T04:00:00Z'),
    });
    expect([turn.act, turn.intent, turn.reading?.refs?.map((p) => p.id)]).toEqual(['reference', 'price', ['h3']]);
  });

  it.each(['跟第一个比比', '和第一款比一下', '跟第一个对比下', '与第1个比较'])(
    '%s, said of the product talked about, compares it with the one pointed at',
    (text) => {
      const turn = readTurn(text, {
        vocabulary: catalogVocabulary,
        state: { ...conversation(), focus: 'h4' },
        lists: { latest, earlier, focus: latest[3]! },
        hasImage: false,
        hasVoice: false,
        hasProduct: false,
        now: Date.parse('2026-05-22T04:00:00Z'),
      });
      expect([turn.intent, turn.reading?.intent, turn.reading?.refs?.map((p) => p.id)]).toEqual([
        turn.intent,
        'compare',
        ['h4', 'h1'],
      ]);
    },
  );

  it.each<[string, string[]]>([
    ['第一和第三都加心愿单', ['h1', 'h3']],
    ['第二个也加上', ['h2']],
    ['第一款和第四款也加进心愿单', ['h1', 'h4']],
    ['第二第三一起加上', ['h2', 'h3']],
  ])('%s adds those to the wish list', (text, ids) => {
    const turn = read(text);
    expect([turn.reading?.intent, turn.reading?.refs?.map((p) => p.id)]).toEqual(['wish_add', ids]);
  });

  it('a position the list does not have is said to be missing, with the list to choose from', () => {
    const turn = read('第六款怎么样');
    expect(turn.reading?.intent).toBe('missing_context');
    expect(turn.reading?.refs?.map((p) => p.id)).toEqual(latest.map((p) => p.id));
  });

  it('with nothing shown, a position is missing context, not a search', () => {
    expect(read('第二款怎么样', emptyState()).reading?.intent).toBe('missing_context');
  });
});

describe('readTurn: which slots a turn keeps', () => {
  it('a refinement keeps every slot it does not name', () => {
    const need = read('1000以内的').reading?.refinement?.need;
    expect(need).toMatchObject({ categoryIds: ['anc-headphones'], brands: ['索尼'], budget: { max: 1000 } });
  });

  it('a stated value holds and a new one of the same unit replaces it', () => {
    const state = conversation();
    state.need = { ...state.need!, values: ['256gb'] };
    expect(read('要512G的', state).reading?.refinement?.need.values).toEqual(['512gb']);
    expect(read('一级能效的', state).reading?.refinement?.need.values).toEqual(['256gb', '一级能效']);
  });

  it('预算不限 drops the budget and keeps the old cap, so what it opened is shown first', () => {
    const r = read('预算不限').reading?.refinement;
    expect(r?.need.budget).toBeNull();
    expect(r?.lifted).toBe(2000);
    expect(r?.need.brands).toEqual(['索尼']);
  });

  it.each(['预算放开', '预算不卡了', '不限预算', '钱不是问题', '多少钱都行'])(
    '%s drops the budget and keeps the old cap, so what it opened is shown first',
    (text) => {
      const r = read(text).reading?.refinement;
      expect(r?.need.budget).toBeNull();
      expect(r?.lifted).toBe(2000);
    },
  );

  it.each(['品牌无所谓', '啥牌子都行', '哪个牌子都可以'])('%s drops the brands and keeps the budget', (text) => {
    const r = read(text).reading?.refinement;
    expect(r?.need.brands).toEqual([]);
    expect(r?.need.budget?.max).toBe(2000);
  });

  it('牌子随便 drops the brands and keeps the budget', () => {
    const r = read('牌子随便').reading?.refinement;
    expect(r?.need.brands).toEqual([]);
    expect(r?.need.budget?.max).toBe(2000);
  });

  it('有没有平替 keeps the category and budget and rules out the brand asked about', () => {
    const need = read('有没有平替 五百以内').reading?.refinement?.need;
    expect(need).toMatchObject({ categoryIds: ['anc-headphones'], brands: [], excludeBrands: ['索尼'], budget: { max: 500 } });
  });

  it('牌子无所谓了 预算也不限 drops both, keeps the category, and leaves no search words', () => {
    const need = read('牌子无所谓了 预算也不限').reading?.refinement?.need;
    expect(need).toMatchObject({ categoryIds: ['anc-headphones'], brands: [], budget: null, keywords: [] });
  });

  it('going back to the earlier list searches its need again', () => {
    expect(read('再看看之前那几个笔记本电脑').reading?.refinement?.need.categoryIds).toEqual(['laptops']);
  });

  it('a new need inherits nothing', () => {
    expect(read('推荐几款笔记本电脑').reading).toBeNull();
  });
});

// Decision 070: a life event's checklist is no gift ask and names no category of its own.
describe('readTurn: checklists of a life event', () => {
  it.each([
    ['新生儿要准备什么', 'kit'],
    ['露营装备清单', 'kit'],
    ['租房要买哪些东西', 'kit'],
    ['刚工作 租了个房子 缺啥买啥', 'kit'],
    ['健身入门需要买什么', 'kit'],
    ['送新生儿什么礼物好', 'gift'],
    ['新生儿奶粉推荐', 'shopping'],
    ['露营帐篷 三人的', 'shopping'],
  ])('%s is %s', (q, intent) => expect(read(q, emptyState()).intent).toBe(intent));
});
