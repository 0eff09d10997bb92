import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { dropsBudget, parseBudget, type Budget } from './budget';
import { dropsBrands, findExclusions } from './exclusions';
import { findRisk, type RiskKind } from './risk-rules';

/**
 * One question, read once at the start of a turn: what the lexicon and the grammars find in it.
 * The engine builds it and hands it to intent detection and to the flows, so the vocabulary is
 * matched once per turn (decision 022).
 */
export interface Turn {
  text: string;
  /** Categories, brands and malls named as wanted (excluded names are not here). */
  categories: CategoryInfo[];
  brands: string[];
  malls: string[];
  /** Brands and malls ruled out (不要X, X就算了, A和B都不考虑). */
  excludeBrands: string[];
  excludeMalls: string[];
  budget: Budget | null;
  /** 预算不限 / 牌子随便: relaxations of the earlier need. */
  dropsBudget: boolean;
  dropsBrands: boolean;
  risk: RiskKind | null;
  /** The question names something of the catalog (a category or a brand, wanted or not). */
  namesCatalog: boolean;
}

export function readTurn(text: string, vocabulary: Vocabulary): Turn {
  const q = text.trim();
  const excluded = findExclusions(q, vocabulary);
  const categories = vocabulary.matchCategories(excluded.rest).categories;
  const brands = vocabulary.matchBrands(excluded.rest).brands;
  const malls = vocabulary.matchMalls(excluded.rest).malls;
  return {
    text: q,
    categories,
    brands,
    malls,
    excludeBrands: excluded.brands,
    excludeMalls: excluded.malls,
    budget: parseBudget(q)?.budget ?? null,
    dropsBudget: dropsBudget(q),
    dropsBrands: dropsBrands(q),
    risk: findRisk(q),
    namesCatalog: categories.length > 0 || brands.length > 0 || excluded.brands.length > 0,
  };
}
