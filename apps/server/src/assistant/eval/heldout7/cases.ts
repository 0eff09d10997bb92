/**
 * The seventh held-out set of the shopping assistant (issue 19), to be run once at the end of
 * the session.
 *
 * How it was written: BLIND, by a helper that never opened the engine (nothing under
 * assistant/ but eval/check.ts, eval/heldout/ and eval/heldout-sets.test.ts; not the language or
 * lexicon folders, flows, bench scripts, the earlier held-out sets' questions, eval/cases or
 * eval/generated). It read only the product spec, the seeded catalog (db/seed/) and the
 * expectation semantics, and never ran the set against the engine. heldout-sets.test.ts checks
 * its shape and that the seeded catalog can satisfy every expectation.
 *
 * First run: (not yet run)
 *
 * Families: budget, brand, exclude, mall, audience, gift, attribute (specs), named, price-ask,
 * count, compare-named, flight, risk (refusals), near-miss, out-of-scope (off-topic),
 * small-talk, after-sales, clarify, messy (typos, homophones, pinyin); the conversations are
 * named family/what-they-test (follow-up, topic-switch, new-chat, flight, gift, spec…).
 *
 * Catalog faults noticed while writing (seed data contradicting itself or the real world; specs
 * drawn at random where the model name says otherwise):
 * - tea: 西湖牌 明前龙井 has 茶类=黑茶, 八马 安溪铁观音 茶类=红茶, 八马 正山小种 茶类=花茶 产地=福鼎
 *   357g, 大益 普洱熟茶 茶类=白茶 产地=安溪, 张一元 茉莉花茶 产地=安溪.
 * - coffee-beans: every title says 阿拉比卡咖啡豆, yet 星巴克 派克市场 200g has 类型=胶囊, 瑞幸 冻干
 *   类型=咖啡豆, 雀巢 速溶 and 三顿半 超即溶 类型=挂耳.
 * - milk: titles say 全脂纯牛奶 but 蒙牛 has 类型=低脂 and 特仑苏 纯牛奶 类型=有机; 伊利 产地=新西兰进口
 *   while 安佳 进口全脂 has 产地=国产.
 * - dog-food: 冠能 中大型成犬 has 体型=小型犬; 渴望 and 比瑞吉 are 老年犬 in a title saying 全价成犬粮.
 * - mice: every title says 无线鼠标, yet VGN R1 Pro, 罗技 G502 X, 罗技 M650 and 雷蛇 毒蝰V3 Pro have
 *   连接=有线 (and 炼狱蝰蛇V3, a wired mouse, has 2.4G无线).
 * - vacuum-cleaners: 追觅 H20 Ultra洗地机 has 类型=手持吸尘器 (title says both).
 * - car-seat-cushions: 固特异/3M 全包围脚垫 (floor mats) are titled 四季通用汽车坐垫.
 * - building-toys: 乐高 得宝 大颗粒 (Duplo) has 适用年龄=18岁+, 机械组 保时捷911 3岁+ with 2700粒,
 *   城市组 消防局 150粒.
 * - wine: 奔富 Bin389 产地=智利, 张裕 爱斐堡 and 长城 五星干红 产地=澳大利亚/智利, 蒙特斯 欧法 产地=法国.
 * - cooking-oil: 鲁花 5S压榨花生油 has 工艺=浸出 under a title saying 压榨食用油 (also 福临门 玉米油,
 *   欧丽薇兰 初榨橄榄油).
 * - rice: 太粮 油粘米 (a southern rice) is titled 东北大米 with 产地=五常.
 * - infant-formula: 飞鹤 臻稚 (cow's milk) has 奶源=羊奶; 爱他美 国产奶源, 君乐宝 进口奶源.
 * - health-supplements: 汤臣倍健 蛋白粉 (a powder) is sold as 90粒.
 * - kids-scooters: 好孩子 儿童自行车 is titled 儿童滑板车; 米高 折叠滑板车 and 迪卡侬 滑板车 have 类型=平衡车.
 * - school-bags: 得力/迪士尼/新秀丽 titles say 小学生护脊书包 … 初中.
 * - smartwatches: 小米 手环9 Pro has 表盘=49mm; 华为 WATCH FIT 3 has eSIM通话.
 * - phone-cases: 苹果 MagSafe硅胶壳 has 适用机型=华为Mate 70.
 * - strollers: 好孩子 高景观 GB (8.5kg) has 功能=可登机 while the light umbrella strollers do not.
 * - sunscreens: 怡思丁 水感防晒 and 碧柔 水活防晒 are titled 清爽防晒乳 with 质地=喷雾.
 * - keyboards: 樱桃 KC200 (a membrane keyboard) is a 机械键盘 with 红轴.
 * - category words shared or misplaced: 血糖仪 is a synonym of 血压计, 饮水机 of the pet fountains,
 *   眼罩/蒸汽眼罩 of the eye massagers, 暖手宝/热水袋 of electric blankets, 裤子/休闲裤 of jeans, 手机支架
 *   of car chargers, 烤箱 of both air fryers and ovens (电烤箱/蒸烤箱 also of microwaves), vlog相机 of
 *   cameras and action cameras, 运动鞋 of running shoes and sneakers, 零食/年货 of nuts and snacks.
 */
export { HELDOUT_SINGLES } from './singles';
export { HELDOUT_CONVERSATIONS } from './conversations';
