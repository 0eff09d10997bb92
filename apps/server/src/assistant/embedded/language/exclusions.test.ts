import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { dropsBrands, findExclusions } from './exclusions';

describe('findExclusions', () => {
  // Decision 041: a span naming no brand rules out the category said beside the word, nothing else of it.
  it.each<[string, string[]]>([
    ['香水她不喜欢 换别的', ['perfumes']],
    ['口红就算了', ['lipsticks']],
    ['送老爸什么礼物好 不要茶叶 一千以内', ['tea']],
    ['不要香水 换个口红', ['perfumes']],
    ['剃须刀他用不上', ['shavers']],
    ['颈椎按摩仪不考虑', ['neck-massagers']],
    ['耳机不要有线的', []],
    ['不要太贵的耳机', []],
    ['九阳的不要，豆浆机', []],
    ['手机不需要太好', []],
    ['不看牙刷了 看看洗碗机', ['electric-toothbrushes']],
    ['不看手机了 看看平板', ['smartphones']],
    ['别再看空气炸锅了 电饭煲呢', ['air-fryers']],
    ['电饭煲不看了 换成电压力锅', ['rice-cookers']],
  ])('%s rules out the categories %j', (q, ids) => {
    expect(findExclusions(q, catalogVocabulary).categories.sort()).toEqual([...ids].sort());
  });

  // Decision 075: an A不A question rules nothing out, and keeps the question as said.
  it.each(['蕉下的伞靠不靠谱', '小米的手机好不好', '戴森吹风机值不值', '华为的平板行不行'])('%s rules nothing out', (q) => {
    const found = findExclusions(q, catalogVocabulary);
    expect([...found.brands, ...found.categories]).toEqual([]);
    expect(found.rest).toBe(q);
  });

  it('a ruled-out category is not read as wanted: 不要香水 换个口红 still wants 口红', () => {
    const rest = findExclusions('不要香水 换个口红', catalogVocabulary).rest;
    expect(catalogVocabulary.matchCategories(rest).categories.map((c) => c.id)).toEqual(['lipsticks']);
  });

  it.each([
    ['不要美的的空气炸锅', ['美的']],
    // Seen, bought or disliked before (decision 045): 都不看, 我家猫不吃, 用着过敏.
    ['苹果华为都不看', ['苹果', '华为']],
    ['猫粮 皇家的我家猫不吃', ['皇家']],
    ['狗粮 冠能的狗不爱吃', ['冠能']],
    ['面霜 兰蔻的用着过敏', ['兰蔻']],
    ['耳机 bose的不选', ['Bose']],
    ['除了华为和小米，还有什么手机', ['华为', '小米']],
    ['不考虑戴森的吹风机', ['戴森']],
    ['别推小米，要扫地机器人', ['小米']],
    ['不喜欢苹果，推荐个平板', ['苹果']],
    ['九阳的不要，豆浆机', ['九阳']],
    ['电饭煲，美的就算了', ['美的']],
    ['索尼和bose都不考虑，降噪耳机', ['索尼', 'Bose']],
    ['耳机，苹果和索尼都不要', ['苹果', '索尼']],
    ['SONY的不要，推荐降噪耳机', ['索尼']],
    ['苹果除外的平板', ['苹果']],
    ['华为不行', ['华为']],
    ['显示器，别给我推华硕的', ['华硕']],
    ['智能手表推荐一下，Huawei的别推', ['华为']],
    ['不想要太平鸟的长裤', ['太平鸟']],
    ['东北大米但是不要太粮', ['太粮']],
    ['电视，除了小米都行', ['小米']],
    ['美的以外的空调', ['美的']],
    ['平板有没有苹果之外的', ['苹果']],
    ['休闲裤，不要太平鸟也不要uniqlo', ['太平鸟', '优衣库']],
    ['戴森太贵了 有别的吗', ['戴森']],
    ['索尼的有点贵了，有没有平替', ['索尼']],
    ['戴森吸尘器太贵了', ['戴森']],
    // Decision 057: X家的就别了, a bad time with X, not buying X again.
    ['路由器推荐 小米家的就别了', ['小米']],
    ['电饭煲 美的家的就算了', ['美的']],
    ['耳机 索尼家的就不要了', ['索尼']],
    ['洗发水 海飞丝用着头痒 换个别的牌子', ['海飞丝']],
    ['洗面奶 芙丽芳丝用腻了', ['芙丽芳丝']],
    ['吹风机 飞利浦用过不好用 换一个', ['飞利浦']],
    ['扫地机 不想再买科沃斯了', ['科沃斯']],
    ['再也不买美的了 空调推荐个', ['美的']],
    ['牙膏 云南白药以外的', ['云南白药']],
    // Decision 070: 别给我X, a reason after 就算了, a product line for its brand.
    ['充电宝 别给我罗马仕', ['罗马仕']],
    ['别给我安克的数据线', ['安克']],
    ['吹风机 戴森就算了太贵', ['戴森']],
    ['扫地机 石头就算了有点贵', ['石头']],
    ['平板电脑 iPad以外的', ['苹果']],
    ['手机 不要iPhone', ['苹果']],
    ['换手机 预算三千五 oppo别推 最好京东能买', ['OPPO']],
  ])('%s rules out %j', (q, brands) => {
    expect(findExclusions(q, catalogVocabulary).brands.sort()).toEqual([...brands].sort());
  });

  it.each([
    ['索尼的降噪耳机'],
    ['不要太贵的索尼耳机'],
    ['小米不要超过2000的'],
    ['只看华为或者小米'],
    ['索尼耳机不要太贵'],
    ['太贵了有别的吗'],
    ['这个吹风机不好用吗'],
    ['洗发水用腻了 换个别的'],
    ['别给我太贵的 索尼耳机'],
    ['iPad Air 6 以外的配件'],
  ])('%s rules nothing out', (q) => expect(findExclusions(q, catalogVocabulary).brands).toEqual([]));

  it('a word that ends a clause naming a brand does not rule out the mall after it', () => {
    expect(findExclusions('换手机 oppo别推 最好京东能买', catalogVocabulary).malls).toEqual([]);
  });

  it('drops the excluded names from what is read as wanted', () => {
    expect(findExclusions('九阳的不要，豆浆机', catalogVocabulary).rest).not.toContain('九阳');
  });

  it.each([
    ['牌子随便', true],
    ['品牌无所谓', true],
    ['什么牌子都行', true],
    ['啥牌子都行', true],
    ['哪个牌子都可以', true],
    ['品牌没要求', true],
    ['只看华为', false],
  ])('%s drops the brand: %s', (q, yes) => expect(dropsBrands(q)).toBe(yes));
});

