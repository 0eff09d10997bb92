/**
 * While an answer streams, its last line may end in Markdown that is not finished yet: `**加`,
 * `[链接](http`, a lone `-` or `##`, a table header whose separator has not arrived. Rendered as
 * is, those characters show for a moment and then turn into formatting, so the text jumps. This
 * hides the unfinished tail until it completes; the finished answer is rendered untouched.
 */

const FENCE_LINE = /^\s*(```|~~~)/;
const PARTIAL_FENCE = /^\s*(`{1,3}|~{1,3})[\w+-]*\s*$/;
/** A line that is only the start of a block, with no text yet. */
const BARE_MARKER = /^\s*(#{1,6}|[-*+]|\d{1,9}[.)]?|>|[-*_]{2,}|\|)\s*$/;
/** The block prefix of a line (heading, bullet, number, quote), kept when the text is trimmed. */
const BLOCK_PREFIX = /^\s*(#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+|>\s?)?/;
const SEPARATOR_SO_FAR = /^\s*\|?[\s:|-]*$/;
const PAIRED = ['**', '__', '~~'] as const;

/** The position where the first unfinished inline construct starts, or -1 when all are closed. */
export function unfinishedInlineAt(text: string): number {
  const open: Array<{ marker: string; at: number }> = [];
  const toggle = (marker: string, at: number) => {
    if (open[open.length - 1]?.marker === marker) open.pop();
    else open.push({ marker, at });
  };
  let i = 0;
  outer: while (i < text.length) {
    const ch = text[i]!;
    if (ch === '`') {
      const close = text.indexOf('`', i + 1);
      if (close < 0) return open[0]?.at ?? i;
      i = close + 1;
      continue;
    }
    for (const marker of PAIRED) {
      if (text.startsWith(marker, i)) {
        toggle(marker, i);
        i += marker.length;
        continue outer;
      }
    }
    if (ch === '[') {
      const close = text.indexOf(']', i + 1);
      const unfinished = close < 0 || close === text.length - 1 || (text[close + 1] === '(' && text.indexOf(')', close) < 0);
      if (unfinished) return Math.min(open[0]?.at ?? i, i);
    }
    // A single `*` opens emphasis only when text follows it directly.
    if (ch === '*' && (open[open.length - 1]?.marker === '*' || /\S/.test(text[i + 1] ?? ''))) toggle('*', i);
    i++;
  }
  return open[0]?.at ?? -1;
}

function trimInline(line: string): string {
  const prefix = BLOCK_PREFIX.exec(line)?.[0] ?? '';
  const at = unfinishedInlineAt(line.slice(prefix.length));
  if (at < 0) return line;
  const kept = line.slice(0, prefix.length + at).trimEnd();
  return kept.length > prefix.trimEnd().length ? kept : '';
}

/** Inside an unclosed code fence every character is code: nothing to hide. */
const insideFence = (lines: string[]): boolean => lines.filter((l) => FENCE_LINE.test(l)).length % 2 === 1;

/** Lines of the trailing paragraph (after the last blank line). */
function trailingParagraphStart(lines: string[]): number {
  let i = lines.length;
  while (i > 0 && lines[i - 1]!.trim()) i--;
  return i;
}

/** The part of a streaming answer that is safe to render now. */
export function stableSource(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  // The last element is the unfinished line ('' when the source ends with a newline).
  const last = lines.pop()!;
  if (insideFence(lines)) return source;

  const start = trailingParagraphStart(lines);
  const paragraph = [...lines.slice(start), last].filter((l) => l.trim());
  const tableInProgress =
    paragraph.length > 0 &&
    paragraph[0]!.includes('|') &&
    (paragraph.length === 1 || (paragraph.length === 2 && SEPARATOR_SO_FAR.test(paragraph[1]!) && last.trim() !== ''));
  if (tableInProgress) return lines.slice(0, start).join('\n').replace(/\n+$/, '');

  if (!last) return lines.join('\n');
  const kept = PARTIAL_FENCE.test(last) || BARE_MARKER.test(last) ? '' : trimInline(last);
  return [...lines, kept].join('\n').replace(/\n+$/, '');
}
