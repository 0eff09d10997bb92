import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it.each<[string, string[]]>([
    ['小米15和iPhone 16哪个好', ['小米15', 'iPhone 16']],
    // One name against the product talked about, said with a turn of speech before it (decision 089).
    ['那跟vivo X200比怎么样', ['vivo X200']],
    ['要是和小米15比呢', ['小米15']],
    ['那么和戴森V12比起来呢', ['戴森V12']],
    ['嗯 跟华为Mate 70相比呢', ['华为Mate 70']],
    ['索尼WH-1000XM5和Bose QC45对比', ['索尼WH-1000XM5', 'Bose QC45']],
    ['对比一下华为Mate 70与小米15 Ultra', ['华为Mate 70', '小米15 Ultra']],
    ['小米15跟iPhone16比哪个好？', ['小米15', 'iPhone16']],
    ['iPad Air 11英寸 vs 小米 Pad 7 Pro 有什么区别', ['iPad Air 11英寸', '小米 Pad 7 Pro']],
    ['A、B、C、D、E哪个更值得买', ['A', 'B', 'C', 'D']],
    ['这几款哪个好', []],
    ['iphone 16 pro max 对比 三星s25', ['iphone 16 pro max', '三星s25']],
    ['戴森V12比较追觅Z30', ['戴森V12', '追觅Z30']],
    ['我想对比小米15和华为Mate 70', ['小米15', '华为Mate 70']],
    ['帮我比较一下石头P20 Pro和科沃斯T30', ['石头P20 Pro', '科沃斯T30']],
    ['小米15 PK 华为Mate 70怎么样', ['小米15', '华为Mate 70']],
    ['XM5 Vs. QC45的区别', ['XM5', 'QC45']],
    ['请问A还是B哪个更值得买一些？', ['A', 'B']],
    // The question part is cut where it starts (哪个…, 二选一, 送人哪个…), whatever it asks about.
    ['AirPods Pro 2和索尼WF-1000XM5 哪个降噪强', ['AirPods Pro 2', '索尼WF-1000XM5']],
    ['拯救者Y9000P和ROG枪神8 Plus哪个散热好', ['拯救者Y9000P', 'ROG枪神8 Plus']],
    ['五粮液跟茅台比 送人哪个体面', ['五粮液', '茅台']],
    ['兰蔻小黑瓶和雅诗兰黛小棕瓶二选一', ['兰蔻小黑瓶', '雅诗兰黛小棕瓶']],
    ['小米15和iPhone16哪个拍照好', ['小米15', 'iPhone16']],
    // Torn between them, the list comma, 对比下 after both (decision 043).
    ['Bose QuietComfort 45还是Edifier W860NB？纠结', ['Bose QuietComfort 45', 'Edifier W860NB']],
    ['华硕天选5 Pro、惠普暗影精灵10选哪个', ['华硕天选5 Pro', '惠普暗影精灵10']],
    ['安吉尔哪吒 S3和小米600G对比下', ['安吉尔哪吒 S3', '小米600G']],
    ['徕芬和飞利浦的比一比', ['徕芬', '飞利浦']],
    ['小棕瓶和小黑瓶帮我选一个', ['小棕瓶', '小黑瓶']],
    // How far apart; a purpose before the question word; names apart by a space.
    ['戴森v12跟追觅v12s比 差在哪', ['戴森v12', '追觅v12s']],
    ['小米15和一加13差距大不大', ['小米15', '一加13']],
    ['ipad air和小米pad7pro 学习用哪个好', ['ipad air', '小米pad7pro']],
    ['ipad air和华为平板学习用哪个好', ['ipad air', '华为平板']],
    ['小米15和一加13 打游戏用哪个好', ['小米15', '一加13']],
    ['徕芬lf03 戴森hd08 差距大不大', ['徕芬lf03', '戴森hd08']],
    ['小米15 一加13 哪个好', ['小米15', '一加13']],
  ])('%s → %j', (q, names) => {
    expect(compareNames(q)).toEqual(names);
  });
});
