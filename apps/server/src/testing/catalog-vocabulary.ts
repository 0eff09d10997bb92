import { CATEGORIES } from '../db/seed/categories';
import { MALLS } from '../db/seed/malls';
import { Vocabulary } from '../modules/catalog/vocabulary';

/** The generated catalog's own vocabulary, without a database, for table tests. */
export const catalogVocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))],
  MALLS.map((m) => m.name),
  new Map(
    [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))].map((b) => [
      b,
      CATEGORIES.filter((c) => c.models.some((m) => m.brand === b)).map((c) => c.id),
    ]),
  ),
);
