import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { safeImageUrl, safeLinkUrl } from '@app/protocol/safe-url';
import { SafeMarkdown } from '../markdown/safe-markdown';

/**
 * Test support: what the answer renderer shows for a Markdown text, as HTML in the form the
 * CommonMark spec writes it, so the spec's examples can judge the real renderer (parser and
 * React elements). Renderer chrome (code block header, table scroll box, image button) is left
 * out, headings get their source level back, a cell's text-align becomes `align`.
 */
const VOID = new Set(['img', 'hr', 'br', 'input']);
const KEPT = ['href', 'src', 'alt', 'title', 'start', 'type', 'checked', 'disabled', 'align', 'class'];
const BLOCK = new Set(['ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'div', 'body']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialise(node: Node, inPre: boolean): string {
  if (node.nodeType === 3) {
    const text = node.textContent ?? '';
    const parent = node.parentElement?.tagName.toLowerCase() ?? 'body';
    return !inPre && BLOCK.has(parent) && !text.trim() ? '' : escapeText(text);
  }
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const kids = (pre: boolean) => [...el.childNodes].map((c) => serialise(c, pre)).join('');
  if (el.hasAttribute('data-md-chrome')) return '';
  if (el.hasAttribute('data-md-wrap') || (el.tagName === 'BUTTON' && el.querySelector('img'))) return kids(inPre);
  let tag = el.tagName.toLowerCase();
  const level = el.getAttribute('data-level');
  if (level) tag = `h${level}`;
  const attrs: string[] = [];
  const align = (el as HTMLElement).style?.textAlign;
  for (const name of KEPT) {
    if (name === 'align' && align) attrs.push(`align="${align}"`);
    else if (name === 'checked' || name === 'disabled') {
      if (el.hasAttribute(name)) attrs.push(`${name}=""`);
    } else if (name === 'class') {
      const cls = el.getAttribute('class');
      if (cls?.startsWith('language-')) attrs.push(`class="${cls}"`);
    } else if (el.hasAttribute(name)) attrs.push(`${name}="${escapeText(el.getAttribute(name)!)}"`);
  }
  const open = `<${tag}${attrs.length ? ` ${attrs.sort().join(' ')}` : ''}`;
  if (VOID.has(tag)) return `${open} />`;
  return `${open}>${kids(inPre || tag === 'pre')}</${tag}>`;
}

/** HTML in one canonical form: parsed, then written back without layout white space between blocks. */
export function normaliseHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (
    serialise(doc.body, false)
      .replace(/^<body>|<\/body>$/g, '')
      // The line break a writer puts after <br /> or before a nested block is layout, not content.
      .replace(/<br \/>\n/g, '<br />')
      .replace(/\n(?=<(ul|ol|blockquote|pre|h[1-6]|p|table|hr)[ >])/g, '')
  );
}

/** The renderer's output for `markdown`, normalised. */
export function renderedHtml(markdown: string): string {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SafeMarkdown, { source: markdown })));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.body.firstElementChild;
  return normaliseHtml(root?.innerHTML ?? '');
}

/** Why an example is not counted, or null when it is. */
export function skipReason(example: { markdown: string; html: string; section: string }): string | null {
  if (example.section === 'HTML blocks' || example.section === 'Raw HTML') return 'raw HTML section (HTML stays text by design)';
  const doc = new DOMParser().parseFromString(example.html, 'text/html');
  for (const a of doc.querySelectorAll('a[href]'))
    if (!safeLinkUrl(a.getAttribute('href'))) return 'link target refused by the URL whitelist';
  for (const img of doc.querySelectorAll('img[src]'))
    if (!safeImageUrl(img.getAttribute('src'))) return 'image source refused by the URL whitelist';
  // Raw HTML outside the HTML sections: the spec output keeps a tag the author wrote.
  const tags = example.markdown.match(/<\/?([A-Za-z][A-Za-z0-9-]*)(?=[\s/>])|<!--/g) ?? [];
  if (tags.some((t) => example.html.includes(t))) return 'inline raw HTML (stays text by design)';
  return null;
}
