import type { CatalogProduct } from '#server/modules/catalog/service';
import { showsValue, statedValues } from './stated-values';
import { MODEL_SIZE_UNITS } from './lexicon/measure-words';

/** A size said as a number and a unit of `MODEL_SIZE_UNITS` (13英寸): its number and unit words. */
function sizeOf(value: string): { n: number; unit: readonly string[] } | null {
  for (const unit of MODEL_SIZE_UNITS) {
    const said = unit.find((u) => value.endsWith(u));
    const n = said ? Number(value.slice(0, -said.length)) : NaN;
    if (said && Number.isFinite(n) && n > 0) return { n, unit };
  }
  return null;
}

/**
 * Does a listing have the size or capacity said with its line (decision 065)? Its words state the
 * value, or, for a size that names a model (MacBook Air 13 is 13.6英寸, iPad Air 11英寸), a number
 * of its model name, or of a spec in that unit, rounds down to the whole number said.
 */
export function fitsModelMeasure(p: CatalogProduct, value: string): boolean {
  return showsValue(p, value) || fitsSize(p, value);
}

/** fitsModelMeasure without the listing's own words (the search has them cached). */
export function fitsSize(p: CatalogProduct, value: string): boolean {
  const size = sizeOf(value);
  // A whole number said (13寸) is a size class; a decimal (6.3寸) is the listing's own figure.
  if (!size || !Number.isInteger(size.n)) return false;
  const model = p.specs['型号'] ?? '';
  const inModel = (model.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const inSpecs = Object.values(p.specs).flatMap((v) =>
    size.unit.flatMap((u) => [...v.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${u}`, 'gi'))].map((m) => Number(m[1]))),
  );
  return [...inModel, ...inSpecs].some((n) => Math.floor(n) === Math.floor(size.n));
}

/**
 * The listings of a named line that have every size or capacity the name states (macbook air
 * 13寸, 索尼x90l 65寸, iPhone 16 512G); a stated value none of them has (90l read off X90L) is
 * passed over, so the line's listings are never all lost. `fitted`: some size said picked them.
 */
export function withModelMeasures(name: string, listings: CatalogProduct[]): { listings: CatalogProduct[]; fitted: boolean } {
  let fitted = false;
  const kept = statedValues(name).reduce((kept, value) => {
    const having = kept.filter((p) => fitsModelMeasure(p, value));
    fitted ||= having.length > 0;
    return having.length ? having : kept;
  }, listings);
  return { listings: kept, fitted };
}
