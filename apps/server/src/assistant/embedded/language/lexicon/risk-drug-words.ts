/**
 * Drug words of the prescription and banned-substance rules (risk-rules.ts), as reviewed data.
 */

import { spellOut } from './phrase';

/** Antibiotics and other prescription-only drugs shoppers ask for by name. */
export const RX_DRUGS: readonly string[] = [
  '处方药',
  '处方抗生素',
  '抗生素',
  '消炎药',
  '阿莫西林',
  '头孢',
  '阿奇霉素',
  '罗红霉素',
  '左氧氟沙星',
  '青霉素',
  '甲硝唑',
  '克拉霉素',
  '诺氟沙星',
  '西地那非',
  '伟哥',
  '他达拉非',
  '安眠药',
  '地西泮',
  '安定片',
  '阿普唑仑',
  '艾司唑仑',
  '曲马多',
  '右美沙芬',
  '氯硝西泮',
  '佐匹克隆',
  '唑吡坦',
  '吗啡',
  '杜冷丁',
  '羟考酮',
  '可待因',
  // Decision 060: prescription slimming, hormone and psychiatric drugs shoppers ask for by name.
  '处方减肥药',
  '减肥处方药',
  '司美格鲁肽',
  '利拉鲁肽',
  '替尔泊肽',
  '减肥针',
  '瘦瘦针',
  '降糖针',
  '胰岛素',
  '米非司酮',
  '打胎药',
  '堕胎药',
  '异维a酸',
  '泼尼松',
  '地塞米松',
  '肉毒素',
  '抗抑郁药',
  '舍曲林',
  '帕罗西汀',
  '精神类药',
  '激素药',
];

/**
 * Banned substances (decision 036): slimming drugs and ingredients withdrawn or never allowed
 * (西布曲明, 酚酞), doping agents (兴奋剂, 类固醇 for muscle), clenbuterol. Legal slimming aids
 * (减肥茶, 代餐, 左旋肉碱, 奥利司他) are not here.
 */
export const BANNED_SUBSTANCES: readonly string[] = [
  '西布曲明',
  '酚酞片',
  '含酚酞',
  '芬氟拉明',
  '利莫那班',
  '二硝基苯酚',
  'dnp减肥',
  '兴奋剂',
  '禁药',
  '违禁药',
  '违禁药物',
  '违禁成分',
  '违禁减肥',
  '禁用成分',
  '类固醇增肌',
  '增肌类固醇',
  '合成类固醇',
  '蛋白同化',
  '同化激素',
  '康力龙',
  '司坦唑醇',
  '诺龙',
  '克伦特罗',
  '瘦肉精',
  '麻黄碱',
  '三无减肥药',
  '泰国减肥药',
  '强效减肥药',
];

/**
 * Ways of saying the prescription is skipped (decision 054): 不用处方, 不找医生开单, 不去医院. Refused
 * beside a drug of RX_DRUGS (不找医生开单 能买到伟哥吗); alone they say nothing of a drug.
 */
export const NO_PRESCRIPTION: readonly string[] = spellOut([
  [
    '不',
    '不要',
    '不用',
    '无需',
    '免',
    '没有',
    '没',
    '绕过',
    '跳过',
    '不需要',
    '不开',
    '不凭',
    '不找',
    '不看',
    '不去',
    '不经过',
    '不经',
    '不用去',
    '不用找',
    '不想去',
    '不想找',
    '不走',
  ],
  ['', ' '],
  ['处方', '处方单', '医生', '大夫', '医院', '开单', '开方', '问诊', '挂号'],
]);

/**
 * Drugs sold over the counter: named in the question, 不用处方能买吗 is a fair question, not a
 * prescription drug wanted without one (布洛芬不用处方能买吗).
 */
export const OTC_DRUGS: readonly string[] = [
  '布洛芬',
  '对乙酰氨基酚',
  '扑热息痛',
  '感冒灵',
  '感冒药',
  '板蓝根',
  '连花清瘟',
  '维生素',
  '维c',
  '钙片',
  '创可贴',
  '藿香正气',
  '健胃消食',
  '云南白药',
  '扶他林',
  '达克宁',
  '开塞露',
  '碘伏',
  '红霉素软膏',
  '氯雷他定',
  '西替利嗪',
  '蒙脱石散',
  '益生菌',
  '眼药水',
  '退烧贴',
  '止咳糖浆',
  '润喉片',
  '胃药',
  '退烧药',
  '止痛药',
  '鱼油',
  '褪黑素',
];
