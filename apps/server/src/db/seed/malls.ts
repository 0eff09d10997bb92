/** Shopping malls a listing can come from, how common they are and how they price. */
export interface MallDef {
  name: string;
  weight: number;
  /** Multiplier range applied to a model's street price. */
  priceFactor: [number, number];
  perks: string[];
}

export const MALLS: MallDef[] = [
  { name: '京东', weight: 30, priceFactor: [0.97, 1.03], perks: ['京东自营', '次日达', '以旧换新'] },
  { name: '天猫', weight: 27, priceFactor: [0.96, 1.02], perks: ['官方旗舰店', '88VIP', '品牌直降'] },
  { name: '拼多多', weight: 17, priceFactor: [0.88, 0.96], perks: ['百亿补贴', '官方补贴', '全场包邮'] },
  { name: '抖音商城', weight: 11, priceFactor: [0.9, 0.99], perks: ['直播间专享', '品牌自播'] },
  { name: '苏宁易购', weight: 8, priceFactor: [0.96, 1.02], perks: ['苏宁自营', '送装一体'] },
  { name: '唯品会', weight: 7, priceFactor: [0.86, 0.96], perks: ['品牌特卖', '限时特卖'] },
];
