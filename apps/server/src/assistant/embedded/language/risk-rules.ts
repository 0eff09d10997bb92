/**
 * Requests the assistant refuses, as a reviewed word list: what a real shopping platform will not
 * sell or help with. Patterns are specific phrases, not single characters, so near misses pass:
 * 仿真花, 刀具套装, 水枪玩具, MAC 子弹头口红, 彩票 (answered as out of scope, not refused),
 * 处方药 on its own (asking what a prescription drug is, or buying one with a prescription).
 * Add a phrase to the kind's list and a near miss to risk-rules.test.ts with it.
 */
import {
  AVOIDING_FILLERS,
  COMPLAINT_AFTER,
  AVOIDING_REPLICAS,
  MEANING_AFTER,
  MEANING_BEFORE,
  REPLICA_BRANDS,
  REPLICA_FAR_AFTER,
  REPLICA_FAR_WITHIN,
  REPLICA_OF_BRAND,
  NOT_REPLICA_AFTER,
  REPLICA_WORDS,
} from './lexicon/risk-replica-words';
import { BANNED_SUBSTANCES, NO_PRESCRIPTION, OTC_DRUGS, RX_DRUGS } from './lexicon/risk-drug-words';
import {
  BRUSH_NOUNS,
  ENGAGEMENT_PLATFORMS,
  FAKE_ENGAGEMENT,
  FAKE_ENGAGEMENT_FILLERS,
  FAKE_ENGAGEMENT_NOT_AFTER,
} from './lexicon/risk-engagement-words';
import { FAKE_DOCUMENTS, FAKE_INVOICE_WORDS } from './lexicon/risk-document-words';
import { RISK_COMBINATIONS } from './lexicon/risk-combinations';
import { RISK_FAMILIES, type RiskFamily } from './lexicon/risk-families';

export type RiskKind =
  | 'weapon'
  | 'drug'
  | 'banned_substance'
  | 'counterfeit'
  | 'personal_data'
  | 'prescription'
  | 'gambling'
  | 'adult'
  | 'evasion'
  | 'fraud'
  | 'spying'
  | 'cheating'
  | 'intrusion'
  | 'piracy'
  | 'restricted';

const alt = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
const BRANDS = alt(REPLICA_BRANDS);
const OF_BRAND = alt(REPLICA_OF_BRAND);
const FAR_AFTER = alt(REPLICA_FAR_AFTER);
/** 耐克复刻版 (a re-release), 1:1还原色彩, 跟正品一样吗 (asked, decision 079): no replica wanted. */
const NOT_AFTER_REPLICA = alt(NOT_REPLICA_AFTER);
const RX = alt(RX_DRUGS);
const escapeAll = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 刷个好评, 买一千个赞: a verb, fillers, and an object that does not go on as another word. */
const ENGAGEMENT = FAKE_ENGAGEMENT.map(({ verbs, objects }) => {
  const object = [...objects]
    .sort((a, b) => b.length - a.length)
    .map((o) => {
      const not = FAKE_ENGAGEMENT_NOT_AFTER[o];
      return `${escapeAll(o)}${not ? `(?!${alt(not)})` : ''}`;
    })
    .join('|');
  return `(?<!${alt(BRUSH_NOUNS)})(?:${alt(verbs)})[${escapeAll(FAKE_ENGAGEMENT_FILLERS)}]{0,6}?(?:${object})`;
}).join('|');
/** 不用处方, 不找医生开单, 不去医院 (lexicon NO_PRESCRIPTION): the prescription skipped. */
const NO_RX = `(?:${alt(NO_PRESCRIPTION)})`;
/** A question that names an over-the-counter drug (布洛芬不用处方能买吗) skips no prescription. */
const NOT_OTC = `^(?![\\s\\S]*(?:${alt(OTC_DRUGS)}))[\\s\\S]*?`;

/** A family's word, unless a word that makes it a near miss stands right before or after it. */
const familyWord = (f: RiskFamily) =>
  `${f.notAfter?.length || f.guards?.length ? `(?<!${alt([...(f.notAfter ?? []), ...(f.guards ?? [])])})` : ''}(?:${alt(f.words)})${f.notBefore?.length ? `(?!${alt(f.notBefore)})` : ''}`;
/** A RISK_FAMILIES row as a pattern: its word alone, or beside a word of `beside` in either order. */
const familyPattern = (f: RiskFamily): RegExp => {
  const word = familyWord(f);
  if (!f.beside) return new RegExp(word, 'i');
  const other = `(?:${alt(f.beside.words)})`;
  const within = f.beside.within;
  return new RegExp(`${word}.{0,${within}}${other}|${other}.{0,${within}}${word}`, 'i');
};

