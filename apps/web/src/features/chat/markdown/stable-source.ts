/**
 * While an answer streams, its last line may end in Markdown that is not finished yet: `**加`,
 * `[链接](http`, a lone `-` or `##`, a table header whose separator has not arrived. Rendered as
 * is, those characters show for a moment and then turn into formatting, so the text jumps. This
 * hides the unfinished tail until it completes; the finished answer is rendered untouched.
 */

const PARTIAL_FENCE = /^\s*(`{1,3}|~{1,3})[\w+-]*\s*$/;
/** A line that is only the start of a block, with no text yet. */
const BARE_MARKER = /^\s*(#{1,6}|[-*+]|\d{1,9}[.)]?|>|[-*_]{2,}|\|)\s*$/;
/** The block prefix of a line (heading, bullet, number, quote), kept when the text is trimmed. */
const BLOCK_PREFIX = /^\s*(#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+|>\s?)?/;
const SEPARATOR_SO_FAR = /^\s*\|?[\s:|-]*$/;
const PAIRED = ['**', '__', '~~'] as const;
/** What may stand before a single `~` that opens a strike: white space or punctuation. */
const TILDE_BEFORE = /[\s\p{P}]/u;

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
    // A single `~` strikes only at a word boundary (`3~5天` is a range: see strikethrough.ts).
    if (
      ch === '~' &&
      (open[open.length - 1]?.marker === '~' || (TILDE_BEFORE.test(text[i - 1] ?? ' ') && /\S/.test(text[i + 1] ?? '')))
    )
      toggle('~', i);
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

const WHITESPACE = /\s/;

/**
 * How many lines of `text` open or close a fence (``` or ~~~ after nothing but white space).
 * Found with indexOf, so a long answer with few fences costs next to nothing.
 */
function fenceLines(text: string): number {
  let count = 0;
  for (const marker of ['```', '~~~']) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      let i = at - 1;
      while (i >= 0 && text[i] !== '\n' && WHITESPACE.test(text[i]!)) i--;
      if (i < 0 || text[i] === '\n') count++;
    }
  }
  return count;
}

/** Inside an unclosed code fence every character is code: nothing to hide. */
const insideFence = (text: string): boolean => fenceLines(text) % 2 === 1;

function withoutTrailingNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length ? text : text.slice(0, end);
}

/**
 * Up to three lines of the paragraph that ends at `end` (the lines just before it, back to a
 * blank line), first line first, and the offset where those lines start. More than three lines
 * never make a table in progress, so the walk back stops there and reads only the tail.
 */
function trailingParagraph(text: string, end: number): { lines: string[]; start: number; complete: boolean } {
  const lines: string[] = [];
  let start = end + 1;
  let lineEnd = end;
  while (lines.length < 3) {
    const lineStart = lineEnd === 0 ? 0 : text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd);
    if (!line.trim()) return { lines, start, complete: true };
    lines.unshift(line);
    start = lineStart;
    if (lineStart === 0) return { lines, start, complete: true };
    lineEnd = lineStart - 1;
  }
  return { lines, start, complete: false };
}

/**
 * The part of a streaming answer that is safe to render now. Reads the text's last lines (and
 * counts its fences), so a step of a long stream costs little more than its tail.
 */
export function stableSource(source: string): string {
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  // The last line is the unfinished one ('' when the text ends with a newline).
  const cut = text.lastIndexOf('\n');
  const last = text.slice(cut + 1);
  const head = cut < 0 ? '' : text.slice(0, cut);
  if (cut >= 0 && insideFence(head)) return source;

  const before = cut < 0 ? { lines: [], start: 0, complete: true } : trailingParagraph(text, cut);
  const paragraph = last.trim() ? [...before.lines, last] : before.lines;
  const tableInProgress =
    before.complete &&
    paragraph.length > 0 &&
    paragraph[0]!.includes('|') &&
    (paragraph.length === 1 || (paragraph.length === 2 && SEPARATOR_SO_FAR.test(paragraph[1]!) && last.trim() !== ''));
  if (tableInProgress) {
    const start = cut < 0 || before.lines.length === 0 ? cut + 1 : before.start;
    return withoutTrailingNewlines(text.slice(0, Math.max(0, start - 1)));
  }

  if (!last) return head;
  const kept = PARTIAL_FENCE.test(last) || BARE_MARKER.test(last) ? '' : trimInline(last);
  // `kept` is part of one line: only without it can the text end in line breaks.
  if (kept) return cut < 0 ? kept : `${head}\n${kept}`;
  return withoutTrailingNewlines(head);
}
