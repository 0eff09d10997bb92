import { createElement, memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { isAppRelativeUrl, safeLinkUrl } from '@app/protocol/safe-url';
import { useInternalLink } from '../parts/internal-links';
import { BlockGroup, GROUP_BLOCKS, groupRanges } from './block-group';
import { CodeBlock } from './code-block';
import styles from './markdown.module.css';
import { MdImage } from './md-image';
import { createMarkdownParser } from './stream-parser';
import type { MdElement, MdNode } from './tree';

interface Ctx {
  /** The name of a table's scrolling region: its number in the answer and its column heads. */
  tableLabel: (n: number, heads: string) => string;
  /** The number the next table rendered in this block gets. */
  nextTable: { n: number };
  inRouter: boolean;
  /** The block still grows (the tail of a streaming answer). */
  live: boolean;
}

function MdLink({ href, title, children, inRouter }: { href: string; title: string; children: ReactNode; inRouter: boolean }) {
  const internal = useInternalLink();
  const url = safeLinkUrl(href);
  if (!url) return <span>{children}</span>;
  const t = title || undefined;
  if (isAppRelativeUrl(url))
    return inRouter ? (
      <Link to={internal(url)} title={t}>
        {children}
      </Link>
    ) : (
      <a href={internal(url)} title={t}>
        {children}
      </a>
    );
  return (
    <a href={url} title={t} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const ALLOWED_TAGS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 's', 'del',
]); // prettier-ignore

/** The words of a table's header cells, joined for its name. */
function headsOf(table: MdElement): string {
  const words = (nodes: MdNode[]): string =>
    nodes.map((c) => (c.type === 'text' || c.type === 'code' ? c.text : 'children' in c ? words(c.children) : '')).join('');
  const head = table.children.find((c) => c.type === 'element' && c.tag === 'thead');
  const row = head?.type === 'element' ? head.children[0] : undefined;
  return row?.type === 'element'
    ? row.children.map((cell) => (cell.type === 'element' ? words(cell.children) : '')).join('、')
    : '';
}

/**
 * A table that scrolls sideways inside the bubble when it is wider (cells never wrap mid-word);
 * a hint says so, and a fade on the right edge shows there is more. Keyboard users can focus it.
 */
function MdTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} data-md-wrap="">
      <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0} data-md-wrap="">
        <table>{children}</table>
      </div>
    </div>
  );
}

function renderChildren(nodes: MdNode[], ctx: Ctx): ReactNode[] {
  return nodes.map((n, i) => renderNode(n, i, ctx));
}

function renderElement(node: MdElement, key: number, ctx: Ctx): ReactNode {
  const children = renderChildren(node.children, ctx);
  const { tag, attrs } = node;
  if (tag === 'p' && attrs.hidden) return children;
  if (!ALLOWED_TAGS.has(tag)) return children;
  if (/^h[1-6]$/.test(tag)) {
    // Answers sit under the page's h1 and h2: their headings start at h3.
    const level = Number(tag[1]);
    return createElement(`h${Math.min(level + 2, 6)}`, { key, 'data-level': level }, children);
  }
  if (tag === 'table') {
    const n = ctx.nextTable.n++;
    return (
      <MdTable key={key} label={ctx.tableLabel(n, headsOf(node))}>
        {children}
      </MdTable>
    );
  }
  if (tag === 'th' || tag === 'td')
    return createElement(tag, { key, style: attrs.align ? { textAlign: attrs.align } : undefined }, children);
  if (tag === 'ol') return createElement('ol', { key, start: attrs.start ? Number(attrs.start) : undefined }, children);
  if (tag === 'li') return createElement('li', { key, className: attrs.task ? styles.task : undefined }, children);
  return createElement(tag, { key }, children);
}

