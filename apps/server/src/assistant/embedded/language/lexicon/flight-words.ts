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