export const RISK_RULES: Array<{ kind: RiskKind; pattern: RegExp }> = [
  {
    kind: 'weapon',
    pattern:
      /枪支|手枪|步枪|猎枪|仿真枪|气枪|枪械|枪管|弹药|子弹(?!头)|炸药|炸弹|雷管|管制刀具|军用刺刀|弩箭|弓弩|电击枪|电棍|甩棍|弹簧刀|跳刀|蝴蝶刀|三棱刀|三棱刮刀|开刃的?(?:刀|剑)|匕首|军刺|催泪(?:瓦斯|喷雾剂?)|防狼喷雾|自制火药|黑火药|钢珠枪|射钉枪改装/,
  },
  {
    kind: 'drug',
    pattern: /毒品|冰毒|海洛因|大麻(?!籽)|摇头丸|k粉|可卡因|麻古|吸毒|制毒|迷药|听话水|笑气|致幻|蘑菇干货?致幻|浴盐毒|芬太尼/i,
  },
  {
    // 西布曲明, 兴奋剂, 瘦肉精: banned slimming ingredients, doping agents (decision 036).
    kind: 'banned_substance',
    pattern: new RegExp(alt(BANNED_SUBSTANCES), 'i'),
  },
  {
    kind: 'counterfeit',
    // A replica word (高仿, A货), or a replica of a named brand (假的LV, 复刻的劳力士, 莆田AJ, 仿LV):
    // the word up to three characters before the brand or four after it (not 复刻版, a re-release).
    pattern: new RegExp(
      `${alt(REPLICA_WORDS)}|高仿(?!真)|假证(?!明)|(?:${OF_BRAND}).{0,3}?(?:${BRANDS})|(?:假|仿)(?:${BRANDS})|(?:${BRANDS}).{0,4}?(?:${OF_BRAND})(?!\\s*(?:${NOT_AFTER_REPLICA}))|(?:${BRANDS}).{0,${REPLICA_FAR_WITHIN}}?(?:${FAR_AFTER})(?!\\s*(?:${NOT_AFTER_REPLICA}))|(?:买|要|弄|搞|找|卖).{0,4}假的(?:包|鞋|表|手表|衣服|名牌)`,
      'i',
    ),
  },
  {
    kind: 'personal_data',
    pattern:
      /身份证号|开房记录|人肉搜索|人肉一下|户籍信息|通话记录|聊天记录(?:调取|恢复别人)|(查|查询|定位|追踪).{0,6}(手机号|住址|身份证|行踪|位置|车牌)|(买|卖|出售|购买).{0,4}(个人信息|公民信息|用户数据|手机号|客户资料|快递单号信息)|社工库|银行卡四件套|银行卡(?:信息|资料)(?:出售|购买|买卖)/,
  },
  {
    kind: 'prescription',
    // 阿莫西林哪里能买到不用处方, 不用处方买头孢: a prescription drug without the prescription.
    pattern: new RegExp(`(?:${RX}).{0,14}${NO_RX}|${NO_RX}.{0,14}(?:${RX})|(?:${RX}).{0,4}(?:代购|批发|私下卖|私人卖)`),
  },
  {
    kind: 'prescription',
    pattern: new RegExp(`${NOT_OTC}(?:不要|不用|无需|免|没有|没|绕过|跳过)\\s*处方.{0,8}(?:买|购|开|药)`, 'i'),
  },
  {
    kind: 'prescription',
    pattern:
      /(?:买|购买|弄到|搞到).{0,6}(?:处方药|安眠药|地西泮|安定片|阿普唑仑|艾司唑仑|曲马多|右美沙芬|氯硝西泮|佐匹克隆|唑吡坦|盐酸曲马多|吗啡|杜冷丁|羟考酮|可待因)|(?:安眠药|地西泮|阿普唑仑|曲马多|氯硝西泮|唑吡坦|羟考酮|可待因).{0,6}(?:哪里买|怎么买|去哪买|代购|批发|多少钱一盒)/,
  },
  {
    kind: 'gambling',
    pattern:
      /赌博|赌场|网赌|赌球|赌马|博彩|百家乐|老虎机|六合彩|时时彩|私彩|外围(?:盘|下注)|下注平台|押注平台|赌资|菠菜网站|棋牌赌|赌具|出千/,
  },
  {
    kind: 'adult',
    pattern:
      /色情|黄片|黄色(?:视频|网站|小说|图片)|成人(?:视频|电影|网站|直播)|av(?:片|资源|网站)|裸聊|约炮|援交|嫖|招嫖|性服务|情色直播|迷情|催情/i,
  },
  {
    kind: 'evasion',
    pattern:
      /(?:逃避|躲避|躲过|避开|绕过|规避|混过|骗过)\s*(?:安检|海关|检查|查验|检疫|x光|X光)|(?:怎么|如何)(?:带|夹带|藏).{0,8}(?:过安检|过海关|上飞机|入境)|走私|夹带(?:违禁|出境|入境)|藏毒|带货不报关|逃税代购|水客带货/,
  },
  {
    kind: 'fraud',
    // Invoices for purchases not made, fake reviews and order brushing.
    pattern:
      /虚开|代开发票|发票代开|假发票|多开(?:点|一些)?发票|发票.{0,12}(?:多开|开高|开大|写高|写大|填高|改高|开多(?!少|久))|(?:金额|价格|价钱|数额|数目)(?:写|开|填|改|报)(?:高|大|多)|(?:没有?|不)(?:消费|购买|买东西)的发票|好评返现(?:怎么|操作|平台|兼职)|水军|控评|删差评|假的?好评|写.{0,4}假.{0,2}好评/,
  },
  {
    // 刷粉, 买赞, 刷播放量, 刷单, 刷好评 (lexicon rows); fake certificates and bought invoices.
    kind: 'fraud',
    pattern: new RegExp(
      `${ENGAGEMENT}|(?:${alt(ENGAGEMENT_PLATFORMS)}).{0,8}(?:买|刷)[${escapeAll(FAKE_ENGAGEMENT_FILLERS)}]{0,4}粉|${alt(FAKE_DOCUMENTS)}|${alt(FAKE_INVOICE_WORDS)}`,
      'i',
    ),
  },
  // A legal thing bought for a forbidden purpose: a word of each list near the other (lexicon rows).
  ...RISK_COMBINATIONS.map(({ kind, words: [a, b], within }) => ({
    kind,
    pattern: new RegExp(`(?:${alt(a)}).{0,${within}}(?:${alt(b)})|(?:${alt(b)}).{0,${within}}(?:${alt(a)})`, 'i'),
  })),
  // Harmful asks by family (decision 050): covert filming, drugging, forged papers, intrusion…
  ...RISK_FAMILIES.map((f) => ({ kind: f.kind, pattern: familyPattern(f) })),
];

