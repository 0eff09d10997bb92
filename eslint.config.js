import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-boundaries.js';
import serverLayers from './tools/server-layers.js';

const WEB_IMPORT_PATTERNS = [
  {
    regex: '^(fastify|@fastify/.*|kysely|pg|better-sqlite3|ioredis)(/|$)',
    message: 'the web app never imports server packages.',
  },
  { regex: '^(\\.\\./)+server/', message: 'the web app never imports the server.' },
  { regex: '^(\\.\\./){3,}', message: 'Deep relative imports: use the @/ alias.' },
];

const SERVER_IMPORT_PATTERNS = [
  { regex: '^(react|react-dom|antd-mobile)(/|$)', message: 'the server never imports React.' },
  { regex: '^(\\.\\./)+web/', message: 'the server never imports the web app.' },
  { regex: '^(\\.\\./){3,}', message: 'Deep relative imports: use the #server/ alias.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){3,}', message: 'Deep relative imports: use a path alias or move the code.' }] },
      ],
    },
  },
  {
    files: ['packages/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|fastify|@fastify/.*|kysely|pg|better-sqlite3|ioredis)(/|$)',
              message: 'protocol imports neither React nor Fastify nor storage.',
            },
            { regex: '^node:', message: 'protocol runs in browsers too: no Node built-ins.' },
            { regex: '^(\\.\\./)+(apps)/', message: 'protocol must not import the apps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundary': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_IMPORT_PATTERNS,
            {
              regex: '^@tanstack/(react-query|query-core)$',
              message: 'import query hooks from @/lib/query: it creates the app client with them (decision 019).',
            },
          ],
        },
      ],
    },
  },
  {
    // The query client's own modules; the providers read only its context (decision 019).
    files: ['apps/web/src/lib/query/**/*.ts', 'apps/web/src/app/providers.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_IMPORT_PATTERNS }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { layers: serverLayers },
    rules: {
      'layers/server-layers': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: SERVER_IMPORT_PATTERNS,
        },
      ],
    },
  },
  {
    // Decision 026: the assistant reads the catalog module directly (its search is the engine's
    // core); any other module only through its declared tools (assistant/tools/*-tools.ts).
    files: ['apps/server/src/assistant/**/*.ts'],
    ignores: ['apps/server/src/assistant/tools/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_IMPORT_PATTERNS,
            {
              regex: '^(#server/|(\\.\\./)+)modules/(?!catalog/)',
              message: 'the assistant reaches modules other than the catalog only through its tools (assistant/tools).',
            },
          ],
        },
      ],
    },
  },
);
