/**
 * What an out-of-scope question is about, so the answer says which thing the assistant cannot
 * do (没法帮你查天气). Data rows: the words that name each topic, lowercase, and a shape some
 * topics also have (a sum, a markup tag); the first row wins.
 */
import { hasEquation, hasSum, hasTag } from './text-shapes';

export interface OffTopic {
  topic: string;
  /** What the answer says it cannot do, after 没法 (default 帮你 + topic). */
  cannot?: string;
  /** Any of these words names the topic when the question names nothing of the catalog. */
  words: readonly string[];
  /** These name it even beside a catalog word (算下房贷, 帮我订酒店): the catalog has no such thing. */
  strong?: readonly string[];
  /** A word of each list together names it, also beside a catalog word (北京哪家火锅好吃). */
  together?: ReadonlyArray<readonly [readonly string[], readonly string[]]>;
  /** Words that make the row not apply (火锅底料 is a product, not a restaurant). */
  unless?: readonly string[];
  also?: (text: string) => boolean;
}

/**
 * Words that make an out-of-scope doing the use of a thing bought (写代码用的键盘, 编程专用的显示器,
 * 适合程序员的椅子; decision 085): with a catalog word beside them the question is a shopping one.
 */
export const BOUGHT_FOR_WORDS: readonly string[] = ['用的', '专用', '适合', '买', '推荐', '哪款', '有没有', '好用'];

/** Dishes and venues asked about as places to eat (哪家火锅好吃, 附近的烧烤). */
const DISHES = [
  '火锅',
  '烧烤',
  '串串',
  '小龙虾',
  '日料',
  '烤鸭',
  '自助餐',
  '麻辣烫',
  '酸菜鱼',
  '川菜',
  '湘菜',
  '粤菜',
  '西餐',
  '牛排',
  '早茶',
  '夜宵',
  '奶茶',
  '咖啡馆',
  '烤肉',
  '海鲜',
  '饺子馆',
  '面馆',
  '小吃',
  '美食',
];
const PLACE_ASKS = ['哪家', '附近', '推荐一家', '推荐家', '哪里吃', '去哪吃', '排队', '人均', '打卡', '网红店'];

