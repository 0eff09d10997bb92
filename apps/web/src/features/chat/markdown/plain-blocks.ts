import type { MdNode } from './tree';

/**
 * Characters that may start Markdown syntax anywhere in a line: escapes, code, emphasis,
 * strikethrough, links and images, autolinks and raw HTML, entities, table pipes, e-mail autolinks,
 * and NUL (which markdown-it replaces).
 */
const INLINE_SYNTAX = /[\\`*_~[\]<>&|@\0]|https?:\/\/|www\./i;
/** What may start a block at a line's start: a heading, quote, list item, rule or setext underline. */
const BLOCK_START = /^(?:[#>+=-]|\d{1,9}[.)])/;
/** White space at a line's edge: indentation (code blocks, trimmed lines), hard breaks, trimmed ends. */
const EDGE_SPACE = /^\s|\s$/;

/**
 * The blocks of a text that holds no Markdown syntax at all (a greeting, most short answers):
 * paragraphs split at empty lines, a line break inside one kept as `\n`, exactly what markdown-it
 * makes of it, with the source line each paragraph starts on. Null when the text might hold any
 * syntax (then markdown-it parses it); the test compares both on the CommonMark and GFM examples.
 * This way the first screen's welcome never builds the Markdown engine.
 */
export function plainBlocks(source: string): Array<{ node: MdNode; line: number }> | null {
  if (INLINE_SYNTAX.test(source)) return null;
  const lines = source.split('\n');
  const blocks: Array<{ node: MdNode; line: number }> = [];
  let open: MdNode[] | null = null;
  for (const [i, line] of lines.entries()) {
    if (line === '') {
      open = null;
      continue;
    }
    if (BLOCK_START.test(line) || EDGE_SPACE.test(line)) return null;
    if (open) open.push({ type: 'text', text: '\n' }, { type: 'text', text: line });
    else {
      open = [{ type: 'text', text: line }];
      blocks.push({ node: { type: 'element', tag: 'p', attrs: {}, children: open }, line: i });
    }
  }
  return blocks;
}
