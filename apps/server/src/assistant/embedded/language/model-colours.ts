import { PLAIN_COLOURS } from './lexicon/colour-words';

/**
 * A colour asked of one product (decision 082): 有白色吗, 有没有黑色的, 这款有粉的吗, 白色的呢. The
 * plain colour said (白色, or its character before 色/的/款), or a listing colour said whole (深空灰).
 */
export function colourAsked(question: string, listed: readonly string[] = []): string | null {
  const whole = listed.filter((c) => c.length >= 2 && question.includes(c)).sort((a, b) => b.length - a.length)[0];
  if (whole) return whole;
  const plain = PLAIN_COLOURS.find(
    ([colour, shade]) => question.includes(colour) || new RegExp(`${shade}(?:的|款)`).test(question),
  );
  return plain ? plain[0] : null;
}

/** Words that only ask whether a colour is there; a question of nothing else asks it of the product talked about. */
const ASKING =
  /有没有|还有|有的|有|是不是|吗|呢|么|不|啊|呀|吧|的|款|色|颜色|这个|这款|那款|它|那|还|要|想要|出|[?？!！，,。\s]/g;

/** 有白色吗 with nothing else said: a colour of the product talked about, not a new search. */
export function asksOnlyColour(question: string, listed: readonly string[] = []): boolean {
  const colour = colourAsked(question, listed);
  if (!colour) return false;
  const shade = PLAIN_COLOURS.find(([c]) => c === colour)?.[1] ?? '';
  const rest = question
    .replace(colour, ' ')
    .replace(shade ? new RegExp(shade, 'g') : /$^/, ' ')
    .replace(ASKING, '');
  return rest.trim() === '';
}

/** Whether a listing colour is the colour asked (玻璃白 is white). */
export function isColour(listing: string, asked: string): boolean {
  const shade = PLAIN_COLOURS.find(([c]) => c === asked)?.[1];
  return listing === asked || (shade !== undefined && listing.includes(shade));
}
