import type MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type { Delimiter } from 'markdown-it/lib/rules_inline/state_inline.mjs';

const TILDE = 0x7e;
/**
 * balance_pairs pairs delimiters by `marker`: a single `~` gets a number of its own, so it only
 * ever closes a single `~` (GFM: opener and closer have the same length).
 */
const SINGLE_TILDE = -TILDE;

/**
 * GFM strikethrough (spec 0.29, section 6.5): `~~x~~` and `~x~` strike, a run of three or more
 * tildes never does (`~~~x~~~` stays text). Replaces markdown-it's rule, which strikes only
 * `~~x~~` and splits longer runs into pairs.
 *
 * `~~` keeps the CJK-friendly flanking rules (`原价~~2999元~~现价`). A single `~` strikes only at
 * word boundaries (white space or punctuation outside it): Chinese answers write ranges as
 * `1000~2000元` and `3~5天`, which GFM would strike; here they stay text.
 */
export function gfmStrikethrough(md: MarkdownIt): void {
  const { isWhiteSpace, isPunctChar, isMdAsciiPunct } = md.utils;
  /** White space, punctuation or the edge of the text: a single tilde may stand next to it. */
  const isBoundary = (code: number | undefined): boolean =>
    code === undefined || isWhiteSpace(code) || isMdAsciiPunct(code) || isPunctChar(String.fromCodePoint(code));

  function tokenize(state: StateInline, silent: boolean): boolean {
    const start = state.pos;
    if (silent || state.src.charCodeAt(start) !== TILDE) return false;
    let end = start;
    while (end < state.posMax && state.src.charCodeAt(end) === TILDE) end++;
    const length = end - start;
    const token = state.push('text', '', 0);
    token.content = '~'.repeat(length);
    state.pos = end;
    if (length > 2) return true;

    let open: boolean;
    let close: boolean;
    if (length === 2) {
      const scanned = state.scanDelims(start, true);
      open = scanned.can_open;
      close = scanned.can_close;
    } else {
      const low = state.src.charCodeAt(start - 1);
      // A low surrogate before the tilde: the character is the whole code point.
      const prev = start === 0 ? undefined : low >= 0xdc00 && low <= 0xdfff && start > 1 ? state.src.codePointAt(start - 2) : low;
      const next = end < state.posMax ? state.src.codePointAt(end) : undefined;
      open = next !== undefined && !isWhiteSpace(next) && isBoundary(prev);
      close = prev !== undefined && !isWhiteSpace(prev) && isBoundary(next);
    }
    state.delimiters.push({
      marker: length === 2 ? TILDE : SINGLE_TILDE,
      length: 0, // no "rule of 3" (that is for emphasis)
      token: state.tokens.length - 1,
      end: -1,
      open,
      close,
    });
    return true;
  }

  function pair(state: StateInline, delimiters: Delimiter[]): void {
    for (const opener of delimiters) {
      if ((opener.marker !== TILDE && opener.marker !== SINGLE_TILDE) || opener.end === -1) continue;
      const closer = delimiters[opener.end]!;
      const markup = opener.marker === TILDE ? '~~' : '~';
      for (const [at, type, nesting] of [
        [opener.token, 'del_open', 1],
        [closer.token, 'del_close', -1],
      ] as const) {
        const token = state.tokens[at]!;
        token.type = type;
        token.tag = 'del';
        token.nesting = nesting;
        token.markup = markup;
        token.content = '';
      }
    }
  }

  function postProcess(state: StateInline): boolean {
    pair(state, state.delimiters);
    for (const meta of state.tokens_meta) if (meta?.delimiters) pair(state, meta.delimiters);
    return false;
  }

  md.inline.ruler.at('strikethrough', tokenize);
  md.inline.ruler2.at('strikethrough', postProcess);
}
