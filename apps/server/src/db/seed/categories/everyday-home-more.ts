import type { CategoryGroupSource } from './types';

/**
 * A garment steamer: asked for as often as an iron and missing until decision 083. Generated after
 * every other everyday category, so no earlier listing moves.
 */
export const EVERYDAY_HOME_MORE: CategoryGroupSource = {
  group: '家居日用',
  categories: [
    {
      id: 'garment-steamers',
      name: '挂烫机',
      synonyms: ['挂烫机', '熨斗', '电熨斗', '蒸汽熨斗', '熨衣服的'],
      noun: '{类型}挂烫机',
      brands: {
        飞利浦: 'STH3020:299{类型=手持;功率=1000W;水箱=100ml}, GC558:899{类型=立式;功率=1600W;水箱=1.8L}',
        小米: '米家:199{类型=手持;功率=1200W;水箱=160ml}',
        美的: '立式挂烫机:399{类型=立式;功率=1800W;水箱=1.6L}',
        苏泊尔: '便携款:159{类型=手持;功率=1200W;水箱=120ml}',
        松下: '折叠款:399{类型=手持;功率=1300W;水箱=100ml}',
      },
      // A handheld steamer is small and light, a standing one has the big tank: each model's own.
      facts: ['类型', '功率', '水箱'],
      specs: { 类型: '手持|立式', 功率: '1000W|1200W|1300W|1600W|1800W', 水箱: '100ml|120ml|160ml|1.6L|1.8L' },
      colors: '白色|粉色|蓝色',
      tags: '快速出汽|除皱|便携出差|杀菌除螨|不伤衣物',
    },
  ],
};
