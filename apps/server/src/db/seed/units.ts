/** Numbers with units in titles and spec values (10公斤, 16GB+512GB, 27英寸), read the same way by the generator and its checks. */

/** A unit family: the spellings shoppers and titles use, and the factor to a common base. */
interface UnitFamily {
  family: string;
  /** Spelling → factor to the family's base unit. Longer spellings are tried first. */
  units: Record<string, number>;
}

const UNIT_FAMILIES: UnitFamily[] = [
  { family: '电池容量', units: { mAh: 1 } },
  { family: '存储', units: { TB: 1024, GB: 1, T: 1024, G: 1 } },
  { family: '尺寸(英寸)', units: { 英寸: 1, 寸: 1 } },
  { family: '重量', units: { 公斤: 1000, 千克: 1000, kg: 1000, g: 1, 克: 1 } },
  { family: '功率', units: { W: 1 } },
  { family: '容积', units: { 毫升: 1, ml: 1, 升: 1000, L: 1000 } },
  { family: '刷新率', units: { Hz: 1 } },
  { family: '匹数', units: { 匹: 1 } },
  { family: '洗碗机套数', units: { 套: 1 } },
  { family: '片数', units: { 片: 1 } },
  { family: '包数', units: { 包: 1, 袋: 1 } },
  { family: '颗数', units: { 颗: 1, 粒: 1 } },
  { family: '键数', units: { 键: 1 } },
];

export interface Measure {
  family: string;
  /** The value in the family's base unit (GB, g, ml…). */
  value: number;
  text: string;
}

const UNIT_PATTERN = UNIT_FAMILIES.flatMap((f) => Object.keys(f.units))
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
// A number, then a unit that is not the start of a longer Latin word (16GB, not "5Gaming"); 5G (the network) is not storage.
// A pack count after the size (250ml×16) stays part of the text.
const MEASURE = new RegExp(`(?<![A-Za-z0-9.])(\\d+(?:\\.\\d+)?)(${UNIT_PATTERN})(?![A-Za-z0-9])(?:×\\d+)?`, 'g');
const FAMILY_OF = new Map(
  UNIT_FAMILIES.flatMap((f) => Object.entries(f.units).map(([u, factor]) => [u, { family: f.family, factor }])),
);

/** Numbers with units in a text: 「16GB+512GB」 → two storage measures; 「5G手机」 is a network, not storage. */
export function measures(text: string): Measure[] {
  const found: Measure[] = [];
  for (const m of text.matchAll(MEASURE)) {
    const unit = FAMILY_OF.get(m[2]!)!;
    // 5G/4G is a mobile network, never a storage size.
    if (unit.family === '存储' && m[2] === 'G' && /^[345]$/.test(m[1]!)) continue;
    found.push({ family: unit.family, value: Number(m[1]) * unit.factor, text: m[0] });
  }
  return found;
}
