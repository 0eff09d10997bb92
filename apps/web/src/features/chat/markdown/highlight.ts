/**
 * Syntax highlighting for code blocks, loaded only when a code block with a known language first
 * appears (highlight.js core and a few languages answers use). The result is a tree of text and
 * scopes, turned into React elements by the code block: no HTML string is inserted.
 */
import type HighlightJs from 'highlight.js/lib/core';

export interface HighlightNode {
  scope?: string;
  children: Array<string | HighlightNode>;
}

type Highlight = (code: string, lang: string) => HighlightNode | null;

const LANGUAGES = {
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  css: () => import('highlight.js/lib/languages/css'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
} as const;
type Language = keyof typeof LANGUAGES;

const ALIASES: Record<string, Language> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  'c++': 'cpp',
  golang: 'go',
  js: 'javascript',
  jsx: 'javascript',
  py: 'python',
  rs: 'rust',
  ts: 'typescript',
  tsx: 'typescript',
  html: 'xml',
  yml: 'yaml',
};

/** The highlight.js language for a fence's info word, or null when none is bundled for it. */
export function languageOf(lang: string): Language | null {
  const key = lang.toLowerCase();
  return key in LANGUAGES ? (key as Language) : (ALIASES[key] ?? null);
}

const isNode = (value: unknown): value is HighlightNode =>
  typeof value === 'object' && value !== null && Array.isArray((value as HighlightNode).children);

let core: Promise<typeof HighlightJs> | null = null;
const loaded = new Map<Language, Promise<void>>();

/** Loads the highlighter and `lang`, then resolves a function that highlights code in it. */
export function loadHighlighter(lang: Language): Promise<Highlight> {
  core ??= import('highlight.js/lib/core').then((m) => m.default);
  let ready = loaded.get(lang);
  if (!ready) {
    ready = Promise.all([core, LANGUAGES[lang]()]).then(([hljs, def]) => hljs.registerLanguage(lang, def.default));
    loaded.set(lang, ready);
  }
  return Promise.all([core, ready]).then(([hljs]) => (code: string, language: string) => {
    try {
      // The scope tree is the emitter's `rootNode`, which highlight.js does not declare: checked here.
      const emitter: unknown = hljs.highlight(code, { language, ignoreIllegals: true })._emitter;
      const root = typeof emitter === 'object' && emitter !== null && 'rootNode' in emitter ? emitter.rootNode : null;
      return isNode(root) ? root : null;
    } catch {
      return null;
    }
  });
}
