/**
 * The ninth held-out set of the shopping assistant (issue 19), to be run once at the end of
 * the session.
 *
 * How it was written: BLIND, by a helper that never opened the engine (nothing under
 * assistant/ but eval/check.ts, eval/heldout/ (setup.ts, satisfiable.ts), eval/heldout-sets.test.ts,
 * the header of heldout8/cases.ts and the first lines (types and exports) of heldout8's singles and
 * conversations; not the language or lexicon folders, flows, tools, bench scripts, the earlier
 * held-out sets' questions, eval/cases or eval/generated). It read only the product spec, the
 * design notes, the seeded catalog (db/seed/, dumped with its own script: every model's prices,
 * malls, specs and title at the held-out request time, and each route's daily timetable) and the
 * expectation semantics, and never ran the set, the probe tool or a bench against the engine.
 * heldout-sets.test.ts checks its shape and that the seeded catalog can satisfy every
 * expectation; the writer also checked that budget, brand, attribute and exclusion asks leave
 * several models to show wherever a list is expected (two where the brand or attribute only has
 * two), and that every part-of-day flight ask has flights in that part of the day.
 *
 * First run (session 14, --quiet, nobody who changed the engine opened the questions): on the
 * engine as the session found it (4bcf67c) singles 312/370 (84.3%), turns 140/152 (92.1%),
 * conversations whole 40/50; on the session's final engine (ca426df) singles 331/370 (89.5%),
 * turns 141/152 (92.8%), conversations whole 40/50. It is spent as a held-out set from here on.
 *
 * Families (singles): budget, brand, exclude, mall, audience, gift, attribute (specs and titles),
 * named, price-ask, count, compare-named, flight (relative days, 这周六/这周日/下周一…, N号,
 * 中秋/国庆/万圣节/双十一, 感恩节/圣诞/元旦 past the listed days, parts of the day, red-eye,
 * sorting, unserved cities), risk (refusals), near-miss, out-of-scope, after-sales, small-talk,
 * clarify, messy (typos, homophones, pinyin, case), scenario (a problem described, no product
 * named), voice (dictated, fillers and restarts), code-switch, self-correct; and seven of this
 * set's own: superlative (最便宜的/最贵的/性价比最高/续航最长…), plural-gift (several recipients in
 * one ask: 爸妈各一个, 八个同事, 双胞胎), negated-attr (a kind ruled out: 不要有线的, 不要燃气的,
 * 别要波轮的), quantity (amounts and units: 两箱, 几提, 十双装, 采购10把), noise (emoji and
 * punctuation noise: ！！！😭, ～～🙏, 【急】, #求助#), ramble (a long story before the ask) and
 * dialect (东北/河南/四川/粤语/上海话 words: 整个, 中不中, 巴适, 有冇平啲, 侬, 忒, 要得). The
 * conversations are named family/what-they-test (follow-up, reference, compare, again,
 * topic-switch, new-chat, budget, relax, wish, clarify, flight, exclude, mall, gift, risk,
 * after-sales, spec, voice, code-switch, messy, dialect, small-talk, compare-named).
 *
 * Expectations avoid the catalog faults heldout7 and heldout8 list and those below: no 中底, 鞋面,
 * 面料, 材质 of clothes and bags, 款式 of jackets, 容纳人数 or 结构 of tents, 变速 of bicycles,
 * 香调, 充绒量, 功效 of toothpaste, 长度 of pads, 测量方式, 重量, 刷新率 of tablets or monitors asks.
 *
 * Catalog faults noticed while writing, beyond heldout8's list:
 * - running-shoes 中底 (more of it): 耐克 Invincible 3, 李宁 飞电4 Challenger, 安踏 C202 GT and
 *   马赫4 have GEL缓震 (Asics' name).
 * - tents: 容纳人数 against the models (牧高笛 冷山2 5-8人, 牧高笛 舒适家庭, Naturehike Village 13
 *   and Snow Peak Amenity Dome M 2人); every tent titled 全自动露营帐篷 while 结构=屋脊帐/双层防雨.
 * - bicycles: 捷安特 ATX 860 (a 27-speed MTB) and 美利达 斯特拉 公路车 单速, 永久 城市通勤车 27速,
 *   捷安特 Escape 1 高碳钢 (aluminium).
 * - down-jackets: 波司登 轻薄系列 充绒量=250g, more than 极寒系列's 180g; 优衣库 高级轻型羽绒服
 *   95%白鹅绒 (duck down).
 * - hardshell-jackets: 始祖鸟 Beta LT (a shell) 款式=三合一, Atom Hoody (insulated) 软壳.
 * - jeans: every model is 适用=女款 (李维斯 501 too), so a man asking for jeans has none.
 * - massage-guns: Theragun PRO 5代 0.45kg, lighter than Theragun mini's 0.7kg.
 * - car-vacuums: 卡赫 K2 and 绿田 高压洗车机 (mains pressure washers) have 吸力 and 续航.
 * - cat-food: 皇家 室内成猫粮 and 幼猫粮 titled 全价无谷猫粮, 配方=无谷.
 * - laptops: 重量 drawn at random (MacBook Pro 14 1.3kg, 华为 MateBook D 16 and 华硕 无畏Pro15
 *   1.2kg, lighter than the 13-inch models); ThinkPad X1 Carbon 锐龙7 8845H.
 * - tablets: iPad Pro 11英寸 and iPad 10代 90Hz, Galaxy Tab S10 90Hz.
 * - monitors: AOC Q27G3S 60Hz, 三星 玄龙骑士G5 100Hz. routers: 小米 AX3000T and 华为 AX3 Pro
 *   (gigabit-only) 网口=2.5G网口.
 * - televisions: 海信 E8N Pro 屏幕=全面屏 while the cheaper TCL V8H is Mini LED.
 * - fans: 格力 落地扇FD-4012 (an AC motor) 档位=100档. dehumidifiers: 德业 小型除湿机 30L/天, more
 *   than 德业 DYD-T22A3's 20L/天.
 * - humidifiers: 小米 米家无雾加湿器3 类型=UV杀菌. power-banks: 倍思 100W笔记本款 接口=磁吸无线.
 * - perfumes 香调: 香奈儿 蔚蓝男士 花香调, 可可小姐 柑橘调.
 * - toothpaste 功效: whitening pastes 高露洁 光感白 抗敏, 佳洁士 3D炫白 护龈.
 * - sanitary-pads: 苏菲 超熟睡 (a night pad) 290mm while 口袋魔法 420mm; ABC 夜用 240mm.
 * - underwear: 优衣库 AIRism内裤 材质=德绒. pajamas: 蕉内 家居服套装 (under 200元) 材质=真丝.
 * - handbags: 蔻驰 Tabby and MK Jet Set 材质=帆布. scarves: 恒源祥 羊毛围巾 and 优衣库 HEATTECH围巾
 *   titled 羊绒围巾.
 * - data-cables: 苹果 USB-C编织线 接口=USB-A转USB-C. action-cameras: 影石 GO 3S 视频=8K全景.
 * - basketballs: 威尔胜 NBA DRV and 李宁 篮球 (under 200元) 材质=真皮. jump-ropes: 迪卡侬 跳绳 titled
 *   智能计数跳绳 with 计数=无计数. microphones: 博雅 BY-M1 (wired) 续航=9小时.
 * - dumbbells: 迪卡侬 六角哑铃 titled 可调节哑铃. snacks: 旺旺 大礼包 口味=香辣.
 * - cameras: 尼康 Z fc 4K 60p. wristwatches: 卡西欧 小方块 机芯=光动能.
 * - category overlap: 闪迪 至尊超极速移动固态 is sold both as ssd and as storage-drives.
 */
export { HELDOUT_SINGLES } from './singles';
export { HELDOUT_CONVERSATIONS } from './conversations';
