/**
 * Requests the assistant refuses (weapons, drugs, counterfeits, other people's personal data).
 * Patterns are specific phrases, not single characters, so 水枪玩具 or MAC 子弹头口红 pass.
 */
export type RiskKind = 'weapon' | 'drug' | 'counterfeit' | 'personal_data';

const RULES: Array<{ kind: RiskKind; pattern: RegExp }> = [
  {
    kind: 'weapon',
    pattern: /枪支|手枪|步枪|猎枪|仿真枪|气枪|枪械|枪管|弹药|子弹(?!头)|炸药|炸弹|雷管|管制刀具|军用刺刀|弩箭|电击枪/,
  },
  { kind: 'drug', pattern: /毒品|冰毒|海洛因|大麻(?!籽)|摇头丸|k粉|可卡因|麻古|吸毒|制毒|迷药|听话水|笑气/i },
  { kind: 'counterfeit', pattern: /高仿|仿品|a货|假货|假冒|仿牌|原单货|莆田(鞋|货)|盗版|1[:：]1复刻|办假证|假证件|假发票/i },
  {
    kind: 'personal_data',
    pattern:
      /身份证号|开房记录|人肉搜索|户籍信息|通话记录|(查|查询|定位|追踪).{0,6}(手机号|住址|身份证|行踪|位置|车牌)|(买|卖|出售|购买).{0,4}(个人信息|公民信息|用户数据|手机号)/,
  },
];

/** The kind of forbidden request in `text`, or null. */
export function findRisk(text: string): RiskKind | null {
  for (const rule of RULES) if (rule.pattern.test(text)) return rule.kind;
  return null;
}
