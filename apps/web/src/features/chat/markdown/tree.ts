import { unescapeAll, type Token } from './engine';

/**
 * An answer as plain data built from markdown-it's tokens, so the renderer makes React elements
 * (no HTML string from the model reaches the DOM) and Copy and the announcer read its words.
 */
export type MdNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'code'; text: string }
  | { type: 'codeBlock'; lang: string; text: string }
  | { type: 'image'; src: string; alt: string; title: string }
  | { type: 'link'; href: string; title: string; autolink: boolean; children: MdNode[] }
  | { type: 'check'; checked: boolean }
  | { type: 'element'; tag: string; attrs: Record<string, string>; children: MdNode[] }
  | { type: 'rule' };

export type MdElement = Extract<MdNode, { type: 'element' }>;

const attr = (token: Token, name: string): string => String(token.attrGet(name) ?? '');

/** The element a block or inline opening token makes (`p`, `li`, `th` with its alignment …). */
function elementOf(token: Token): MdElement {
  const attrs: Record<string, string> = {};
  if (token.tag === 'ol') {
    const start = attr(token, 'start');
    if (start) attrs.start = start;
  }
  if (token.tag === 'th' || token.tag === 'td') {
    const align = /text-align:(left|center|right)/.exec(attr(token, 'style'))?.[1];
    if (align) attrs.align = align;
  }
  // A tight list's paragraphs are not shown as paragraphs.
  if (token.tag === 'p' && token.hidden) attrs.hidden = 'true';
  return { type: 'element', tag: token.tag, attrs, children: [] };
}

const TASK = /^\[([ xX])\][ \t]/;

/** `- [ ] 项` / `- [x] 项`: a GFM task item's leading box becomes a read-only checkbox. */
function markTask(item: MdElement): void {
  const first = item.children[0];
  const holder = first?.type === 'element' && first.tag === 'p' ? first : null;
  const text = holder?.children[0];
  if (!holder || text?.type !== 'text') return;
  const m = TASK.exec(text.text);
  if (!m) return;
  item.attrs.task = 'true';
  holder.children.splice(0, 1, { type: 'check', checked: m[1] !== ' ' }, { type: 'text', text: text.text.slice(m[0].length) });
}

function inlineNodes(tokens: Token[]): MdNode[] {
  const root: MdNode[] = [];
  const stack: MdNode[][] = [root];
  const open: Array<Extract<MdNode, { children: MdNode[] }>> = [];
  const push = (node: MdNode) => stack[stack.length - 1]!.push(node);
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'html_inline':
        push({ type: 'text', text: token.content });
        break;
      case 'softbreak':
        push({ type: 'text', text: '\n' });
        break;
      case 'hardbreak':
        push({ type: 'break' });
        break;
      case 'code_inline':
        push({ type: 'code', text: token.content });
        break;
      case 'image':
        push({ type: 'image', src: attr(token, 'src'), alt: plainOf(token.children ?? []), title: attr(token, 'title') });
        break;
      case 'link_open': {
        const node: MdNode = {
          type: 'link',
          href: attr(token, 'href'),
          title: attr(token, 'title'),
          autolink: token.markup === 'autolink' || token.markup === 'linkify',
          children: [],
        };
        push(node);
        open.push(node);
        stack.push(node.children);
        break;
      }
      default:
        if (token.nesting === 1) {
          const node = elementOf(token);
          push(node);
          open.push(node);
          stack.push(node.children);
        } else if (token.nesting === -1 && stack.length > 1) {
          stack.pop();
          open.pop();
        } else if (token.content) push({ type: 'text', text: token.content });
    }
  }
  return root;
}

/** The words of an image's alt text. */
function plainOf(tokens: Token[]): string {
  return tokens.map((t) => (t.children ? plainOf(t.children) : t.type === 'softbreak' ? '\n' : t.content)).join('');
}

/**
 * The top-level blocks of `tokens`, each with the source line it starts on. A block's tokens run
 * from an opening token at level 0 to its close (or are one token: a fence, a rule).
 */
export function blocksOf(tokens: Token[]): Array<{ node: MdNode; line: number }> {
  const blocks: Array<{ node: MdNode; line: number }> = [];
  const stack: MdElement[] = [];
  const add = (node: MdNode, token: Token) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else blocks.push({ node, line: token.map?.[0] ?? 0 });
  };
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const node of inlineNodes(token.children ?? [])) stack[stack.length - 1]?.children.push(node);
      continue;
    }
    if (token.type === 'fence' || token.type === 'code_block') {
      const lang = unescapeAll(token.info).trim().split(/\s+/)[0] ?? '';
      add({ type: 'codeBlock', lang, text: token.content }, token);
      continue;
    }
    if (token.type === 'hr') {
      add({ type: 'rule' }, token);
      continue;
    }
    if (token.nesting === 1) {
      const node = elementOf(token);
      add(node, token);
      stack.push(node);
    } else if (token.nesting === -1) {
      const node = stack.pop();
      if (node?.tag === 'li') markTask(node);
    } else if (token.content)
      add({ type: 'element', tag: 'p', attrs: {}, children: [{ type: 'text', text: token.content }] }, token);
  }
  return blocks;
}
