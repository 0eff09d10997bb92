import type { Vocabulary } from '#server/modules/catalog/vocabulary';

/**
 * A need typed in pieces (decision 036): 耳机～索尼～头戴的, 耳机，头戴式, 耳机/头戴. A piece that
 * describes a kind (头戴的) is joined to the category piece (耳机) when the joined word names a
 * narrower category (头戴耳机 → over-ear headphones); the other pieces stay as they were.
 */
const SEPARATORS = /[~～,，、/|;；\s]+/;
/** Endings a describing piece may carry (头戴的, 头戴式的, 入耳款). */
const ENDINGS = ['式的', '款的', '的', '款', '式'];

const bare = (piece: string): string => {
  const end = ENDINGS.find((e) => piece.endsWith(e) && piece.length > e.length);
  return end ? piece.slice(0, -end.length) : piece;
};

export function joinSeparatedNeed(text: string, vocabulary: Vocabulary): string {
  const pieces = text.split(SEPARATORS).filter(Boolean);
  if (pieces.length < 2) return text;
  const idsOf = (t: string) => vocabulary.matchCategories(t).categories.map((c) => c.id);
  let joined = false;
  for (let h = 0; h < pieces.length; h++) {
    const head = pieces[h]!;
    const heads = idsOf(head);
    if (heads.length < 2) continue;
    for (let m = 0; m < pieces.length; m++) {
      const piece = pieces[m]!;
      if (m === h || !piece || idsOf(piece).length || vocabulary.matchBrands(piece).brands.length) continue;
      for (const word of [`${bare(piece)}${head}`, `${bare(piece)}式${head}`]) {
        const ids = idsOf(word);
        if (ids.length && ids.length < heads.length && ids.every((id) => heads.includes(id))) {
          pieces[h] = word;
          pieces[m] = '';
          joined = true;
          break;
        }
      }
      if (joined) break;
    }
  }
  return joined ? pieces.filter(Boolean).join(' ') : text;
}
