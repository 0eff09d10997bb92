import fs from 'node:fs';
import type { Plugin } from 'vite';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Puts the default layout's header into index.html, so a phone on a slow network sees the app's
 * frame as soon as the page and its stylesheet arrive instead of a blank page until the scripts
 * have run. React replaces it on its first render (createRoot empties #root). The texts come from
 * the zh-CN locale, like the rendered header's; the look is `.boot-*` in styles/global.css.
 */
export function bootShell(localeFile: URL): Plugin {
  return {
    name: 'boot-shell',
    transformIndexHtml(html) {
      const { app } = JSON.parse(fs.readFileSync(localeFile, 'utf8')) as { app: { name: string; lab: string } };
      const shell =
        `<div class="boot-shell" aria-hidden="true"><div class="boot-header">` +
        `<span class="boot-brand">${escape(app.name)}<span class="boot-lab">${escape(app.lab)}</span></span>` +
        `</div></div>`;
      if (!html.includes('<!--boot-shell-->')) throw new Error('index.html lacks the <!--boot-shell--> marker');
      return html.replace('<!--boot-shell-->', shell);
    },
  };
}