function renderNode(node: MdNode, key: number, ctx: Ctx): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'break':
      return <br key={key} />;
    case 'code':
      return <code key={key}>{node.text}</code>;
    case 'codeBlock':
      return <CodeBlock key={key} lang={node.lang} text={node.text} live={ctx.live} />;
    case 'image':
      return <MdImage key={key} src={node.src} alt={node.alt} title={node.title} />;
    case 'link':
      return (
        <MdLink key={key} href={node.href} title={node.title} inRouter={ctx.inRouter}>
          {renderChildren(node.children, ctx)}
        </MdLink>
      );
    case 'check':
      return <input key={key} type="checkbox" checked={node.checked} disabled readOnly />;
    case 'rule':
      return <hr key={key} />;
    case 'element':
      return renderElement(node, key, ctx);
  }
}

/** One block; a finished block of a streaming answer is the same object each time, so it is skipped. */
const MarkdownBlock = memo(function MarkdownBlock(props: {
  block: MdNode;
  index: number;
  ctx: Omit<Ctx, 'nextTable'>;
  firstTable: number;
}) {
  return renderNode(props.block, props.index, { ...props.ctx, nextTable: { n: props.firstTable } });
});

const tableCounts = new WeakMap<MdNode, number>();

/** How many tables `node` holds (remembered for a finished block, which is the same object each time). */
function tablesIn(node: MdNode): number {
  if (node.type !== 'element') return 0;
  let count = tableCounts.get(node);
  if (count === undefined) {
    count = node.tag === 'table' ? 1 : node.children.reduce((sum, c) => sum + tablesIn(c), 0);
    tableCounts.set(node, count);
  }
  return count;
}

/** The number of each block's first table: tables are numbered through the answer. */
function firstTableNumbers(blocks: MdNode[]): number[] {
  const out: number[] = [];
  let next = 1;
  for (const b of blocks) {
    out.push(next);
    next += tablesIn(b);
  }
  return out;
}

/**
 * Runs `run` once the next frame has been drawn (one step of a long answer per frame, each in its
 * own task), or after a while when no frame comes (a hidden page draws none). Returns a cancel.
 */
function afterNextFrame(run: () => void): () => void {
  let timer = setTimeout(run, FRAME_FALLBACK_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
const FRAME_FALLBACK_MS = 100;

/**
 * Renders answer Markdown as React elements; no HTML string from the model reaches the DOM.
 * While the source grows (a streaming answer), only its open last block is parsed and rendered
 * again. A long text that arrives at once is parsed and shown in steps of a few thousand
 * characters, one per frame, and its blocks sit in groups the browser skips while they are off
 * screen, so no task grows with the length of the answer (decision 012).
 */
export const SafeMarkdown = memo(function SafeMarkdown({ source, live = false }: { source: string; live?: boolean }) {
  const { t } = useTranslation('conversation');
  const inRouter = useInRouterContext();
  const [parser] = useState(createMarkdownParser);
  // A long text is parsed in steps: each render parses the next one, then asks for another.
  const [step, setStep] = useState(0);
  const { blocks, complete } = useMemo(() => parser.parse(source), [parser, source, step]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (complete) return;
    // A transition: React renders the step in slices of a few milliseconds, yielding to the page.
    return afterNextFrame(() => startTransition(() => setStep((n) => n + 1)));
  }, [complete, blocks]);
  // `t` changes only with the language; translating on every streamed render is measurable.
  const done = useMemo<Omit<Ctx, 'nextTable'>>(
    () => ({ tableLabel: (n, heads) => t('markdown.tableNamed', { n, heads }), inRouter, live: false }),
    [t, inRouter],
  );
  const tail = useMemo(() => ({ ...done, live }), [done, live]);
  const firstTables = firstTableNumbers(blocks);
  const last = blocks.length - 1;
  const renderBlock = (block: MdNode, i: number) => (
    <MarkdownBlock key={i} block={block} index={i} ctx={i === last ? tail : done} firstTable={firstTables[i]!} />
  );
  return (
    <div className={styles.markdown}>
      {groupRanges(blocks.length).map(([start, end]) => (
        <BlockGroup
          key={start}
          blocks={blocks.slice(start, end)}
          start={start}
          renderBlock={renderBlock}
          skippable={blocks.length > GROUP_BLOCKS}
          deps={[done, end > last ? tail : null, firstTables[start]]}
        />
      ))}
    </div>
  );
});
