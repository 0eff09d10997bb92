import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';
import { languageOf, loadHighlighter, type HighlightNode } from './highlight';
import styles from './markdown.module.css';

function renderHighlight(node: HighlightNode, key: number): ReactNode {
  const children = node.children.map((c, i) => (typeof c === 'string' ? c : renderHighlight(c, i)));
  return node.scope ? (
    <span key={key} className={`hljs-${node.scope.replace(/\..*/, '')}`}>
      {children}
    </span>
  ) : (
    children
  );
}

/**
 * A fenced code block: its language above it, a copy button, and, once the block is finished,
 * syntax highlighting (loaded only then). While it streams the code is plain text.
 */
export function CodeBlock({ lang, text, live }: { lang: string; text: string; live: boolean }) {
  const { t } = useTranslation('conversation');
  const { copied, copy } = useCopy();
  const language = languageOf(lang);
  const [highlighted, setHighlighted] = useState<{ text: string; root: HighlightNode } | null>(null);
  useEffect(() => {
    if (live || !language) return;
    let cancelled = false;
    void loadHighlighter(language).then((highlight) => {
      const root = highlight(text, language);
      if (!cancelled && root) setHighlighted({ text, root });
    });
    return () => void (cancelled = true);
  }, [live, language, text]);
  const code = highlighted?.text === text ? renderHighlight(highlighted.root, 0) : text;
  return (
    <div className={styles.codeBlock} data-md-wrap="">
      <div className={styles.codeHeader} data-md-chrome="">
        <span className={styles.codeLang}>{lang || t('markdown.code')}</span>
        <button type="button" className={styles.codeCopy} onClick={() => void copy(text.replace(/\n$/, ''))}>
          {copied ? t('markdown.copied') : t('markdown.copyCode')}
        </button>
      </div>
      <pre>
        <code className={lang ? `language-${lang}` : undefined}>{code}</code>
      </pre>
    </div>
  );
}