/** 防偷拍, 怕被偷拍, 防蹭网: an act guarded against (RISK_FAMILIES `guards`), taken out before the rules run. */
const GUARDED = new RegExp(
  RISK_FAMILIES.filter((f) => f.guards?.length)
    .map((f) => `(?:${alt(f.guards!)})(?:${alt(f.words)})`)
    .join('|'),
  'gi',
);

/** 别给我推莆田货, 怕买到高仿: a replica word avoided, which asks for the genuine thing. */
const AVOIDED_REPLICA = new RegExp(
  `(?:${alt(AVOIDING_REPLICAS)})(?:${alt(AVOIDING_FILLERS)})?(?:${alt(REPLICA_WORDS)}|高仿|假货|假的|仿的|山寨)`,
  'gi',
);

/** A货是啥意思, 什么叫高仿 (decision 060): a replica word asked about, explained and not refused. */
const ASKED_REPLICA = new RegExp(
  `(?:${alt(MEANING_BEFORE)})\\s*(?:${alt(REPLICA_WORDS)}|高仿)|(?:${alt(REPLICA_WORDS)}|高仿)\\s*(?:${alt(MEANING_AFTER)})`,
  'gi',
);

/** 买到假货怎么办, 假货怎么投诉 (decision 079): a replica complained about, not asked for. */
const COMPLAINED_REPLICA = new RegExp(`(?:${alt(REPLICA_WORDS)}|高仿|假的)[\\s，,]{0,2}(?:${alt(COMPLAINT_AFTER)})`, 'gi');

/** Does the question complain of a replica bought (买到假货怎么办)? */
export const complainsOfReplica = (text: string): boolean => new RegExp(COMPLAINED_REPLICA.source, 'i').test(text);

/** Does the question ask what a replica word means (A货是啥意思)? */
export const asksReplicaMeaning = (text: string): boolean => new RegExp(ASKED_REPLICA.source, 'i').test(text);

/** 别给我推莆田货 said, the rest of the question: the avoided replica is no search word (decision 042). */
export const withoutAvoidedReplicas = (text: string): string => text.replace(AVOIDED_REPLICA, ' ').replace(ASKED_REPLICA, ' ');

/** The kind of forbidden request in `text`, or null. */
export function findRisk(text: string): RiskKind | null {
  // Blanks typed inside a phrase (A 货, 假的 LV, 刷 好评) do not hide it; a replica avoided does not count.
  const plain = text
    .replace(AVOIDED_REPLICA, '，')
    .replace(ASKED_REPLICA, '，')
    .replace(COMPLAINED_REPLICA, '，')
    .replace(GUARDED, '，');
  const joined = plain
    .replace(/\s+/g, '')
    .replace(AVOIDED_REPLICA, '，')
    .replace(ASKED_REPLICA, '，')
    .replace(COMPLAINED_REPLICA, '，')
    .replace(GUARDED, '，');
  for (const rule of RISK_RULES) if (rule.pattern.test(plain) || rule.pattern.test(joined)) return rule.kind;
  return null;
}

/**
 * 看看nike的鞋 → 有没有莆田的: a replica word with no brand beside it, while the conversation's
 * need holds a brand replicas are sold as (decision 046). 复刻版 stays a re-release.
 */
export function asksReplicaOfNeed(text: string, needBrands: readonly string[]): boolean {
  if (!needBrands.some((b) => REPLICA_BRANDS.includes(b.toLowerCase()))) return false;
  const plain = text.replace(AVOIDED_REPLICA, '，').replace(/\s+/g, '').toLowerCase();
  return REPLICA_OF_BRAND.some((w) => {
    const at = plain.indexOf(w);
    return at >= 0 && !plain.startsWith('版', at + w.length);
  });
}