export const OFF_TOPICS: readonly OffTopic[] = [
  {
    topic: '查天气',
    words: ['天气', '气温', '下雨', '下雪', '台风', '雾霾', '多少度', '降温', '升温'],
    // 明天北京天气怎么样 要带伞吗: the weather asked, not an umbrella (decision 074); asked to buy one, it is a search.
    strong: [
      ...['天气怎么样', '天气如何', '天气咋样', '天气好吗', '天气预报', '天气好不好', '会下雨吗', '下雨吗', '下不下雨'],
      ...['会不会下雨', '要带伞吗', '带伞吗', '带不带伞', '需要带伞', '用带伞吗', '多少度', '气温多少'],
    ],
    unless: ['推荐', '买', '来把', '来一把', '挑', '有没有', '哪款', '哪个好', '多少钱', '便宜', '下雨天'],
  },
  { topic: '看新闻', words: ['新闻', '热搜', '头条'] },
  {
    topic: '看行情',
    words: ['股票', '股价', '股市', '基金', '彩票', '汇率', '大盘', '比特币'],
    // A company's shares are no product, whatever brand they are of (茅台的股票能抄底吗).
    strong: ['股票', '股价', '炒股', '抄底', '大盘', '涨停', '跌停', 'a股', '港股', '美股', '市值', '基金净值'],
  },
  {
    topic: '推荐影视剧和节目',
    words: ['电视剧', '连续剧', '综艺', '追剧', '韩剧', '美剧', '日剧', '网剧', '电影', '动漫', '番剧', '纪录片'],
    strong: ['电视剧', '连续剧', '综艺节目', '韩剧', '美剧', '日剧', '网剧'],
    // 看韩剧用的投影仪: a product for watching them.
    // 想买个电视 看电视剧用: a purchase said for them (decision 042).
    unless: [
      '用的',
      '投影',
      '平板',
      '电视机',
      '显示器',
      '音箱',
      '耳机',
      '会员卡',
      '剧用',
      '想买',
      '要买',
      '买个',
      '买台',
      '买块',
    ],
  },
  // Decision 036: money sums first (算一下利息 is no homework), then the rest further down.
  {
    topic: '算贷款、利息和税费',
    words: ['利息', '利率', '贷款', '理财', '存款', '收益率', '复利', '年化', '帮我算', '算算', '算下', '怎么算'],
    strong: [
      '房贷',
      '车贷',
      '月供',
      '个税',
      '个人所得税',
      '所得税',
      '公积金',
      '社保',
      '等额本息',
      '等额本金',
      '提前还款',
      '贷款利息',
      '算一下利息',
      '存款利息',
    ],
  },
  {
    topic: '解题算数',
    words: ['作业', '数学题', '方程', '几何题', '算一下', '计算一下', '等于'],
    // 这道题怎么做 3x+5=20 (decision 074): homework said as a question, with an equation beside it.
    strong: [
      '这道题',
      '这题怎么',
      '道题怎么',
      '解方程',
      '应用题',
      '奥数',
      '数学作业',
      '英语作业',
      '语文作业',
      '物理题',
      '化学题',
    ],
    also: (text) => hasSum(text) || hasEquation(text),
  },
  {
    topic: '做翻译',
    words: [
      '翻译',
      '翻成中文',
      '翻成英文',
      '翻成英语',
      '翻成日语',
      '译成中文',
      '译成英文',
      '翻一下',
      '用中文怎么说',
      '用英文怎么说',
      '用英语怎么说',
      '英文怎么说',
      '英语怎么说',
      '中文怎么说',
      '日语怎么说',
    ],
  },
  {
    topic: '写文章',
    words: [
      '写一篇',
      '写篇',
      '写首',
      '写一首',
      '作文',
      '写诗',
      '周报',
      '日报',
      '简历',
      '论文',
      '文案',
      '演讲稿',
      '检讨书',
      '帮我写',
    ],
    // 帮我写段java (decision 079): code is written, not an essay; the code row says so.
    unless: ['python', 'java', '代码', '程序', '脚本', 'sql', 'html', 'css', '函数', '排序'],
  },
  { topic: '查火车票', words: ['高铁', '火车'] },
  // Decision 079: learning and exams asked about (怎么学英语, 考研怎么复习), when nothing of the catalog is named.
  {
    topic: '辅导学习和备考',
    cannot: '辅导学习和备考',
    words: [
      ...['怎么学', '学英语', '学日语', '背单词', '怎么复习', '考研', '考公', '雅思', '托福', '四六级', '高考志愿'],
      ...['学习方法', '怎么提高成绩', '专业选什么', '报什么专业', '选什么专业'],
    ],
    // 学英语用的点读笔: a thing bought for it.
    unless: ['用的', '买', '推荐', '哪款', '有没有'],
  },
  {
    topic: '写代码或解读代码',
    words: [
      ...['python', 'java', '代码', '程序', '编程', 'html', 'css', 'sql'],
      // Decision 079: algorithms and programming words said without 代码.
      ...['快速排序', '快排', '冒泡排序', '二分查找', '链表', '二叉树', '递归', '动态规划', '数据结构', 'leetcode', '力扣'],
      ...['bug', 'api接口', '前端', '后端', '数据库', 'linux命令', 'git命令', 'excel公式', 'vlookup'],
    ],
    also: hasTag,
  },
  // Decision 036: local services, medical and legal advice, chit-chat.
  {
    topic: '推荐餐馆、景点这类本地生活，也没法订酒店、点外卖或叫车',
    words: ['附近', '周边游', '哪里玩', '去哪玩', '哪里好玩', '什么好玩的地方'],
    strong: [
      '外卖',
      '打车',
      '叫车',
      '叫个车',
      '打个车',
      '网约车',
      '滴滴',
      '代驾',
      '跑腿',
      '订酒店',
      '订个酒店',
      '订房',
      '订民宿',
      '酒店推荐',
      '推荐酒店',
      '景点',
      '门票',
      '电影票',
      '演唱会票',
      '饭馆',
      '馆子',
      '探店',
      '好玩的地方',
      '旅游攻略',
      '搬家公司',
      '家政',
    ],
    together: [[DISHES, PLACE_ASKS]],
    unless: [
      '底料',
      '调料',
      '蘸料',
      '电火锅',
      '火锅锅',
      '烧烤架',
      '烤盘',
      '烤炉',
      '咖啡机',
      '奶茶粉',
      '零食',
      '外卖箱',
      '外卖包',
      '保温箱',
    ],
  },
  {
    topic: '看病或给用药建议，身体不舒服请咨询医生或药师',
    words: [
      '看病',
      '医院',
      '医生',
      '症状',
      '病因',
      '诊断',
      '治疗',
      '头疼怎么办',
      '头痛怎么办',
      '发烧怎么办',
      '咳嗽怎么办',
      '失眠怎么办',
      '血压高怎么办',
      '血糖高怎么办',
      '怀孕了能',
      '能一起吃吗',
      // Decision 079: what an illness is, how bad, which department.
      ...['是什么病', '什么病', '啥病', '得了什么', '是不是病了', '是不是得了', '严不严重', '要不要紧', '挂什么科', '看什么科'],
      ...['是不是感冒', '是不是新冠', '是不是发烧', '是不是过敏', '是不是炎症'],
      ...['高烧', '烧到', '烧不退', '度怎么办', '拉肚子怎么办', '过敏了怎么办'],
    ],
    strong: [
      '挂号',
      '吃什么药',
      '用什么药',
      '吃啥药',
      '什么药好',
      '怎么治',
      '看医生',
      '化验单',
      '体检报告',
      '药量',
      '剂量',
      '偏方',
      '病历怎么看',
    ],
  },
  {
    topic: '解答法律问题，建议咨询专业律师',
    words: [
      ...['法律', '违法吗', '合法吗', '纠纷', '赔偿金', '报警', '合同'],
      // Decision 079: work, tenancy, family and accidents asked about.
      ...['辞退', '开除', '裁员', 'n+1', '工伤', '拖欠工资', '欠薪', '欠钱不还', '遗产', '继承权', '押金不退', '不退押金'],
      ...['交通事故', '怎么判', '违约金', '赡养', '离婚财产', '劳动法', '被骗了怎么报'],
    ],
    strong: ['律师', '起诉', '打官司', '仲裁', '判刑', '判几年', '抚养权', '离婚', '劳动合同', '法院'],
  },
  // 李白是哪个朝代的, 地球到月亮多远 (decision 074): general knowledge, when nothing of the catalog is named.
  {
    topic: '回答百科常识',
    cannot: '回答百科常识这类问题',
    words: [
      ...['朝代', '哪个朝代', '多远', '有多远', '多少公里', '首都是', '的首都', '谁发明', '发明的', '是谁写的', '哪一年'],
      ...['历史上', '为什么天', '光速', '太阳系', '总统是谁', '人口多少', '面积多大', '怎么读', '成语'],
    ],
  },
  {
    topic: '闲聊',
    cannot: '陪你闲聊',
    words: [
      '陪我聊',
      '聊聊天',
      '聊天吧',
      '无聊',
      '你多大',
      '你几岁',
      '你喜欢什么',
      '你是男的',
      '你是女的',
      '你有男朋友',
      '你有女朋友',
      '吃饭了吗',
      '你在干嘛',
      '我好累',
      '好累啊',
      '今天好累',
      '累死了',
      '不想上班',
      '不想上学',
      '上班好累',
      '心情不好',
      '好烦',
      '我爱你',
      '晚安',
      '你真棒',
      '你好笨',
      '讲个故事',
      '讲笑话',
      '笑话',
      '你是谁',
      '你叫什么',
      '你是人吗',
      '是真人',
      '真人吗',
      '你是ai',
      '你是人工智能',
    ],
    strong: ['你是机器人', '是机器人吗', '还是真人', '是不是真人', '是不是机器人', '你是真人'],
  },
];

