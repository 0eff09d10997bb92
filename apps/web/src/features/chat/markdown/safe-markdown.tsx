import { memo, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safe-url';
import styles from './markdown.module.css';
import { createMarkdownParser, type Block, type Inline } from './parse-markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'br':
        return <br key={i} />;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'del':
        return <del key={i}>{renderInline(node.children)}</del>;
      case 'link': {
        const href = safeUrl(node.href);
        if (!href) return <span key={i}>{renderInline(node.children)}</span>;
        return (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

function renderBlock(block: Block, i: number, tableLabel: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={i}>{renderInline(block.children)}</p>;
    case 'heading': {
      // Answers sit under the page's h1: their headings start at h3.
      const Tag = `h${Math.min(block.level + 2, 6)}` as 'h3';
      return <Tag key={i}>{renderInline(block.children)}</Tag>;
    }
    case 'list': {
      const items = block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol key={i} start={block.start}>
          {items}
        </ol>
      ) : (
        <ul key={i}>{items}</ul>
      );
    }
    case 'table':
      return (
        // A wide table scrolls sideways: keyboard users can focus it to scroll.
        <div key={i} className={styles.tableWrap} role="region" aria-label={tableLabel} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.header.map((cell, j) => (
                  <th key={j} style={{ textAlign: block.align[j] ?? undefined }}>
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, j) => (
                    <td key={j} style={{ textAlign: block.align[j] ?? undefined }}>
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre key={i}>
          <code>{block.text}</code>
        </pre>
      );
    case 'quote':
      return <blockquote key={i}>{block.children.map((b, j) => renderBlock(b, j, tableLabel))}</blockquote>;
    case 'hr':
      return <hr key={i} />;
  }
}

/** One block; a finished block of a streaming answer is the same object each time, so it is skipped. */
const MarkdownBlock = memo(function MarkdownBlock({ block, tableLabel }: { block: Block; tableLabel: string }) {
  return renderBlock(block, 0, tableLabel);
});

/**
 * Renders answer Markdown as React elements; no HTML string ever reaches the DOM. While the
 * source grows (a streaming answer), only its last section is parsed and rendered again.
 */
export const SafeMarkdown = memo(function SafeMarkdown({ source }: { source: string }) {
  const { t } = useTranslation('conversation');
  const [parser] = useState(createMarkdownParser);
  const blocks = useMemo(() => parser.parse(source), [parser, source]);
  // `t` changes only with the language; translating on every streamed render is measurable.
  const tableLabel = useMemo(() => t('markdown.table'), [t]);
  return (
    <div className={styles.markdown}>
      {blocks.map((b, i) => (
        <MarkdownBlock key={i} block={b} tableLabel={tableLabel} />
      ))}
    </div>
  );
});
