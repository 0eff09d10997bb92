import fs from 'node:fs';
import path from 'node:path';
import type { CategoryDef } from './categories';
import { illustrationMarkup, illustrationOf } from './illustrations';
import { hashSeed } from './prng';

/** Colour names used in the catalog → swatch. Unknown names get a stable hue from their hash. */
const SWATCHES: Record<string, string> = {
  黑色: '#2b2d31',
  白色: '#f4f4f2',
  银色: '#c3c7cf',
  灰色: '#8b9099',
  深空灰: '#55595f',
  石墨灰: '#4a4d52',
  碳晶灰: '#4f5358',
  星空灰: '#6b7078',
  钛晶灰: '#7d8187',
  米灰色: '#cfc8bb',
  午夜蓝: '#1f3556',
  午夜色: '#232a3a',
  蓝色: '#2f6fdf',
  浅蓝: '#9cc7f0',
  深蓝色: '#1d3f7a',
  藏青色: '#22304f',
  青色: '#2aa198',
  红色: '#d9363e',
  粉色: '#f3a6c4',
  紫色: '#8a5cc2',
  紫红色: '#b0306e',
  金色: '#d4af37',
  香槟金: '#e3c89a',
  钛金色: '#b9a88b',
  星光色: '#ece3d3',
  绿色: '#3aa76d',
  浅绿: '#a8dbb6',
  墨绿色: '#2f5d46',
  橄榄绿: '#6b7a3a',
  荧光绿: '#b5e61d',
  橙色: '#f28c28',
  黄色: '#f5c518',
  棕色: '#8b5a2b',
  咖啡色: '#6f4e37',
  卡其色: '#c3b091',
  米白色: '#f3efe6',
  米色: '#efe6d2',
  奶油白: '#f8f1e3',
  奶油色: '#f3e5c0',
  奶咖色: '#c8a98a',
  象牙白: '#f6f0dc',
  自然色: '#e4c4a4',
  小麦色: '#c99a6b',
  皓月银: '#d7dbe0',
  玻璃白: '#eef1f4',
  星蕴黑: '#26282c',
  迷彩色: '#6b7f4e',
  黑白色: '#3a3a3a',
  白绿色: '#d8efe0',
  浅蓝色: '#a8c8e8',
  豆沙色: '#c07f7f',
  透明: '#e8f1f8',
  淡黄色: '#f7e9a8',
  多彩: '#e0533d',
};

export function swatch(color: string): string {
  return SWATCHES[color] ?? `hsl(${hashSeed(color) % 360} 55% 55%)`;
}

/** Web path of the generated image for a category in a colour (served by the /media route). */
export const productImagePath = (categoryId: string, colorIndex: number): string =>
  `/media/products/${categoryId}-${colorIndex}.svg`;

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A clean product tile: tinted background, its kind of product drawn in the item's colour, its name. */
export function productSvg(category: Pick<CategoryDef, 'id' | 'name' | 'group'>, color: string): string {
  const fill = swatch(color);
  const hue = hashSeed(category.group) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(category.name)} ${escapeXml(color)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 96%)"/><stop offset="1" stop-color="hsl(${hue} 35% 88%)"/></linearGradient></defs>
<rect width="400" height="400" rx="24" fill="url(#bg)"/>
<ellipse cx="200" cy="292" rx="118" ry="14" fill="#000" opacity="0.08"/>
<g transform="translate(100 78)">${illustrationMarkup(illustrationOf(category), fill)}</g>
<text x="200" y="340" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="28" fill="#333">${escapeXml(category.name)}</text>
<text x="200" y="372" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="18" fill="#777">${escapeXml(`${category.group} · ${color}`)}</text>
</svg>
`;
}

/** Marks the images as drawn with the per-category illustrations; older sets are drawn again. */
export const PRODUCT_IMAGES_MARKER = '.illustrated-v1';

/** Writes one SVG per category and colour under `<mediaDir>/products/`; returns how many. */
export function writeProductImages(mediaDir: string, categories: CategoryDef[]): number {
  const dir = path.join(mediaDir, 'products');
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const category of categories) {
    category.colors.forEach((color, i) => {
      fs.writeFileSync(path.join(dir, `${category.id}-${i}.svg`), productSvg(category, color));
      count++;
    });
  }
  fs.writeFileSync(path.join(dir, PRODUCT_IMAGES_MARKER), '');
  return count;
}
