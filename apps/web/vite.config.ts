import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { bootShell } from './vite-boot-shell';
import { fastCharTables } from './vite-char-tables';
import { lazySchemas } from './vite-lazy-schemas';
import { precompress } from './vite-precompress';

const API_TARGET = 'http://127.0.0.1:8787';
const proxied = ['/api', '/passport', '/media', '/sa'];

/**
 * react-router's package points every bundler at its development build (dev warnings on); a
 * production build takes its production one, which leaves them out.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    fastCharTables(),
    lazySchemas(fileURLToPath(new URL('./src/lib/lazy-schema.ts', import.meta.url))),
    bootShell(),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false, ws: prefix === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate React or the router in caches.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
}));