const has = (text: string, words: readonly string[] | undefined): boolean => !!words?.some((w) => text.includes(w));
/** The row's strong words or its pairs: out of scope whatever catalog words stand beside them. */
const strongly = (r: OffTopic, lower: string): boolean =>
  !has(lower, r.unless) && (has(lower, r.strong) || !!r.together?.some(([a, b]) => has(lower, a) && has(lower, b)));

/** The topic a question is about, when it names one of the rows; null otherwise. */
export function offTopicOf(text: string): string | null {
  const lower = text.toLowerCase();
  return (
    OFF_TOPICS.find((r) => strongly(r, lower) || (!has(lower, r.unless) && has(lower, r.words)) || r.also?.(lower))?.topic ?? null
  );
}

/** Out of scope even beside a catalog word (算下房贷, 北京哪家火锅好吃, 帮我订个酒店). */
export const isStrongOffTopic = (text: string): boolean => {
  const lower = text.toLowerCase();
  return OFF_TOPICS.some((r) => strongly(r, lower));
};

/** What the answer says it cannot do, after 没法: 帮你查天气, 陪你闲聊. */
export const cannotDo = (topic: string): string => {
  const row = OFF_TOPICS.find((r) => r.topic === topic);
  return row?.cannot ?? `帮你${topic}`;
};
