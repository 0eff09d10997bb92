/** Keys of catalog facts kept in the `meta` table (written by the generator or an importer). */
export const CATALOG_META_KEYS = { seedVersion: 'catalog.seed_version', synonyms: 'catalog.synonyms' } as const;