// Decision 084: a ruling-out word after the names may go on (以外都行, 之外还有啥, 用过了不想再买),
// and new words before and after them (就是别, 换个不是, 靠边, 拉倒, 别出现, 别给).
describe('ruling out, the clause going on', () => {
  it.each<[string, string[]]>([
    ['吹风机 戴森用过了不想再买', ['戴森']],
    ['扫地机 科沃斯以外都行', ['科沃斯']],
    ['电视 海信之外还有啥', ['海信']],
    ['耳机 bose以外有没有好的', ['Bose']],
    ['手机 就是别华为', ['华为']],
    ['只要别是三星就行 平板', ['三星']],
    ['显示器 三星的别出现', ['三星']],
    ['键盘 罗技拉倒吧 换个', ['罗技']],
    ['净水器 换个不是美的的', ['美的']],
    ['苹果的别给', ['苹果']],
    ['笔记本 联想靠边 看看别家的', ['联想']],
    ['小米不要 有没有别的', ['小米']],
  ])('%s rules out %j', (q, brands) => {
    expect(findExclusions(q, catalogVocabulary).brands).toEqual(brands);
  });

  it.each(['要小米 不要别的', '索尼不要太贵', '华为的也行 看看'])('%s rules out no brand', (q) => {
    expect(findExclusions(q, catalogVocabulary).brands).toEqual([]);
  });
});
