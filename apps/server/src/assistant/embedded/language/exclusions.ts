import type { Vocabulary } from '../../../modules/catalog/vocabulary';

/** 不要美的, 除了苹果, 不考虑小米和华为, 别推拼多多的: the words after one of these are ruled out. */
const EXCLUDE =
  /(?:不要|不想要|不用|别要|不考虑|排除|除了|除去|去掉|别推荐?|不买|不喜欢|pass掉?|拉黑)\s*([^，。,.!！?？;；]{1,24})/gi;

export interface Exclusions {
  brands: string[];
  malls: string[];
  /** The question without the excluded names (so they are not read as wanted). */
  rest: string;
}

/** Brands and malls the question rules out. */
export function findExclusions(question: string, vocabulary: Vocabulary): Exclusions {
  const brands = new Set<string>();
  const malls = new Set<string>();
  let rest = question;
  for (const m of question.matchAll(EXCLUDE)) {
    const span = m[1]!;
    const b = vocabulary.matchBrands(span);
    const ml = vocabulary.matchMalls(span);
    b.brands.forEach((x) => brands.add(x));
    ml.malls.forEach((x) => malls.add(x));
    const cleared = [...b.terms, ...ml.terms].reduce((t, term) => t.split(term).join(' '), m[0]);
    rest = rest.replace(m[0], cleared);
  }
  return { brands: [...brands], malls: [...malls], rest };
}
