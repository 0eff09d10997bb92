import type { SpecWordRow } from './spec-terms';

/**
 * Spec values shoppers say in words rather than as the listing spells them (decision 064):
 * 前后都能录 is the dash cam's 前后双录, 刷脸 the lock's 3D人脸, 防晒指数最高 the SPF50+ PA++++
 * sunscreen. Same row shape as SPEC_WORDS (lexicon/spec-terms.ts), which takes these in; each row
 * names its categories, so a word never asks for the value elsewhere. A new phrasing is one string.
 */
export const SPOKEN_SPEC_WORDS: readonly SpecWordRow[] = [
  // Decision 082: 只要凝珠 after laundry liquids (the listings say 洗衣凝珠).
  { means: '洗衣凝珠', says: ['凝珠', '洗衣球', '洗衣珠'], categories: ['laundry-detergent'] },
  {
    means: '前后双录',
    says: ['前后都能录', '前后都录', '前后都可以录', '前后录', '前后双摄', '前后摄像头', '前后镜头', '后面也能录', '双镜头'],
    categories: ['dash-cams'],
  },
  { means: '停车监控', says: ['停车也能录', '停车录像', '熄火也能录', '停车时能录'], categories: ['dash-cams'] },
  {
    means: 'SPF50+ PA++++',
    says: [
      'spf50+',
      'pa++++',
      'pa四个加',
      '防晒指数最高',
      '防晒值最高',
      '防晒倍数最高',
      '高倍防晒',
      '最高倍数',
      '防晒最强',
      '四个加',
    ],
    categories: ['sunscreens'],
  },
  { means: '半自动意式', says: ['半自动', '意式半自动', '半自动意式咖啡机', '自己压粉'], categories: ['coffee-machines'] },
  { means: '3D人脸', says: ['人脸识别', '刷脸', '刷脸开门', '人脸解锁', '面部识别', '认脸'], categories: ['smart-locks'] },
  { means: '指静脉', says: ['静脉识别', '手指静脉', '指静脉识别'], categories: ['smart-locks'] },
  { means: '可视猫眼', says: ['能看门外', '看得到门外', '带猫眼', '猫眼屏', '门外有谁'], categories: ['smart-locks'] },
  { means: '打印复印扫描', says: ['能复印', '能扫描', '复印扫描', '打印复印', '打印复印一体'], categories: ['printers'] },
  { means: '墨仓式', says: ['加墨式', '连供', '可加墨', '加墨水的', '自己加墨'], categories: ['printers'] },
  {
    means: '零冷水',
    says: ['不用等热水', '一开就是热水', '开水龙头就热', '不放冷水', '即开即热'],
    categories: ['water-heaters'],
  },
  { means: '防直吹', says: ['不直吹', '不对着人吹', '风不直吹', '不吹人'], categories: ['air-conditioners'] },
  { means: '无叶风扇', says: ['无叶', '没有扇叶', '没叶子', '没有叶子', '不带叶子', '没叶片', '不伤手'], categories: ['fans'] },
  { means: '嵌入式', says: ['嵌入', '内嵌', '能嵌进橱柜', '装进橱柜'], categories: ['dishwashers'] },
  { means: 'IH电磁加热', says: ['ih加热', '电磁加热', 'ih的'], categories: ['rice-cookers'] },
  { means: 'eSIM通话', says: ['能打电话', '独立通话', '插卡', '能接电话', '不带手机也能打电话'], categories: ['smartwatches'] },
  { means: '血氧监测', says: ['测血氧', '血氧', '能测血氧'], categories: ['smartwatches'] },
  { means: '全自动速开', says: ['速开', '秒开', '免搭建', '自动弹开', '一秒开'], categories: ['tents'] },
  // Decision 078: a tent pitched by hand (手搭帐篷) is any that does not spring open.
  {
    means: '双层防雨|屋脊帐',
    says: ['手搭', '手动搭', '手动搭建', '自己搭', '手工搭', '非自动', '传统帐篷'],
    categories: ['tents'],
  },
  { means: '上臂式', says: ['臂式', '绑胳膊', '测胳膊', '胳膊上测'], categories: ['blood-pressure-monitors'] },
  { means: '语音播报', says: ['会说话', '能报数', '语音报数', '念出来'], categories: ['blood-pressure-monitors'] },
  // The older iPhones a cable fits are device fits (lexicon/device-fits.ts, decision 071).
  { means: 'Lightning', says: ['lightning口', 'lightning接口', '闪电接口', '闪电口'], categories: ['data-cables'] },
  // 扫地机器人 要能拖地的: mopping is what the robot does too, not a mop (拖地的 names mops alone).
  {
    means: '扫拖一体',
    says: ['能拖地', '还能拖地', '带拖地', '扫拖', '扫拖一体', '又扫又拖', '扫完能拖', '拖地', '自己拖地', '自动拖地', '会拖地'],
    categories: ['robot-vacuums'],
  },
  // Decision 076: 要能热水洗拖布的 after robots is the base station's feature, not a mop.
  { means: '热水洗', says: ['热水洗拖布', '热水洗抹布', '热水清洗拖布', '热水洗'], categories: ['robot-vacuums'] },
  {
    means: '自动洗拖布',
    says: ['自动洗拖布', '自己洗拖布', '能洗拖布', '拖布自动洗', '不用手洗拖布'],
    categories: ['robot-vacuums'],
  },
  // Decision 075: 能直接冲马桶的猫砂, 防偷窥的膜, 钛的保温杯, 矮一点的枕头, 能烤东西的微波炉.
  { means: '可冲厕所', says: ['冲马桶', '能冲马桶', '冲厕所', '倒马桶'], categories: ['cat-litter'] },
  { means: '防窥', says: ['防偷窥', '防偷看', '别人看不到', '防窥屏'], categories: ['screen-protectors'] },
  { means: '钛', says: ['钛的', '钛合金', '纯钛的', '钛杯'], categories: ['thermos-cups'] },
  { means: '低枕', says: ['矮一点', '矮点', '低一点', '低点的', '矮的'], categories: ['pillows'] },
  { means: '光波烧烤', says: ['能烤', '烤东西', '能烧烤', '带烧烤', '可以烤'], categories: ['microwaves'] },
  { means: 'ISOFIX', says: ['硬接口', 'isofix接口', '硬连接'], categories: ['car-seats'] },
  // Decision 081: who sleeps on it, where it goes, how it charges, said the way people talk.
  {
    means: '双人',
    says: ['两个人睡', '俩人睡', '两人睡', '两个人用', '俩人用', '两人用', '夫妻用'],
    categories: ['electric-blankets'],
  },
  // Decision 085: how many sleep in a tent, said by who goes (a number of people is a measure, measures.ts).
  { means: '2人', says: ['双人', '俩人', '情侣', '我和对象', '小两口', '两口子'], categories: ['tents'] },
  { means: '3-4人', says: ['三口', '四口', '一家三口', '一家四口', '家庭'], categories: ['tents'] },
  { means: '5-8人', says: ['多人', '一大家子', '一群人', '几家人'], categories: ['tents'] },
  // Decision 085: 折叠自行车, 能折起来的单车 (the listings say 折叠车).
  {
    means: '折叠车',
    says: ['折叠', '可折叠', '能折叠', '折叠式', '折起来', '能折的', '可以折'],
    categories: ['bicycles'],
  },
  {
    means: '可登机',
    says: ['带上飞机', '能上飞机', '上飞机', '能带上去', '带得上飞机', '能登机', '登机'],
    categories: ['strollers'],
  },
  { means: '快充', says: ['快充口', '快充接口', '快充孔', 'usb快充'], categories: ['power-strips'] },
  { means: '无线充', says: ['无线充电', '无线快充', '能无线充'], categories: ['car-chargers'] },
  { means: '点烟器', says: ['点烟器口', '点烟口', '点烟器接口'], categories: ['car-chargers'] },
];
