/**
 * Words that mark a flight question as a change to the last search rather than a new one
 * (decision 036): 那南京飞三亚呢, 换成从杭州出发, 要是飞成都呢. With such a word a question naming a
 * whole route still keeps the last search's day, part of the day and order.
 */
export const FLIGHT_CHANGE_OPENERS: readonly string[] = [
  '那么',
  '那',
  '换成',
  '改成',
  '换到',
  '改到',
  '换',
  '改',
  '如果',
  '要是',
  '假如',
];

/** Closing particles of a follow-up (那去广州呢); the question ends with one of them. */
export const FLIGHT_CHANGE_PARTICLES: readonly string[] = ['呢', '吗', '吧', '啊', '呀'];

/**
 * Words that make the city beside them the departure (decision 046): before it (从北京, 我在成都,
 * 人在杭州) or after it (北京出发, 北京走, 杭州这边走). Read by language/flight-cities.ts.
 */
export const DEPARTURE_BEFORE: readonly string[] = ['从', '由', '自', '我在', '人在', '我人在', '现在在', '目前在', '我从'];
export const DEPARTURE_AFTER: readonly string[] = [
  '出发',
  '起飞',
  '始发',
  '走',
  '动身',
  '这边走',
  '这边出发',
  '过去',
  '飞往',
  '飞到',
  '飞去',
  '飞',
  '到',
  '去',
  '→',
  '->',
  '-',
  '—',
  '至',
];
