import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { kindValues, kindValuesOf } from './kind-words';

const of = (id: string) => [catalogVocabulary.byId.get(id)!];

describe('kinds derived from the models a category synonym names (养生壶 of 电热水壶)', () => {
  it.each<[string, string, string[]]>([
    ['养生壶 两百以内', 'kettles', ['养生壶']],
    ['养生壶呢', 'kettles', ['养生壶']],
    ['格力空调 要挂机', 'air-conditioners', ['挂机|壁挂式']],
    ['客厅放个柜机', 'air-conditioners', ['柜机|立柜式']],
    ['落地扇推荐', 'fans', ['落地扇']],
    ['油汀取暖器', 'heaters', ['油汀']],
    ['平板拖把', 'mops', ['平板拖把']],
    ['挂耳咖啡来点', 'coffee-beans', ['挂耳咖啡']],
    ['公路车 三千左右', 'bicycles', ['公路车']],
    ['手环推荐', 'smartwatches', ['手环']],
    // Decision 087: the vacuums, not the pressure washers beside them; a child's bicycle; 护脊 bags; 益生菌.
    ['车载吸尘器', 'car-vacuums', ['吸尘器']],
    ['车里吸尘用的', 'car-vacuums', ['吸尘器']],
    ['高压洗车机', 'car-vacuums', ['洗车机']],
    ['儿童自行车 五百以内', 'bicycles', ['儿童自行车']],
    ['小孩骑的自行车', 'bicycles', ['儿童自行车']],
    ['护脊书包', 'school-bags', ['护脊书包']],
    ['益生菌', 'health-supplements', ['益生菌']],
    // The whole category said another way: no kind.
    ['电水壶 一百以内', 'kettles', []],
    ['电热水壶', 'kettles', []],
    ['热水壶', 'kettles', []],
    ['空调', 'air-conditioners', []],
    ['咖啡豆', 'coffee-beans', []],
    ['无线鼠标', 'mice', []],
    ['豆浆机', 'blenders', []],
    ['ipad', 'tablets', []],
  ])('%s in %s → %j', (q, id, values) => {
    expect(kindValues(q, of(id), catalogVocabulary)).toEqual(values);
  });

  it('the lexicon rows still hold (蛋白粉 within 保健品)', () => {
    expect(kindValues('想买罐蛋白粉', of('health-supplements'), catalogVocabulary)).toEqual(['蛋白粉']);
  });

  it('a category lists its kinds, so a newly named one replaces the one before (柜机 → 挂机)', () => {
    expect([...kindValuesOf(of('air-conditioners'), catalogVocabulary)].sort()).toEqual(['挂机|壁挂式', '柜机|立柜式']);
  });
});
