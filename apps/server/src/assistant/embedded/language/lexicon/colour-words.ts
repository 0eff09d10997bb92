/**
 * Plain colours and the character every shade of them names (decision 075): 白色 of a fridge is
 * also its 玻璃白 or 奶油白, 黑色 its 星蕴黑. A shopper's plain colour asks for any listing colour
 * holding the character. One row per colour.
 */
export const PLAIN_COLOURS: ReadonlyArray<readonly [colour: string, shade: string]> = [
  ['白色', '白'],
  ['黑色', '黑'],
  ['灰色', '灰'],
  ['蓝色', '蓝'],
  ['红色', '红'],
  ['粉色', '粉'],
  ['绿色', '绿'],
  ['金色', '金'],
  ['银色', '银'],
  ['紫色', '紫'],
];
