/**
 * A question as typed on a phone, made plain before anything reads it: full-width digits,
 * letters and punctuation become their ASCII forms (２０００ → 2000, ＋ → +), and runs of spaces
 * (including the ideographic space) become one. Chinese punctuation without an ASCII twin
 * (。、) is kept. Unicode NFKC does the mapping.
 */
export function normaliseQuestion(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}
