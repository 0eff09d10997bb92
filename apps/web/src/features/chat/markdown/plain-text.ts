import { parseMarkdown } from './stream-parser';
import type { MdNode } from './tree';

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'table']);

interface Words {
  /** Links as their words only; a bare URL (its words are the URL) is left out. */
  forSpeech: boolean;
}

function inlineText(nodes: MdNode[], w: Words): string {
  return nodes.map((n) => nodeText(n, w)).join('');
}

function nodeText(node: MdNode, w: Words): string {
  switch (node.type) {
    case 'text':
    case 'code':
      return node.text;
    case 'break':
      return '\n';
    case 'codeBlock':
      return node.text.replace(/\n$/, '');
    case 'image':
      return node.alt;
    case 'link':
      return w.forSpeech && node.autolink ? '' : inlineText(node.children, w);
    case 'check':
      return node.checked ? '☑ ' : '☐ ';
    case 'rule':
      return '';
    case 'element':
      return elementText(node, w);
  }
}

function elementText(node: Extract<MdNode, { type: 'element' }>, w: Words): string {
  const parts = node.children.map((c) => nodeText(c, w));
  switch (node.tag) {
    case 'ul':
    case 'ol': {
      const start = Number(node.attrs.start ?? 1);
      return parts.map((text, i) => `${node.tag === 'ol' ? `${start + i}.` : '•'} ${text}`).join('\n');
    }
    case 'li':
      return node.children
        .map((c, i) => (c.type === 'element' && BLOCK_TAGS.has(c.tag) && i > 0 ? `\n${parts[i]}` : parts[i]))
        .join('');
    case 'thead':
    case 'tbody':
    case 'table':
      return parts.filter(Boolean).join('\n');
    case 'tr':
      return parts.join(w.forSpeech ? '，' : '\t');
    case 'blockquote':
      return parts.filter(Boolean).join('\n');
    default:
      return parts.join('');
  }
}

const blocksText = (source: string, w: Words): string =>
  parseMarkdown(source)
    .map((b) => nodeText(b, w))
    .filter((text) => text.trim().length > 0)
    .join('\n\n');

/** The words of a Markdown answer without its syntax: what Copy puts on the clipboard (links as their words). */
export const markdownToPlainText = (source: string): string => blocksText(source, { forSpeech: false });

/**
 * What the polite live region says: the words without Markdown syntax and without URLs (a bare
 * URL or autolink is dropped; a link says its words), table cells read as a sentence.
 */
export const markdownToSpeech = (source: string): string =>
  blocksText(source, { forSpeech: true })
    .replace(/\bhttps?:\/\/\S+/g, '')
    .replace(/[ \t]{2,}/g, ' ');
