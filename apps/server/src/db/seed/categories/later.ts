import type { CategoryGroupSource } from './types';

/**
 * Categories added after the everyday ones (decision 087). They are generated on a stream of
 * their own after every other listing (build-catalog.ts), so adding one moves no earlier listing
 * (an everyday category added would change how the everyday count is shared out).
 */
export const LATER_PERSONAL_CARE: CategoryGroupSource = {
  group: '个人护理',
  categories: [
    {
      // 身体乳 was a synonym of body-washes with no lotion sold: shoppers asking for it were shown body washes.
      id: 'body-lotions',
      name: '身体乳',
      synonyms: ['身体乳', '润肤乳', '身体霜', '润体乳', '身体保湿乳'],
      noun: '{功效}身体乳',
      brands: {
        凡士林: '烟酰胺亮采 400ml:79{功效=美白}, 特润修护 400ml:59{功效=保湿}',
        多芬: '滋养美肤 400ml:59{功效=保湿}',
        欧舒丹: '乳木果 250ml:255{功效=保湿}',
        珂润: '润浸保湿 220ml:139{功效=保湿}',
        玉兰油: '超白瓶烟酰胺 250ml:129{功效=美白}',
      },
      specs: { 功效: '保湿|美白', 规格: '220ml|250ml|400ml' },
      facts: ['功效'],
      colors: '白色|粉色',
      tags: '保湿|清爽不黏|秋冬|干皮|留香',
    },
  ],
};
