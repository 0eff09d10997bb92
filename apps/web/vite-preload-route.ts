import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for one lazily loaded route module and the chunks it imports
 * (and a preload of its CSS, applied when the route loads), so the browser fetches them with the entry instead of a
 * round trip after the entry has run. Used for /chatNext, the screen most visits open (the home
 * page sends phones and the host app there).
 */
export function preloadRoute(moduleSuffix: string): Plugin {
  return {
    name: 'preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const route = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
        if (!route) throw new Error(`preload-route: no chunk for ${moduleSuffix}`);
        const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files: string[] = [];
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (files.includes(fileName) || entryFiles.has(fileName)) return;
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk) return;
          files.push(fileName);
          chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
          chunk.imports.forEach(visit);
        };
        visit(route.fileName);
        const base = ctx.server?.config.base ?? '/';
        const tags = [
          ...files.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
          ...[...css].map((f) => `<link rel="preload" as="style" crossorigin href="${base}${f}">`),
        ];
        return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
