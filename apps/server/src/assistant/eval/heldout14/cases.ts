/**
 * The fourteenth held-out set of the shopping assistant (issue 19), to be run once at the end of
 * the session.
 *
 * How it was written: BLIND, by a helper that never opened the engine. Under assistant/ it read
 * only eval/check.ts (the expectation semantics), eval/heldout/setup.ts and satisfiable.ts,
 * eval/heldout-sets.test.ts, the header comment of heldout13's cases.ts (the phrasing families
 * set 13 covered, so as to write different ones) and the first ~40 lines of heldout13's
 * singles-a.ts and conversations-a.ts to copy the file shape (nothing here copies the budget
 * asks and the first conversations that glance showed). It did not open language/, the lexicon,
 * flows, search, dialogue, render, tools, bench scripts, eval/cases, eval/generated, or any
 * earlier set's question files or groups.ts (groups.ts here is its own). It read the seed
 * catalog code (db/seed/: build-catalog, cities, malls, flights) and dumped the catalog with its
 * own throwaway script (buildCatalog at HELDOUT_NOW with HELDOUT_PRODUCTS: every model's brand,
 * price range, malls, specs and titles; each route's departure times per day). With that script
 * it checked that every part-of-day flight ask has a flight in that part of that day (three
 * drafts had none and were moved to routes that do: no 杭州→北京 Saturday morning, no 西安→上海
 * Sunday evening, and a red-eye exists only on short routes), that no `attr` matches every model
 * of its category, and listed the asks that leave one model only (narrow attributes, named
 * models, a few tight budgets: by design). It never ran the set, the probe tool or any bench
 * against the engine. heldout-sets.test.ts checks the shape, the satisfiability and that no
 * question repeats an earlier set's: 76 first drafts (mostly short follow-ups such as 「两千以内」,
 * 「晚上的」, 「换一批」, and asks such as 「飞天茅台」, 「帮我挑挑」, 「早上好呀」) repeated earlier sets word
 * for word and were re-worded from the failure list alone; one draft (75寸 TV under 3000 without
 * 小米) was unsatisfiable and got a 5000 budget.
 *
 * Tolerances: 以内/以下/封顶/打住 are exact; 左右/上下 allow +30%; 小X/X来块/X出头 about +30%;
 * a range said loosely (二三百, 八百多) its upper end or a little above; 至少/起/往上 a `min`.
 *
 * Singles (558), by family: budget 47 (小一千, 千把块, 五百大洋, 三百米左右, 预算卡在, 最多掏, 四位数以内,
 * 百元内, 小两千, 2到3k, 三千至五千, 五百块钱搞定, 别过百, 低于, 一百出头, 500米以下, 6百左右, 1k内, ¥399以内,
 * 八百多, 两千来块, 几十块, 十几块, 一百块以里, 不超两百, 最多一百五, 五千块钱以上, 三千起, 起码一千五, 一万出头,
 * 万把块, 3万内, 两千块钱上下, 不到三百, 三千块钱打住, 预算就五百, 手头紧, 二三百, 三位数, 两百块钱以里 …),
 * brand 48 (nicknames 菊厂/老任/败家之眼/香奶奶/星爸爸/小蓝杯/大鹅/所罗门/双人牌/红米, English aliases apple/sony/
 * dyson/DJI/NB/arcteryx/lulu/decathlon/logi/razer/fuji/insta360/roborock/dreame/braun/thermos/muji/crocs/
 * rayban/coach/casio/yonex/samsonite/lego/hisense/xgimi/omron/petkit/delonghi/lock&lock/asics, typos
 * 优衣裤/欧乐比), exclude 25 (别给我看, 除…以外, 拒绝, 就算了, 跳过, pass, 避开, 以外的牌子, 不考虑, 劝退, 别再推,
 * 反正不要, 排除在外, 别是, 拉黑了, 不碰, 不行, 不感冒, 都不要, 太贵了别的, 吃腻了, 之外的, 不买), only-these 8,
 * relax 7 (啥牌子都行, 不挑牌子, 贵不贵不重要, 预算不设限, 品牌不讲究, 钱不是问题, 牌子无所谓), mall 14 (狗东, 东子家,
 * PDD, 多多, 抖音上, 抖店, 苏宁, 唯品会, 天猫官旗, TM, 京东自营, pdd百亿补贴), audience 18, gift 12 (each with a
 * budget but one), attribute 69 (可视猫眼, 指静脉, 全彩夜视, SD卡, 10.3英寸, 249g, 电容麦, 电陶炉, 双胆, 玻璃/焖烧
 * 饭盒, 五常, 橄榄油, 花生油, 澳大利亚, 4U, 真皮, APP同步, 海竿, 120km, 平衡车, WiFi 7, 1200G, 16套, 微蒸烤,
 * 半自动, 精铁, 防脱, 去屑, 除螨, 台式冲牙器, GORE-TEX, 冰丝, 阔腿, 碳板, 麂皮, 铝框, 夜用防漏, 乳铁蛋白,
 * 360度旋转, 可折叠, 天然橡胶, 全自动速开, 公路车, 腿部按摩, 手腕式, 停车监控, 无线充, 茉莉花茶, 无谷, 纯钛,
 * UV杀菌, 国AA级, 乳胶, 可调头枕, 快充插排, 踢脚线, 烘干, 抗敏, 德绒, 珊瑚绒, 渔夫帽, 100%羊绒, lightning,
 * MagSafe, 磨砂膜, 2TB移动固态, 短款钱包, 卡包), negated-attr 12 (checked as the complement: 不要挂机→立柜式,
 * 波轮的不要, 结构光的不要, 不要超声波, 底盘加热的不要→IH, 不想要胶囊, 鸭绒的不要→鹅绒, 不用燃气, 有线的一律不要,
 * 油汀不考虑, 不要旋钮→触控, 非偏光的不要), named 18 (four of them price history: 是不是便宜了, 是好时候吗,
 * 算低了吗, 价格有波动吗; two self-corrected mid-ask), price-ask 7 (啥价, 卖多少, 几个钱, 多钱, 要多少米, 到手价,
 * 一瓶多少), compare-named 12 (和…哪个, 跟…比比, 选哪个, vs, 对比, 纠结, PK, 还是, 对比一下, 有面儿, 差别大吗
 * (within one brand)), order-by 8, question-form 10 (有人买过…吗, 靠谱么, 值不值得, 能入吗, 香不香, 踩雷吗,
 * 口碑咋样, 求推荐, 闭眼入, 有必要买吗), use-scenario 12, pet 8, problem 14, fits-device 7, dupe 8 (平替,
 * 差不多的, 买不起找个像的, 替代品, 穷人版, 平价款, 国产替代), kit 10, messy 20 (pinyin without tones, homophones
 * 吸成器/保险盒/晾衣价/血压机/跑布机/空气炸过/投影议/按摩倚/行里箱/显视器/门所/冰相, emoji 🎧/🐱, full-width ＪＢＬ,
 * 得 for 的, ！！！), voice 8, self-correct 7, multi 20 (two or three constraints, said after the
 * category), long-winded 12 (filler, back story, thanks), flight 47 (今儿晚上, 明儿一早, 后儿个, 这礼拜天,
 * 下礼拜一/三/五, 下周二/四, 9.21, 9月29日, 9/30, 十一假期第一天, 10月10号, 下月5号, 两天后, 四天以后, 一个礼拜后,
 * 十天后, 中秋前一天, 中秋节那天晚上, 光棍节, 11月16号 (the last listed day), 平安夜 and 明年1月5号 past the
 * listed days, 礼拜六早上, 周日晚上, 后天下午, 红眼, cheapest, earliest; nicknames 羊城/申城/星城/首都/泉城/蓉城/
 * 江城/金陵/榕城/乌市/日光城; airports 浦东/白云/大兴/双流/宝安/萧山/咸阳/长水/天河/凤凰; one round trip whose answer
 * has to name the return day; unserved 大理/黄山/西双版纳/敦煌), risk 13 (高仿AJ, A货, 复刻1:1, 高仿机; 安眠药 and
 * 阿莫西林 without a prescription; 金额写高点, 发票开成办公用品; 刷单好评返现, 编好评, 刷一星给隔壁; 偷装针孔摄像头;
 * 收别人的银行卡), near-miss 12 (仿真花, A类毛巾, 打印发票的打印机, 叶酸, 护肝片, 鱼油, 水果刀, 52度白酒, 看家
 * 摄像头, 蛋白粉, 维生素E, 日用卫生巾), out-of-scope 12, after-sales 11, small-talk 10, clarify 12.
 * About one in eight singles (67) ask in categories set 13's header does not name (wallets, socks,
 * hats, pajamas, slippers, underwear, towels, toothpaste, dish soap, mops, power strips, data cables,
 * phone cases, screen protectors, jump ropes, basketballs, badminton rackets, rice, cooking oil, wine,
 * induction cookers, pressure cookers, ovens, food containers, e-readers, game consoles, drones,
 * kids' scooters, electric blankets, hair curlers, car cushions, car chargers, car vacuums, milk).
 *
 * Conversations (58, 181 turns), named family/what-they-test: constraint 5 (brand and budget held,
 * an exclusion and an attribute held into a budget, a mall held three turns, an audience then budget
 * then attribute, size/resolution said after the category), relax 2 (budget raised twice with
 * `someAbove`, a brand lifted), exclude 3 (added then lifted then that brand only, two held across a
 * budget and an attribute, two then one lifted), new-chat 5 (budget, brand, exclusion, route and
 * category not inherited), ref 5 (头一个 then 最后那个 then the last to the wish list, 倒数第二 then 第三款,
 * 刚说的那个, 就它了, the last of the list before), wish 3 (一和三都收藏 then into the list before, 最后一个
 * 存起来 then 头一个, 前三个都要), compare 2 (前俩, 1号跟3号), compare-named 1, back 2 (`again` one and two
 * lists back), topic-switch 2 (an aside on another category then back with the budget restated, a
 * flight aside then back), self-correct 2 (category, mall), budget 1 (raised then cut), more 1,
 * flight 8 (day changed then morning; 国庆 out and 10月7号 back; served then unserved 稻城 then gear;
 * cheapest then evening then the next day; nicknames then the return evening; a self-corrected
 * destination then sorted by departure; between shopping turns; airports then morning then
 * 再往后推一天), clarify 2, and one each of risk, after-sales, small-talk, dupe, kit, pet, problem,
 * order-by, question-form, gift, mall, messy (pinyin), voice, code-switch (English mixed in).
 * 中间那款 is not asked: which card is in the middle depends on how many the engine shows.
 *
 * Catalog faults noticed while writing (beyond those heldout10 to heldout13 list, as far as set
 * 13's header shows them):
 * - storage: 闪迪 至尊超极速移动固态 is listed in both ssd and storage-drives, and 三星's portable drive
 *   is T7 Shield in ssd but T7 in storage-drives, so a 移动固态硬盘 ask straddles two categories.
 * - printers: 兄弟 DCP-T426W (the W is its Wi-Fi model) and 佳能 G3800 have 连接=USB有线.
 * - running-shoes: every 耐克 and 亚瑟士 model (and 阿迪达斯 Boston) is 女款, so there is no men's Nike
 *   or ASICS runner for a 给老公 ask.
 * - air-purifiers: 美的 KJ500G has the CADR (500) of 飞利浦 AC1715 and 小米 4 Pro but covers 28-48㎡
 *   against their 48-80㎡.
 * - air-fryers: 苏泊尔 可视 6L has 功能=蒸汽嫩炸 (the viewing window is in its title only); 飞利浦 HD9285
 *   is listed 双篮.
 * - water-purifiers: every model is RO反渗透, so RO does not tell them apart.
 */
export { HELDOUT_SINGLES } from './singles';
export { HELDOUT_CONVERSATIONS } from './conversations';
