import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { firstTurn } from '#server/testing/first-turn';
import { parseConstraints } from './constraints';
import { normaliseQuestion } from './normalise';
import { parseRoute } from './flight-cities';
import { resolveTravelDates } from './flight-dates';
import { findNegatedValues } from './negated-values';
import { kitOf } from './life-kits';
import { problemOf } from './problems';

// Decision 081: the families of heldout14's first questions, each said in words the set does not use.
const read = (q: string) => parseConstraints(normaliseQuestion(q), catalogVocabulary);
const solved = (q: string) => problemOf(q, catalogVocabulary, catalogVocabulary.matchCategories(q).terms);

describe('city nicknames and bare airport names', () => {
  it.each<[string, string, string]>([
    ['申城飞星城 下周二', '上海', '长沙'],
    ['江城到金陵 明天', '武汉', '南京'],
    ['榕城去泉城 周五', '福州', '济南'],
    ['首都飞日光城 后天', '北京', '拉萨'],
    ['乌市到蓉城 大后天', '乌鲁木齐', '成都'],
    ['天府飞宝安 明天', '成都', '深圳'],
    ['长水到白云 下周一', '昆明', '广州'],
    ['岛城飞津门', '青岛', '天津'],
    ['邕城去椰城', '南宁', '海口'],
    ['甬城到筑城', '宁波', '贵阳'],
  ])('%s: %s → %s', (q, from, to) => {
    expect(parseRoute(q)).toMatchObject({ from, to });
  });
});

describe('光棍节 is 11-11', () => {
  const NOW = Date.parse('2026-09-18T04:00:00Z');
  it.each(['光棍节 北京飞上海', '光棍节那天去成都', '光棍节当天 深圳飞杭州', '光棍节走 广州到西安', '光棍节出发'])('%s', (q) => {
    expect(resolveTravelDates(q, NOW)).toMatchObject({ from: '2026-11-11' });
  });
});

describe('a brand ruled out by 跳过 / 避开 / 绕开 / 别是 / 劝退 / 避雷', () => {
  it.each<[string, string]>([
    ['跳过美的 别的电饭煲有吗', '美的'],
    ['避开华为 看看平板', '华为'],
    ['绕开小米 推荐个路由器', '小米'],
    ['扫地机别是科沃斯的', '科沃斯'],
    ['手机最好不是苹果', '苹果'],
    ['飞利浦劝退了 换个剃须刀', '飞利浦'],
    ['吹风机 戴森避雷', '戴森'],
    ['略过索尼 其他的相机', '索尼'],
  ])('%s rules out %s', (q, brand) => {
    const c = read(q);
    expect(c.excludeBrands).toContain(brand);
    expect(c.brands).not.toContain(brand);
    expect(c.categories.length).toBeGreaterThan(0);
  });
});

describe('brand and mall nicknames', () => {
  it.each<[string, string]>([
    ['败家之眼的显示器', '华硕'],
    ['败家之眼路由器', '华硕'],
    ['双人牌菜刀', '双立人'],
    ['双人牌的锅', '双立人'],
    ['tp的路由器', 'TP-LINK'],
  ])('%s names %s', (q, brand) => expect(read(q).brands).toContain(brand));
  it.each<[string, string]>([
    ['东子家的洗衣机', '京东'],
    ['在东子上买空调', '京东'],
    ['tm上的面膜', '天猫'],
    ['TM买的口红', '天猫'],
    ['东子家买手机', '京东'],
  ])('%s names %s', (q, mall) => expect(read(q).malls).toContain(mall));
  it('双人 alone stays a size (双人床的四件套)', () => expect(read('双人床的四件套').brands).toEqual([]));
});

describe('a cap said 别过 / 不超 / 别超 / 不能过', () => {
  it.each<[string, number]>([
    ['吹风机 别过三百', 300],
    ['不超五百的耳机', 500],
    ['别超两千的平板', 2000],
    ['键盘不能过一千', 1000],
    ['保温杯别过百', 100],
    ['不超1k的显示器', 1000],
  ])('%s caps at %d', (q, max) => expect(read(q).budget?.max).toBe(max));
});

