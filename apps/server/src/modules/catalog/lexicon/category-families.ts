/**
 * Categories one everyday word spans while it names the first of them (decision 085): 手表 is a
 * smartwatch unless the brand named makes only the other kind (卡西欧的手表, 天梭手表) or a value
 * said is the other kind's (光动能手表, 自动机械的手表). One row per family, the category the word
 * names first; a new family is one row.
 */
export const CATEGORY_FAMILIES: ReadonlyArray<readonly string[]> = [
  ['smartwatches', 'wristwatches'],
  ['kids-scooters', 'electric-scooters'],
];
