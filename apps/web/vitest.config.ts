import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src/', import.meta.url));

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: { alias: [{ find: /^@\//, replacement: src }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen test's first render waits for its lazily imported chunks, which Vite transforms on
    // first use: seconds on a loaded machine (the server project allows the same).
    testTimeout: 30_000,
  },
});