describe('negations inside the thing, absences, and values starting with 超', () => {
  it.each<[string, string]>([
    ['手机壳 非磁吸的不要', '磁吸'],
    ['洗衣机 不带烘干的不要', '烘干'],
    ['墨镜 不是偏光的不考虑', '偏光'],
    ['耳机 非降噪的不要', '降噪'],
    ['风扇 不是落地扇的算了', '落地扇'],
  ])('%s wants %s', (q, kept) => {
    const n = findNegatedValues(q, catalogVocabulary);
    expect(n.values).toEqual([]);
    expect(n.rest).toContain(kept);
  });
  it.each<[string, string]>([
    ['不含谷物的幼猫粮', '无谷'],
    ['没有谷物的猫粮', '无谷'],
    ['猫粮 不加谷物的', '无谷'],
    ['不含谷的猫粮', '无谷'],
  ])('%s asks for %s', (q, value) => expect(findNegatedValues(q, catalogVocabulary).rest).toContain(value));
  it.each(['加湿器 别要超声波的', '不想要超声波的加湿器', '超声波的加湿器不要', '加湿器 不考虑超声波'])(
    '%s rules out 超声波',
    (q) => expect(findNegatedValues(q, catalogVocabulary).values).toContain('超声波'),
  );
  it.each(['不要超过两千的手机', '不要超预算'])('%s rules nothing out', (q) =>
    expect(findNegatedValues(q, catalogVocabulary).values).toEqual([]),
  );
});

describe('problems said as needs', () => {
  it.each<[string, string[]]>([
    ['宿舍不让用大功率 想自己烧水', ['kettles']],
    ['去外地培训 想带个烧开水的', ['kettles']],
    ['下班想去河边钓鱼', ['fishing-rods']],
    ['打算去水库夜钓', ['fishing-rods']],
    ['每天一坐就是八小时', ['office-chairs']],
    ['上班坐一整天', ['office-chairs']],
    ['开学回来黑了一圈', ['sunscreens', 'serums', 'face-masks']],
    ['晒得好黑', ['sunscreens', 'serums', 'face-masks']],
    ['笔记本越来越慢', ['ssd', 'laptops']],
    ['电脑开机好慢', ['ssd', 'laptops']],
    ['狗狗的毛到处飞', ['vacuum-cleaners', 'robot-vacuums']],
    ['养了三只猫 毛满屋飞', ['vacuum-cleaners', 'robot-vacuums']],
    ['洗澡洗一半没热水了', ['water-heaters']],
    ['梅雨季屋里潮得很', ['dehumidifiers']],
    ['一吹就炸毛', ['hair-dryers']],
    ['对着屏幕一天 眼睛酸', ['eye-massagers']],
  ])('%s → %j', (q, ids) => expect(solved(q)?.categoryIds).toEqual(ids));
  it.each<[string, string[]]>([
    ['被窝冰凉 半夜醒', ['electric-blankets']],
    ['晚上冻得睡不着', ['electric-blankets']],
    ['冷到睡不着', ['electric-blankets']],
  ])('%s: the cause answers, not the sleep (%j)', (q, ids) => expect(solved(q)?.categoryIds).toEqual(ids));
  it('钓鱼网站 is no fishing trip', () => expect(solved('想去举报钓鱼网站')).toBeNull());
  it('睡不着 alone keeps its own categories', () => expect(solved('最近老是睡不着')?.categoryIds).toContain('pillows'));
  it.each(['狗狗不爱喝水', '猫咪不喝水怎么办', '我家狗喝水太少'])('%s asks for fountains, nothing ruled out', (q) => {
    const t = firstTurn(q);
    expect(t.problem?.categoryIds).toEqual(['pet-water-fountains']);
    expect(read(q).excludeValues ?? []).toEqual([]);
  });
  it.each(['不想天天铲屎', '铲屎太累了', '懒得铲猫砂'])('%s asks for the self-scooping box', (q) => {
    expect(solved(q)?.values).toContain('自动铲屎');
  });
  it.each(['租的房子不让打洞 想晾被子', '墙不能打孔 衣服晒哪', '出租屋不想打孔 晾衣服'])('%s asks for a standing rack', (q) => {
    expect(solved(q)).toMatchObject({ categoryIds: ['drying-racks'], values: ['落地'] });
  });
});

describe('kits of the dorm, home training, winter, a desk and running', () => {
  it.each<[string, string]>([
    ['寝室里要备点啥', '宿舍'],
    ['学生宿舍需要买什么', '宿舍'],
    ['想在家里练 需要什么器材', '在家健身'],
    ['居家锻炼要买点什么', '在家健身'],
    ['天冷了 囤点啥好', '过冬保暖'],
    ['快入冬了 要准备些啥', '过冬保暖'],
    ['工位想升级一下', '居家办公'],
    ['电脑桌配点啥', '居家办公'],
    ['想练跑步 要准备什么', '开始跑步'],
    ['学跑步需要买啥', '开始跑步'],
    ['第一次露营要带些什么', '露营'],
  ])('%s → %s', (q, label) => expect(kitOf(q, catalogVocabulary)?.label).toBe(label));
  it('home training shows no watch, the dorm no school bag, camping no power bank', () => {
    expect(kitOf('在家练要买什么', catalogVocabulary)?.categories).not.toContain('smartwatches');
    expect(kitOf('宿舍必备', catalogVocabulary)?.categories).not.toContain('backpacks');
    expect(kitOf('去露营要带啥', catalogVocabulary)?.categories).not.toContain('power-banks');
  });
});
