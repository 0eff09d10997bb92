/**
 * Drug words of the prescription and banned-substance rules (risk-rules.ts), as reviewed data.
 */

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
