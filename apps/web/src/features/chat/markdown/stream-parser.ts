import { parseTokens, type ParseEnv } from './engine';
import { plainBlocks } from './plain-blocks';
import { blocksOf, type MdNode } from './tree';

export interface Parsed {
  blocks: MdNode[];
  /** False when only a first part was parsed this time (see `createMarkdownParser`). */
  complete: boolean;
}

export interface MarkdownParser {
  /** The blocks of `source`, reusing the blocks (the same objects) of the text the last call shared with it. */
  parse(source: string): Parsed;
}

/** At most about this many new characters are parsed in one call. */
export const STEP_CHARS = 4_000;

/** Where a step that starts at `from` ends: just after a blank line near `from + STEP_CHARS`. */
function stepEnd(text: string, from: number): number {
  if (text.length - from <= STEP_CHARS) return text.length;
  const at = text.indexOf('\n\n', from + STEP_CHARS);
  return at < 0 ? text.length : at + 2;
}

const normalise = (source: string): string => (source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source);

/** The offset where line `line` (0-based) of `text` starts. */
function lineOffset(text: string, line: number): number {
  let at = 0;
  for (let i = 0; i < line && at >= 0; i++) at = text.indexOf('\n', at) + 1 || -1;
  return at < 0 ? text.length : at;
}

const BLANK = /^[ \t]*$/;

/**
 * A parser for one growing text, such as a streaming answer. CommonMark closes a block for good
 * once a later block starts, so when the open tail holds several top-level blocks, every one but
 * the last is final: it is kept and never parsed again, and the next call parses only from the
 * line where the last block starts. A boundary counts only when that line is complete and follows
 * a blank line: then nothing later on can turn it back into a continuation (a lazy paragraph line,
 * an indented list item's second paragraph, a setext underline).
 *
 * Link reference definitions are remembered across calls, so a later block may use an earlier
 * definition; a finished block that refers to a definition arriving later keeps its plain text.
 * Any text that does not start with the finished part is parsed again from its start.
 *
 * A call parses at most about STEP_CHARS new characters (up to a blank line): a long answer that
 * arrives at once is parsed over several calls, `complete: false` until the last, so no single
 * task freezes the page on it.
 */
export function createMarkdownParser(): MarkdownParser {
  let done = '';
  let doneBlocks: MdNode[] = [];
  /** The reference definitions of the finished part. */
  let doneEnv: ParseEnv = {};
  /** How far the last call parsed. */
  let reached = 0;
  return {
    parse(source: string): Parsed {
      const whole = normalise(source);
      if (!whole.startsWith(done) || whole.length < reached) {
        done = '';
        doneBlocks = [];
        doneEnv = {};
        reached = 0;
      }
      const end = stepEnd(whole, Math.max(reached, done.length));
      reached = end;
      const tail = whole.slice(done.length, end);
      // The tail's own definitions may still be half-written: they never outlive this call.
      const env = { ...doneEnv, references: { ...(doneEnv.references as object | undefined) } };
      const blocks = plainBlocks(tail) ?? blocksOf(parseTokens(tail, env));
      const all = [...doneBlocks, ...blocks.map((b) => b.node)];
      // The last block whose start line is complete and follows a blank line: all before it are final.
      for (let k = blocks.length - 1; k > 0; k--) {
        const start = lineOffset(tail, blocks[k]!.line);
        const complete = tail.indexOf('\n', start) >= 0;
        const prevEnd = start - 1;
        const prevStart = tail.lastIndexOf('\n', prevEnd - 1) + 1;
        if (complete && start > 0 && BLANK.test(tail.slice(prevStart, prevEnd))) {
          const finished = tail.slice(0, start);
          // A definition in the finished part counts for what follows (parsed again only then: rare).
          if (finished.includes(']:')) parseTokens(finished, doneEnv);
          done += finished;
          doneBlocks = all.slice(0, doneBlocks.length + k);
          break;
        }
      }
      return { blocks: all, complete: end === whole.length };
    },
  };
}

/** The blocks of a whole text, parsed at once. */
export function parseMarkdown(source: string): MdNode[] {
  const text = normalise(source);
  return (plainBlocks(text) ?? blocksOf(parseTokens(text, {}))).map((b) => b.node);
}
