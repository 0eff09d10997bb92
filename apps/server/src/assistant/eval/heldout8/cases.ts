/**
 * The eighth held-out set of the shopping assistant (issue 19), to be run once at the end of
 * the session.
 *
 * How it was written: BLIND, by a helper that never opened the engine (nothing under
 * assistant/ but eval/check.ts, eval/heldout/ (setup.ts, satisfiable.ts), eval/heldout-sets.test.ts
 * and the header and file layout of heldout7; not the language or lexicon folders, flows, bench
 * scripts, the earlier held-out sets' questions, eval/cases or eval/generated). It read only the
 * product spec, the seeded catalog (db/seed/, dumped with its own script: every model's prices,
 * malls, specs and title at the held-out request time) and the expectation semantics, and never
 * ran the set or the probe tool against the engine. heldout-sets.test.ts checks its shape and that
 * the seeded catalog can satisfy every expectation; the writer also checked that budget, brand,
 * attribute and exclusion asks leave several models to show wherever a list is expected.
 *
 * First run (session 13, --quiet, nobody opened the questions): on the engine as the session
 * found it (74db486) singles 275/360 (76.4%), turns 135/152 (88.8%), conversations whole 35/48;
 * on the session's final engine (2a2a153) singles 295/360 (81.9%), turns 136/152 (89.5%),
 * conversations whole 36/48. It is spent as a held-out set from here on.
 *
 * Families (singles): budget, brand, exclude, mall, audience, gift, attribute (specs), named,
 * price-ask, count, compare-named, flight (relative days, weekdays, N号, 中秋/国庆/万圣节/双十一,
 * 圣诞/元旦 past the listed days, parts of the day, sorting, unserved cities), risk (refusals),
 * near-miss, out-of-scope (off-topic), after-sales, small-talk, clarify, messy (typos,
 * homophones, pinyin, case); and five of this set's own: scenario (a problem described, no
 * product named: 回南天, 甲醛, 嗓子干…), voice (dictated questions with fillers, restarts and
 * repetitions), code-switch (English words inside Chinese: budget 1k, full frame, no apple
 * please), color (a colour from the titles) and self-correct (the shopper changes a constraint
 * inside one message: 五百以内 哦不对 八百以内). The conversations are named family/what-they-test
 * (follow-up, exclude, compare, again, topic-switch, new-chat, flight, gift, clarify, risk,
 * after-sales, wish, reference, budget, relax, spec, mall, voice, code-switch, messy…).
 *
 * Expectations avoid the catalog faults heldout7 lists and those below (no 中底, 鞋面, 剃须刀类型,
 * 测量方式, 防水 of speakers, 面料 or 材质 asks).
 *
 * Catalog faults noticed while writing, beyond heldout7's list (specs drawn at random where the
 * model or title says otherwise):
 * - running-shoes 中底: 耐克 Pegasus 41, 亚瑟士 GEL-KAYANO 31 and 李宁 赤兔7 Pro have 碳板; 亚瑟士
 *   NOVABLAST 4 and 特步 动力巢 have Boost (adidas' foam); 阿迪达斯 Ultraboost Light and Adizero Boston
 *   12 have GEL缓震 (Asics').
 * - shavers 类型: 博朗 9系Pro/5系 and 松下 ES-LV9U (foil shavers) are 旋转式; 飞利浦 S1000 and 小米
 *   S700 (rotary) are 往复式.
 * - sneakers 鞋面: 耐克 Air Force 1 帆布, 阿迪达斯 Stan Smith 网面 (both leather); 匡威 Chuck 70 网面 and
 *   All Star 皮革 (both canvas).
 * - hiking-shoes: 始祖鸟 Aerios FL 2 GTX has 防水=普通防泼水 (GTX is GORE-TEX).
 * - gaming-laptops: 雷神 猎刃15 and 戴尔 Alienware m16 have 屏幕=18英寸; 天选5 Pro 18英寸.
 * - model names contradicting specs: 始祖鸟 Mantis 26 双肩包 容量=22L; Lululemon The Mat 5mm
 *   厚度=4mm; 小米 BE6500 Pro 速率=BE7200; 大疆 Mini 4 Pro (a sub-250g drone) 重量=1063g, Neo 249g,
 *   道通 EVO Lite 135g; 天王 机械表 机芯=石英 (and 机械表 is the category's name), 浪琴 名匠
 *   (automatic) 光动能; 米家走步机 最高速度=20km/h; Keep 智能跳绳 计数=无计数; 双立人 中片刀
 *   类型=水果刀; 光威/达亿瓦/禧玛诺 路亚竿 and 海竿 titled 碳素台钓鱼竿.
 * - e-readers: screens swapped (掌阅 Light3 and 文石 Leaf3 10.3英寸, 文石 Note Air4 and 掌阅 Ocean4 6英寸).
 * - game-consoles: 任天堂 Switch Lite and 微软 Series S sold as 日版, Series S 存储=64GB, Xbox Series X 港版.
 * - underwear: 内外 无钢圈文胸 and 爱慕 无钢圈内衣 have 适用=男款.
 * - scarves: 鄂尔多斯 羊绒围巾 材质=腈纶, 博柏利 格纹羊绒围巾 材质=真丝, 万事利 真丝丝巾 titled 羊绒围巾.
 * - hats: 耐克 鸭舌帽 has 款式=毛线帽. wallets: 无印良品 卡包 (PU) titled 真皮钱包.
 * - titles against specs: T恤 titled 纯棉 with 面料=莫代尔/冰丝; 袜子 titled 纯棉 with 锦纶/莫代尔;
 *   床上四件套 titled 纯棉 with 天丝/磨毛 (罗莱 纯棉四件套 天丝); 香水 all titled 淡香水 with several
 *   浓度=香精EDP; 虎牌 MMZ-A501 titled 不锈钢保温杯 with 材质=纯钛; 网易严选 乳胶床垫 titled 独立弹簧床垫.
 * - data-cables: 绿联 C to C 100W has 接口=USB-A转USB-C; 安克 240W and 小米 6A 100W are USB-C转Lightning
 *   (no Lightning cable carries that). storage-drives: 三星 EVO内存卡 接口=Type-C.
 * - blood-pressure-monitors: 欧姆龙 U727 and HEM-7136 (upper-arm models) have 测量方式=手腕式.
 * - bluetooth-speakers: Bose SoundLink Max and 索尼 ULT FIELD 1 (both IP67) have 防水=无; JBL GO4 30W.
 * - pillows: 泰普尔 记忆枕 材质=羽丝绒, 富安娜 羽绒枕 材质=乳胶. office-chairs: 赫曼米勒 Aeron (mesh)
 *   靠背=海绵. storage-boxes: 爱丽思 透明收纳箱 and 宜家 SAMLA 材质=布艺. umbrellas: 小米 自动折叠伞
 *   类型=直杆. heaters: 戴森 AM09 (a fan heater) 类型=油汀. power-strips: 公牛 快充插座 and 倍思
 *   氮化镓插线板 USB=无USB. hand-creams: 欧舒丹 乳木果护手霜 规格=礼盒装 while 护手霜礼盒 is 30ml.
 * - cameras: 索尼 A7M4 视频=6K. monitors: 小米 G27Qi 面板=OLED, 戴尔 U2724D VA at 180Hz.
 *   tablets: iPad mini 7 144Hz 5G版, 拯救者Y700 90Hz. printers: 兄弟 DCP-T426W (W = Wi-Fi)
 *   连接=USB有线. projectors: 哈趣 K2 (519元) 3000CVIA.
 * - category words shared or misplaced (besides heldout7's): 平衡车 and 儿童自行车 of kids' scooters,
 *   滑板车 of both kids' scooters and 九号 滑板车F2 (an electric scooter), 手表 only of smartwatches
 *   (机械表 has 腕表/男表), 书包 of both school bags and backpacks, 摄像头 of security cameras only
 *   while 车载摄像头 is a dash cam.
 * - heldout7's coffee-beans fault looks fixed (类型 now matches the titles); dog-food 冠能 中大型成犬
 *   体型=小型犬 remains.
 */
export { HELDOUT_SINGLES } from './singles';
export { HELDOUT_CONVERSATIONS } from './conversations';
