import { spawn } from 'node:child_process';
import path from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

const MARKER = '<!--boot-shell-->';
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const LOADER = '<script src="/first-screen.js"></script>';
/** The route module whose first screen the shell is. */
const FIRST_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]chat-next\.tsx$/;

/** Runs scripts/prerender-first-screen.mjs in a child process (jsdom's globals stay out of the build). */
function prerender(root: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/prerender-first-screen.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`prerendering the first screen failed (${code}): ${err}`));
      try {
        resolve((JSON.parse(out) as { html: string }).html);
      } catch (error) {
        reject(new Error(`prerendering the first screen printed no markup: ${String(error)} ${err}`));
      }
    });
  });
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The first route's chunk and every chunk it imports statically, with their stylesheets. */
function firstRoute(bundle: Bundle): { scripts: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const route = chunks.find((c) => c.moduleIds.some((id) => FIRST_ROUTE.test(id)));
  if (!route) throw new Error('boot-shell: no chunk for src/app/routes/chat-next.tsx');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const css = new Set<string>();
  const scripts: string[] = [];
  const walk = (chunk: Chunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    for (const file of chunk.imports) {
      const next = byName.get(file);
      if (next) walk(next);
    }
  };
  walk(route);
  return { scripts, css: [...css] };
}

/** Fails the build when the shell names a class no built stylesheet defines (its markup would not be the app's). */
function checkClasses(shell: string, bundle: Bundle): void {
  const css = Object.values(bundle)
    .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => (o.type === 'asset' ? String(o.source) : ''))
    .join('\n');
  const classes = new Set([...shell.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
  const missing = [...classes].filter((c) => !css.includes(`.${c}`));
  if (missing.length)
    throw new Error(`boot-shell: the prerendered first screen uses classes the build lacks: ${missing.join(' ')}`);
}

/**
 * Decision 019, fifth pass. A build puts /chatNext's first screen into index.html, prerendered by
 * the app's own routes and components (src/shell/render-first-screen.tsx), with the stylesheets
 * of its route, so a phone paints the header, the greeting's preview and the composer from the
 * HTML and CSS alone; React's first commit replaces it with the same layout. public/first-screen.js
 * picks what of it shows, and loads the entry script (moved here from index.html, with its
 * modulepreload links and those of the first route's chunks) once that first frame is painted.
 * `vite dev` gets no shell.
 */
export function bootShell(): Plugin {
  let shell: Promise<string> | null = null;
  return {
    name: 'boot-shell',
    configResolved(config) {
      if (config.command !== 'build' || config.build.ssr) return;
      shell = prerender(config.root);
      // Awaited in transformIndexHtml; a failure before that is reported there.
      shell.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx): Promise<string | { html: string; tags: HtmlTagDescriptor[] }> {
        if (!html.includes(MARKER)) throw new Error(`index.html lacks the ${MARKER} marker`);
        if (!shell || !ctx.bundle) return html.replace(MARKER, '');
        const markup = await shell;
        checkClasses(markup, ctx.bundle);
        const entry = ENTRY.exec(html)?.[1];
        if (!entry || !html.includes(LOADER)) throw new Error('boot-shell: index.html has no entry script or first-screen.js');
        // The entry's static imports; on /chatNext also the route's chunks (data-route), which the
        // router asks for only once the entry has run, a round trip later.
        const route = firstRoute(ctx.bundle);
        const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
        const routeChunks = route.scripts.map((file) => `/${file}`).filter((file) => !preload.includes(file) && file !== entry);
        const loader =
          `<script src="/first-screen.js" data-entry="${entry}" data-preload="${preload.join(' ')}" ` +
          `data-route="${routeChunks.join(' ')}"></script>`;
        return {
          html: html.replace(ENTRY, '').replace(MODULE_PRELOAD, '').replace(LOADER, loader).replace(MARKER, markup),
          tags: route.css
            .filter((file) => !html.includes(`href="/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            })),
        };
      },
    },
  };
}
