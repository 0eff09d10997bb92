/**
 * A small Markdown subset parsed into plain data, so the renderer builds React elements and raw
 * HTML from the model is never interpreted (it stays text). Safe to run on a half-streamed
 * answer: unclosed fences, emphasis or tables simply render as far as they go.
 *
 * Blocks: paragraphs (line breaks kept), headings, bullet and numbered lists, tables, fenced
 * code, quotes, rules. Inline: `code`, **bold**, *italic*, ~~strike~~, [links](url).
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'br' }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'table'; align: Align[]; header: Inline[][]; rows: Inline[][][] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'hr' };

interface InlineRule {
  re: RegExp;
  make: (m: RegExpExecArray) => Inline;
}

const INLINE_RULES: InlineRule[] = [
  { re: /`([^`\n]+)`/, make: (m) => ({ type: 'code', text: m[1]! }) },
  { re: /\*\*(.+?)\*\*/, make: (m) => ({ type: 'strong', children: parseInline(m[1]!) }) },
  { re: /__(.+?)__/, make: (m) => ({ type: 'strong', children: parseInline(m[1]!) }) },
  { re: /~~(.+?)~~/, make: (m) => ({ type: 'del', children: parseInline(m[1]!) }) },
  { re: /\[([^\]\n]+)\]\(([^)\s]+)\)/, make: (m) => ({ type: 'link', href: m[2]!, children: parseInline(m[1]!) }) },
  { re: /\*([^*\s](?:[^*\n]*[^*\s])?)\*/, make: (m) => ({ type: 'em', children: parseInline(m[1]!) }) },
];

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    let best: { index: number; length: number; node: Inline } | null = null;
    for (const rule of INLINE_RULES) {
      const m = rule.re.exec(rest);
      if (m && (best === null || m.index < best.index)) best = { index: m.index, length: m[0].length, node: rule.make(m) };
    }
    if (!best) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (best.index > 0) out.push({ type: 'text', text: rest.slice(0, best.index) });
    out.push(best.node);
    rest = rest.slice(best.index + best.length);
  }
  return out;
}

const withBreaks = (lines: string[]): Inline[] =>
  lines.flatMap((line, i) => (i === 0 ? parseInline(line) : [{ type: 'br' } as Inline, ...parseInline(line)]));

const FENCE = /^\s*(```|~~~)\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

const splitRow = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

const alignOf = (cell: string): Align => {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
};

const isTableStart = (lines: string[], i: number): boolean =>
  lines[i]!.includes('|') && i + 1 < lines.length && lines[i + 1]!.includes('-') && TABLE_SEPARATOR.test(lines[i + 1]!);

const startsBlock = (lines: string[], i: number): boolean => {
  const line = lines[i]!;
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    QUOTE.test(line) ||
    isTableStart(lines, i)
  );
};

const normalise = (source: string): string => (source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source);

export function parseMarkdown(source: string): Block[] {
  return parseLines(normalise(source).split('\n'));
}

/**
 * The blocks of `lines`. `onBlank(i, count)` hears of every blank line between blocks, with the
 * number of blocks before it: nothing after such a line can change those blocks (a block never
 * reaches past a blank line, except a fence, whose lines never come back here).
 */
function parseLines(lines: string[], onBlank?: (line: number, blocksBefore: number) => void): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      onBlank?.(i, blocks.length);
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trim().startsWith(fence[1]!)) body.push(lines[i++]!);
      i++;
      blocks.push({ type: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length as 1, children: parseInline(heading[2]!.trim()) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'hr' });
      i++;
      continue;
    }
    if (isTableStart(lines, i)) {
      const header = splitRow(line).map(parseInline);
      const align = splitRow(lines[i + 1]!).map(alignOf);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim() && lines[i]!.includes('|')) rows.push(splitRow(lines[i++]!).map(parseInline));
      blocks.push({ type: 'table', align, header, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ type: 'quote', children: parseMarkdown(body.join('\n')) });
      continue;
    }
    const ordered = ORDERED.exec(line);
    if (ordered || BULLET.test(line)) {
      const re = ordered ? ORDERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const m = re.exec(current);
        if (m) items.push([ordered ? m[2]! : m[1]!]);
        else if (current.trim() && /^\s+/.test(current) && !startsBlock(lines, i)) items[items.length - 1]!.push(current.trim());
        else break;
        i++;
      }
      blocks.push({
        type: 'list',
        ordered: Boolean(ordered),
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map(withBreaks),
      });
      continue;
    }
    const body: string[] = [];
    while (i < lines.length && lines[i]!.trim() && (body.length === 0 || !startsBlock(lines, i))) body.push(lines[i++]!);
    blocks.push({ type: 'paragraph', children: withBreaks(body) });
  }
  return blocks;
}

export interface MarkdownParser {
  /** `parseMarkdown(source)`, reusing the blocks (the same objects) of the text the last call shared with it. */
  parse(source: string): Block[];
}

/**
 * A parser for one growing text, such as a streaming answer. It remembers where the text's last
 * complete blank line between blocks ends, and the blocks before it; a later text that starts
 * with that part only parses what follows. So each step of a stream costs the length of its last
 * section, not of the whole answer, and the finished blocks keep their identity (a memoised
 * renderer skips them). Any other text is parsed whole.
 */
export function createMarkdownParser(): MarkdownParser {
  let done = '';
  let doneBlocks: Block[] = [];
  return {
    parse(source: string): Block[] {
      const text = normalise(source);
      if (!text.startsWith(done)) {
        done = '';
        doneBlocks = [];
      }
      const lines = text.slice(done.length).split('\n');
      let safe = { line: -1, blocks: 0 };
      const blocks = parseLines(lines, (line, blocksBefore) => {
        // The last line may still grow: only a blank line followed by a line break is final.
        if (line < lines.length - 1) safe = { line, blocks: blocksBefore };
      });
      const all = doneBlocks.length ? [...doneBlocks, ...blocks] : blocks;
      if (safe.line >= 0) {
        let length = 0;
        for (let i = 0; i <= safe.line; i++) length += lines[i]!.length + 1;
        done += text.slice(done.length, done.length + length);
        doneBlocks = all.slice(0, doneBlocks.length + safe.blocks);
      }
      return all;
    },
  };
}
