import { parseMarkdown, type Block, type Inline } from './parse-markdown';

const inlineText = (nodes: Inline[]): string =>
  nodes
    .map((n) => {
      if (n.type === 'text' || n.type === 'code') return n.text;
      if (n.type === 'br') return '\n';
      return inlineText(n.children);
    })
    .join('');

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.children);
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${block.start + i}.` : '•'} ${inlineText(item)}`).join('\n');
    case 'table':
      return [block.header, ...block.rows].map((row) => row.map(inlineText).join('\t')).join('\n');
    case 'code':
      return block.text;
    case 'quote':
      return block.children.map(blockText).join('\n');
    case 'hr':
      return '';
  }
}

/** The words of a Markdown answer without its syntax: what Copy puts on the clipboard. */
export const markdownToPlainText = (source: string): string =>
  parseMarkdown(source)
    .map(blockText)
    .filter((text) => text.length > 0)
    .join('\n\n');
