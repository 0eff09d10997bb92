import { CATEGORIES } from '../db/seed/categories';
import { MALLS } from '../db/seed/malls';
import { modelSpecs } from '../db/seed/model-specs';
import { specPhrasesOf } from '../modules/catalog/spec-phrases';
import { Vocabulary, type ModelName } from '../modules/catalog/vocabulary';

const BRANDS = [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))];

/** Every spec a seeded listing can show: its model's specs, each variant and each colour. */
const SPEC_ROWS = CATEGORIES.flatMap((c) =>
  c.models.flatMap((m) => {
    const shared = modelSpecs(c, m);
    const variants = shared.variant ? [shared.variant] : (c.variant?.values ?? []);
    return [
      { categoryId: c.id, specs: { 型号: m.model, ...shared.specs } },
      ...variants.map((v) => ({ categoryId: c.id, specs: { [c.variant!.key]: v } })),
      ...c.colors.map((color) => ({ categoryId: c.id, specs: { 颜色: color } })),
    ];
  }),
);

/** The generated catalog's own vocabulary, without a database, for table tests. */
export const catalogVocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  BRANDS,
  MALLS.map((m) => m.name),
  new Map(BRANDS.map((b) => [b, CATEGORIES.filter((c) => c.models.some((m) => m.brand === b)).map((c) => c.id)])),
  specPhrasesOf(SPEC_ROWS),
  CATEGORIES.flatMap((c) => c.models.map((m): ModelName => ({ brand: m.brand, categoryId: c.id, model: m.model }))),
);
