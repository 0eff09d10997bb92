import type { CatalogProduct } from '#server/modules/catalog/service';

/**
 * Features a shopper names (自动集尘, 热水洗, 结构光避障) that the listings show as a spec value or
 * a tag: the phrases of the rows that the question's words spell out.
 */
export function statedFeatures(rows: CatalogProduct[], keywords: string[]): string[] {
  const asked = keywords.join('');
  // No words left to spell a feature (most questions): nothing to look through.
  if (asked.length < 2) return [];
  const seen = new Set<string>();
  const found: string[] = [];
  const consider = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    if (f.length >= 2 && asked.includes(f)) found.push(f);
  };
  for (const p of rows) {
    for (const f of Object.values(p.specs)) consider(f);
    for (const f of p.tags) consider(f);
  }
  return found;
}

/**
 * Does the listing have the feature? A spec that lists such features (功能: 自动上下水) decides over
 * a selling-point tag; without that spec, the title and tags do.
 */
function hasFeature(p: CatalogProduct, feature: string, keys: string[]): boolean {
  const own = keys.filter((k) => p.specs[k] !== undefined);
  if (own.length) return own.some((k) => p.specs[k]!.includes(feature));
  return p.title.includes(feature) || p.tags.some((t) => t.includes(feature));
}

/** The listings that have every feature, each filter applied only when some listing passes it. */
export function withFeatures(rows: CatalogProduct[], features: string[]): CatalogProduct[] {
  return features.reduce((kept, feature) => {
    const keys = [...new Set(kept.flatMap((p) => Object.keys(p.specs).filter((k) => p.specs[k]!.includes(feature))))];
    const having = kept.filter((p) => hasFeature(p, feature, keys));
    return having.length ? having : kept;
  }, rows);
}
