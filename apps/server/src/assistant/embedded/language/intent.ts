import { abroadCity, findCities, placeWithoutRoutes } from './flight-cities';
import { HOLIDAYS } from './lexicon/holidays';
import { PRICE_ASK_WORDS, PRICE_RECORD_WORDS, PRICE_WORTH_WORDS, WORTH_GETTING } from './lexicon/price-asks';
import { findRisk } from './risk-rules';
import { GIFT_ASK_WORDS, GIFT_OCCASIONS, GIFT_RECIPIENTS } from './lexicon/gift-recipients';
import { saysKit } from './life-kits';
import { COMPARE_ASK_WORDS, COMPARE_GAP_WORDS, COMPARE_TORN_WORDS } from './lexicon/compare-words';
import { BOUGHT_FOR_WORDS, isStrongOffTopic, offTopicOf } from './phrases/off-topic';
import { FIGURE_DATE } from './flight-dates';
import { INVOICE_WORDS, TO_BUY_WORDS } from './lexicon/invoice-words';
import { NOT_CATEGORIES } from '#server/modules/catalog/lexicon/categories';
import {
  AFTER_SALES_TOPICS,
  FAULT_HAPPENED,
  FAULTS,
  HELP_ASKS,
  OWNED_PURCHASE,
  REPLACE_WITH_NEW,
  SERVICE_TERMS,
} from './lexicon/after-sales-words';
import { containsPhrase } from './phrases/sequence';
import { CAPABILITY_ASKS } from './lexicon/capability-words';
import { ANYTHING } from './lexicon/vague-words';
import { smallTalkOf } from './small-talk';
import { orderIssueOf } from './order-issue';
import { dropsBudget, parseBudget } from './budget';

/**
 * What an after-sales ask is made of (decision 046): a service word or a fault, a purchase made,
 * and a question about it. Read from the lexicon rows (lexicon/after-sales-words.ts) beside the
 * older patterns.
 */
export const afterSalesParts = (q: string) => {
  const fault = containsPhrase(q, FAULTS);
  const help = PATTERNS.afterSalesAsk.test(q) || containsPhrase(q, HELP_ASKS);
  return {
    service: PATTERNS.afterSales.test(q) || containsPhrase(q, AFTER_SALES_TOPICS) || containsPhrase(q, SERVICE_TERMS) || fault,
    owned:
      PATTERNS.owned.test(q) ||
      containsPhrase(q, OWNED_PURCHASE) ||
      containsPhrase(q, FAULT_HAPPENED) ||
      (fault && help) ||
      containsPhrase(q, AFTER_SALES_TOPICS),
    help,
  };
};

/** 公司报销 买台笔记本能开专票吗: an invoice word beside a purchase still to come. */
export const asksInvoiceToBuy = (q: string): boolean =>
  INVOICE_WORDS.some((w) => q.includes(w)) && TO_BUY_WORDS.some((w) => q.includes(w));

/** What the user wants; each intent has one flow (flow-registry.ts). */
export type Intent =
  | 'empty'
  | 'risk'
  | 'voice'
  | 'image'
  | 'cloud_phone'
  | 'wish_show'
  | 'wish_remove'
  | 'wish_target'
  | 'wish_add'
  | 'flight'
  | 'compare'
  | 'price'
  | 'product'
  | 'identity'
  | 'capability'
  | 'greeting'
  | 'thanks'
  | 'small_talk'
  | 'unsupported'
  | 'after_sales'
  | 'gift'
  | 'kit'
  | 'missing_context'
  | 'shopping';

export interface IntentInput {
  question: string;
  hasImage: boolean;
  hasVoice: boolean;
  /** A product card the question is about resolved to a catalog product. */
  hasProduct: boolean;
  /** The question names a catalog category (耳机, 笔记本). */
  namesCategory: boolean;
  /** The question names a catalog brand (索尼, 小米). */
  namesBrand: boolean;
  /** The question states a value listings show (能带上飞机的 → 可登机, decision 036). */
  namesValue?: boolean;
}

/** One pattern from a lexicon's phrase rows, longest first. */
const words = (rows: readonly string[]): RegExp => new RegExp([...rows].sort((a, b) => b.length - a.length).join('|'));

const NUM = String.raw`(?:\d+(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)`;

/** The phrasings each intent is recognised by; flows strip the same phrases to find product names. */
export const PATTERNS = {
  cloudPhone:
    /(帮我|替我|代我|帮忙|给我|自动|一键|直接)\s*(在\S{1,5}?)?(下单|下个单|付款|支付|拍下|抢购|结账)|(帮我|替我|代我)\s*(在|去)\S{1,5}?(买|购买)|(帮我|替我|代我)\s*(买|购买)(下|了)?(这|它|那|第)/,
  wishShow:
    /(看看|看一下|看下|查看|打开|显示|列出|给我看)\s*(我的)?\s*(心愿单|愿望单|心愿清单)|我的(心愿单|愿望单)|(心愿单|愿望单)(里|中)?\s*(有什么|有啥|都有|有哪些)|^(心愿单|愿望单)[?？]?$/,
  /** 删掉心愿单里的iPad, 把小米15从心愿单移除, 取消收藏 (decision 070). */
  wishRemove:
    /(删掉|删除|删了|移除|移出|去掉|拿掉|撤掉|清掉|清空)[^，。,.]{0,14}(心愿单|愿望单|心愿清单)|(心愿单|愿望单)(里|中)?[^，。,.]{0,16}?(删掉|删除|删了|删|移除|移出|去掉|拿掉|撤掉|不要了|清掉|清空)|从(心愿单|愿望单)(里|中)?\s*(删|移|去|拿)|取消收藏/,
  wishTarget: new RegExp(
    `(降到|降至|跌到|低于|便宜到|到)\\s*${NUM}\\s*(元|块)?\\s*(以下|以内)?\\s*(就|时|的时候|再)?\\s*(提醒|通知|告诉|叫)|目标价\\s*(是|设为|设成|改成|改为|定为|调到|为)?\\s*${NUM}|${NUM}\\s*(元|块)?\\s*(以下|以内)?\\s*(就|再)?\\s*(提醒|通知)我`,
  ),
  wishAdd:
    /(加入|加到|加进|放进|放入|添加到?|存到|放到|收藏到?)\s*(我的)?\s*(心愿单|愿望单|心愿清单)|加心愿|^收藏(这个|它|一下)?[。!！]?$/,
  /** Trains are not in the schedule; a train question must not get a flight answer. */
  train: /高铁|火车|动车/,
  flightWords: /机票|航班|飞机|特价票|单程票|往返票|直飞|经济舱|头等舱|航空公司/,
  /** A、B选哪个: the list comma joins names as 和 does when a comparison is asked. */
  compareConnector: /(和|与|跟|同|还是|vs\.?|pk|对比|比较|比一比|、)\s*\S/i,
  /** 徕芬lf03 戴森hd08 差距大不大: names of brand and model (小米15) apart by a space only, no connector. */
  spacedNames: /(?:^|\s)[\u4e00-\u9fff]{1,6}[a-z0-9][a-z0-9-]*\s+[\u4e00-\u9fff]{1,6}[a-z0-9][a-z0-9-]*(?=\s|$|[\u4e00-\u9fff])/i,
  compareAsk: new RegExp(
    [
      /哪个|哪款|哪一个|哪一款|哪部|哪台|谁(更|好)|二选一|二选1|两个选一个|区别|差别|不同|对比|比较|比一比|vs|pk|怎么选|选哪/
        .source,
      /还是.{0,12}(好|选|买|值)|比.{0,3}(怎么样|如何)|\d\s*(?:还是|或者)\s*\D{0,12}\d/.source,
      // A还是B？纠结: torn between them; A跟B比 差在哪: how far apart (lexicon/compare-words.ts).
      ...COMPARE_TORN_WORDS,
      ...COMPARE_GAP_WORDS,
      ...COMPARE_ASK_WORDS,
    ].join('|'),
    'i',
  ),
  /**
   * 佳明fenix8和华为gt5pro: two names, each with a model code, joined by 和 and nothing else said,
   * a digit and a Latin letter among the codes (预算2000和3000 is no pair): a comparison (decision 057).
   */
  namedPair:
    /^\s*(?:[\u4e00-\u9fff\s]{0,8}[a-z0-9][a-z0-9 .-]*)\s*(?:和|跟|与|vs\.?|pk)\s*(?:[\u4e00-\u9fff\s]{0,8}[a-z0-9][a-z0-9 .-]*)\s*[?？]?\s*$/i,
  /** 那还是正经买天梭吧, 算了还是买国产的: 还是 as "rather", with nothing before it to compare (decision 042). */
  rather: /^(?:那么?|那就|要不|我|算了|嗯+|好吧|行吧?)?[，,\s]*还是(?!.*(?:还是|和|跟|与|vs|哪))/i,
  compareReference: /这几款|这两款|这三款|这几个|这两个|这俩|那俩|它们|上面(几|两|三)款/,
  /** 跟去年比呢 / 和双十一比怎么样: a price set against a time, not a product (decision 089). */
  againstATime:
    /(?:和|跟|与|同)(?:去年|前年|上个?月|上周|上星期|之前|以前|平时|平常|双十一|双11|618|年货节|大促)(?:的价格?)?(?:比|相比)/,
  priceStrong: words(PRICE_RECORD_WORDS),
  priceWeak: words(PRICE_WORTH_WORDS),
  /** 小米15多少钱 asks the price of one product; 耳机多少钱 (no brand) is a shopping question. */
  priceAsk: words(PRICE_ASK_WORDS),
  /** Words of a shopping search, which make 值得买 a request for recommendations, not a price check. */
  shoppingAsk: /哪|什么|啥|推荐|几款|有没有|求/,
  /** 买什么扫地机划算 / 哪款耳机值得买: asking which product, not about one product's price. */
  whichAsk: /买(?:什么|啥|哪)|哪(?:款|个|种|台|部|些|一款)|推荐|有没有/,
  identity:
    /你是谁|你叫什么|你是什么|介绍一下你自己|你是机器人吗|你是ai吗|你是人吗|你是真人|是不是真人|是不是机器人|你是人工智能|你是机器人|真人还是机器人|机器人还是真人|谁开发的你|你是哪家公司|你是gpt|你是chatgpt/i,
  capability: /你能做什么|你会什么|你能干什么|你可以做什么|有什么功能|怎么用你|怎么使用|^帮助$|^help$/i,
  greeting: /^(你好|您好|hi|hello|hey|嗨|哈喽|在吗|早上好|晚上好)[\s!！。.~～呀啊]*$/i,
  thanks: /^(?:好的?|行|嗯+|ok|okay|知道了|明白了?)?[，,。\s]*(谢谢|多谢|感谢|thanks|thank you|thx|辛苦了)[\s!！。.~～你啦]*$/i,
  /** 好的我再想想, 先这样吧, 不用了: the shopper closes the topic. */
  closing:
    /^(?:好的?|好吧|行吧?|嗯+|ok|okay|那|知道了)?[，,。\s]*(?:我)?(?:再想想|再考虑(?:一下|考虑)?|考虑考虑|先这样吧?|先不买了|不用了|没事了|算了吧?|回头再说|改天再看)[。!！~～吧啦了]*$/i,
  /** Code, markup and programming asks: out of scope whatever product words they contain. */
  code: /python|java(?:script)?|c\+\+|golang|sql|html|css|写(?:一段|段|个|一个)?(?:代码|程序|脚本|函数|爬虫)|编程|代码|正则表达式|单例模式|print\s*\(|range\s*\(|function\s*\w*\s*\(|<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>|排序算法|算法题|debug|报错了/i,
  /**
   * After-sales asks about a purchase (退货, 保修, 开发票): answered with how it works, never with
   * products. With a category named it needs an owned purchase (我买的耳机怎么退货) to count.
   */
  afterSales:
    /退货|退款|换货|退换|(?:怎么|如何|咋|怎样)(?:退|换)(?!个|一|成)|保修|售后|维修|报修|三包|七天无理由|价保|保价|开发票|开票|补发票|专票|普票|电子发票|发票(?:怎么|抬头|丢了|补开)|物流|快递(?:到哪|没到|丢了)|没收到货|签收|发货|到哪了|漏水|没声音|不开机|开不了机|黑屏|不制冷|充不进电|坏了|杂音|异响|质量(?:有)?问题|有质量问题|能(?:退|换)吗|(?:退|换)得了吗|可以(?:退|换)吗/,
  /** A purchase already made (上周买的, 买回来), or a fault in one (漏水了): the after-sales ask is about it. */
  owned:
    /我买的|^买的|买了|已经买|刚买|买回来|(?:上次|上周|上个月|昨天|前天|前几天|之前|去年|双十一|618)买的?|收到(?:的|了)|订单|下单了|用了|坏了|出问题|有问题|有杂音|有异响|故障|不能用|用不了|不好用|(?:漏水|没声音|不开机|开不了机|黑屏|不制冷|充不进电)了?(?:怎么办|咋办|怎么弄|能修|[吗呢]|$|[，,。？?!！])/,
  /**
   * 耳机能退货吗, 扫地机器人保修多久, 空调能开发票吗: an after-sales question about a category,
   * not a product search (保修期长的洗衣机, 有没有支持七天无理由的耳机 are searches).
   */
  afterSalesAsk:
    /(?:吗|呢|么|多久|多长时间|几年|几天|怎么办|怎么弄|怎么办理|怎么申请|流程|政策|到哪了?|在哪)[?？!！。~\s啊呀哈呢]*$|(?:怎么|如何|怎样|咋)(?:退|换|保修|维修|修|开|补|查)/,
  shoppingSearch: /推荐|有没有|哪款|哪个|哪些|哪种|^有.{0,10}的.{1,8}吗|求|找一?[款个台]/,
  unsupported:
    /帮我写作业|做作业|天气|气温|下雨|下雪|台风|雾霾|新闻|热搜|头条|股票|股价|基金|彩票|汇率|星座|运势|算命|作业|数学题|解方程|方程|几何题|算一下|计算一下|等于(几|多少)|\d+\s*[+\-*/×÷]\s*\d+(?![\d.]|\s*(?:号|日|月|返|回|去|出发|飞|走))|翻译|翻成|译成|写(一篇|篇|首|一首)|作文|写诗|讲个?笑话|几点了|现在几点|菜谱|比分|比赛结果|高铁|火车票|(?:有|是)多少(?!钱)|多少度|为什么|是谁|谁是|哪座|哪一年|什么意思|怎么解|内角|中心思想|讲.{0,6}故事|电影|电视剧|文案|星期几|周几/,
  gift: /礼物|礼品|伴手礼|送礼|送(给)?(女|男|老婆|老公|爸|妈|父|母|爷|奶|外公|外婆|孩子|小孩|儿童|宝宝|朋友|同事|闺蜜|兄弟|领导|老师|长辈|客户|对象|外甥|侄)|送(?:点|个)?(?:啥|什么)|送(?:给)?(?!货|到|达|修|回|检)[^，。,.!！?？\s]{1,8}?(?:啥|什么)(?:好|礼物|合适|呢|$)/,
} as const;

/** Words of a trip: with two schedule cities they make a flight question without 飞 or 机票. */
const TRIP_WORDS = /出发|旅游|旅行|玩|出差|回家|度假|探亲|返程|回程|去|回/;
/** Days a trip is on: 下周一, 15号, 国庆 (the holiday lexicon's names). */
const TRIP_DATES = new RegExp(
  [
    String.raw`今天|明天|后天|下周|下星期|下礼拜|这周|周[一二三四五六日天末]|星期|礼拜|${NUM}\s*[号日]|${NUM}\s*月|假期|长假`,
    ...HOLIDAYS.flatMap((h) => h.names).filter((n) => !n.includes('双')),
  ].join('|'),
);

/**
 * Two cities with a route word between them (后天上海到深圳, 下周一成都回北京), two cities and a
 * trip word or day (国庆想去三亚玩 从杭州出发), or 飞 + a city (飞成都).
 */
const FIGURE_DATES = new RegExp(FIGURE_DATE.source, 'gi');
function namesRoute(q: string, i: IntentInput): boolean {
  const cities = findCities(q);
  if (cities.length >= 2) {
    if (/到|飞|去|往|至|回|→|->|-|—|~|～/.test(q.slice(cities[0]!.end, cities[1]!.at))) return true;
    const distinct = new Set(cities.map((c) => c.city)).size >= 2;
    return (
      distinct &&
      !i.namesCategory &&
      !i.namesBrand &&
      // 10/5 上海 西安: a day in figures beside two cities is a trip, not a sum (decision 059).
      !PATTERNS.unsupported.test(q.replace(FIGURE_DATES, ' ')) &&
      (TRIP_WORDS.test(q) || TRIP_DATES.test(q) || FIGURE_DATE.test(q))
    );
  }
  // 国庆想去九寨沟 从成都飞: a city and a place the schedule has no routes to, on a trip (decision 051).
  const elsewhere = placeWithoutRoutes(q) ?? abroadCity(q);
  if (cities.length === 1 && elsewhere && !i.namesCategory && !i.namesBrand && (TRIP_WORDS.test(q) || TRIP_DATES.test(q)))
    return true;
  // 十一去厦门 六号回, 明天去上海: a day and a trip to one city, nothing to buy (decision 070); the
  // flight flow asks where from.
  if (
    cities.length === 1 &&
    /(?:去|到|回)\s*$/.test(q.slice(0, cities[0]!.at)) &&
    TRIP_DATES.test(q) &&
    !i.namesCategory &&
    !i.namesBrand &&
    !/买|推荐|送|礼物|带点|特产/.test(q)
  )
    return true;
  // 飞成都, or 上海飞纽约 (a destination the schedule lacks is still a flight question).
  return (
    cities.length === 1 &&
    (/飞(往|到|去)?\s*$/.test(q.slice(0, cities[0]!.at)) || /^\s*(飞往|飞到|飞去|飞)\s*\S/.test(q.slice(cities[0]!.end)))
  );
}

/** 中秋送丈母娘, 送给岳父: 送 right before anyone a present is for (lexicon GIFT_RECIPIENTS; decision 068). */
const GIVES_TO = new RegExp(
  `送(?:给|点|个)?(?:${[...new Set(GIFT_RECIPIENTS.flatMap((r) => r.words))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`,
);
const givesTo = (q: string): boolean => GIVES_TO.test(q);

const RECIPIENT_WORDS = [...new Set(GIFT_RECIPIENTS.flatMap((r) => r.words))];
/** 情人节给老公, 给爷爷八十大寿, 给我爸过生日 (decision 075): an occasion and whom it is for, without 送. */
const occasionFor = (q: string): boolean =>
  GIFT_OCCASIONS.some((o) => q.includes(o)) && RECIPIENT_WORDS.some((w) => q.includes(w));

type Rule = { intent: Intent; test: (q: string, i: IntentInput) => boolean };

/** Ordered rules: the first that matches decides. Shopping is the default. */
export const INTENT_RULES: Rule[] = [
  { intent: 'empty', test: (q, i) => q === '' && !i.hasImage && !i.hasVoice && !i.hasProduct },
  { intent: 'risk', test: (q) => findRisk(q) !== null },
  { intent: 'voice', test: (q, i) => q === '' && i.hasVoice && !i.hasImage && !i.hasProduct },
  { intent: 'image', test: (_q, i) => i.hasImage },
  // 好的 谢谢 没别的了, 今天几号来着, 今天好累: a whole question of small talk (decision 054).
  { intent: 'thanks', test: (q) => smallTalkOf(q) === 'closing' },
  // 早, 在不在, 有人吗 (decision 079): a greeting said any way.
  { intent: 'greeting', test: (q) => smallTalkOf(q) === 'greeting' },
  { intent: 'small_talk', test: (q) => smallTalkOf(q) !== null },
  // 写代码用的键盘: code beside a catalog word it is bought for asks for the thing (decision 085).
  {
    intent: 'unsupported',
    test: (q, i) => PATTERNS.code.test(q) && !(i.namesCategory && BOUGHT_FOR_WORDS.some((w) => q.includes(w))),
  },
  // 你是机器人吗, 你是真人吗 (decision 079): about the assistant, answered as such before any off-topic row.
  { intent: 'identity', test: (q, i) => PATTERNS.identity.test(q) && !i.namesCategory },
  // 刚下单就降价了 能保价吗, 退款多久到账, 安装师傅什么时候上门: an order issue (decision 060) before
  // any price, compare or product reading; 想换个新的 + a category stays shopping (decision 058).
  {
    intent: 'after_sales',
    test: (q, i) =>
      orderIssueOf(q) !== null && !(REPLACE_WITH_NEW.some((w) => q.includes(w)) && (i.namesCategory || i.namesBrand)),
  },
  // 算下房贷, 北京哪家火锅好吃, 帮我订个酒店: out of scope beside any catalog word (decision 036).
  { intent: 'unsupported', test: (q) => isStrongOffTopic(q) },
  { intent: 'cloud_phone', test: (q) => PATTERNS.cloudPhone.test(q) },
  { intent: 'wish_remove', test: (q) => PATTERNS.wishRemove.test(q) },
  { intent: 'wish_show', test: (q) => PATTERNS.wishShow.test(q) },
  { intent: 'wish_target', test: (q) => PATTERNS.wishTarget.test(q) },
  { intent: 'wish_add', test: (q) => PATTERNS.wishAdd.test(q) },
  // 航拍飞机, 坐飞机带的充电宝, 要带上飞机的: a flight word next to a category or a value it says is a product, unless a city is named.
  {
    intent: 'flight',
    test: (q, i) =>
      !PATTERNS.train.test(q) &&
      ((PATTERNS.flightWords.test(q) && ((!i.namesCategory && !i.namesValue) || findCities(q).length > 0)) || namesRoute(q, i)),
  },
  {
    intent: 'compare',
    test: (q) =>
      (((PATTERNS.compareConnector.test(q) || PATTERNS.compareReference.test(q) || PATTERNS.spacedNames.test(q)) &&
        PATTERNS.compareAsk.test(q)) ||
        (PATTERNS.namedPair.test(q) && /\d/.test(q) && /[a-z]/i.test(q))) &&
      !PATTERNS.rather.test(q) &&
      !PATTERNS.againstATime.test(q),
  },
  {
    intent: 'price',
    test: (q, i) =>
      // 最近有啥划算的: deals on nothing named is an open ask, clarified (decision 046).
      !(!i.namesCategory && !i.namesBrand && containsPhrase(q, ANYTHING)) &&
      // 千把块的吹风机值得买吗: a kind at a price, no brand, is a search for it (decision 070).
      !(i.namesCategory && !i.namesBrand && parseBudget(q) !== null) &&
      // 贵不贵不重要 最好的咖啡机: the price let go; 电动牙刷值不值得换: a kind worth getting (decision 081).
      !dropsBudget(q) &&
      !(i.namesCategory && !i.namesBrand && containsPhrase(q, WORTH_GETTING)) &&
      ((PATTERNS.priceStrong.test(q) && !(i.namesCategory && !i.namesBrand && PATTERNS.whichAsk.test(q))) ||
        // 什么价 asks a price; the 什么 in it is no shopping word.
        ((PATTERNS.priceWeak.test(q) || (PATTERNS.priceAsk.test(q) && i.namesBrand)) &&
          !PATTERNS.shoppingAsk.test(q.replace(PATTERNS.priceAsk, '')))),
  },
  { intent: 'product', test: (_q, i) => i.hasProduct },
  { intent: 'identity', test: (q) => PATTERNS.identity.test(q) },
  { intent: 'capability', test: (q) => PATTERNS.capability.test(q) || containsPhrase(q, CAPABILITY_ASKS) },
  { intent: 'greeting', test: (q) => PATTERNS.greeting.test(q) },
  { intent: 'thanks', test: (q) => PATTERNS.thanks.test(q) || PATTERNS.closing.test(q) },
  {
    intent: 'after_sales',
    test: (q, i) => {
      const a = afterSalesParts(q);
      return (
        a.service &&
        // 买台联想笔记本能开专票吗: an invoice for a purchase to come is a shopping question (decision 042).
        !(asksInvoiceToBuy(q) && (i.namesCategory || i.namesBrand) && !a.owned) &&
        // 老冰箱不制冷了 想换个新的 预算四千: the broken one is the story, a new one the ask.
        !(REPLACE_WITH_NEW.some((w) => q.includes(w)) && (i.namesCategory || i.namesBrand)) &&
        (!(i.namesCategory || i.namesBrand) || a.owned || (a.help && !PATTERNS.shoppingSearch.test(q)))
      );
    },
  },
  // 下雨天穿的登山鞋 names a category: it is a shopping question that happens to mention rain.
  {
    intent: 'unsupported',
    test: (q, i) => (PATTERNS.unsupported.test(q) || offTopicOf(q) !== null) && !i.namesCategory && !i.namesBrand,
  },
  // 我的手机号能改吗, 电视台今晚放什么: a word that holds a category word but names none, and
  // nothing of the catalog besides, asks for no product (decision 042).
  {
    intent: 'unsupported',
    test: (q, i) => !i.namesCategory && !i.namesBrand && !i.namesValue && NOT_CATEGORIES.some((w) => q.includes(w)),
  },
  // 宝宝刚出生 要准备些啥: a life event's checklist, when nothing is named (decision 068).
  { intent: 'kit', test: (q, i) => saysKit(q) && !i.namesCategory && !i.namesBrand && !PATTERNS.gift.test(q) },
  // 五粮液 送人的: a named brand says what; the gift flow is for asks that name neither.
  // 孩子班主任 想送点小心意: a present asked for without 礼物 (lexicon GIFT_ASK_WORDS).
  {
    intent: 'gift',
    test: (q, i) =>
      (PATTERNS.gift.test(q) || GIFT_ASK_WORDS.some((w) => q.includes(w)) || givesTo(q) || occasionFor(q)) &&
      !i.namesCategory &&
      !i.namesBrand,
  },
  { intent: 'shopping', test: () => true },
];

export function detectIntent(input: IntentInput): Intent {
  const q = input.question.trim();
  return INTENT_RULES.find((r) => r.test(q, input))!.intent;
}
