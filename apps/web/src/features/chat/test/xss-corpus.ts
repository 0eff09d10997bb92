/**
 * Thirty ways a model's answer (or a prompt-injected page it quotes) might try to run script or
 * reach an unsafe scheme through Markdown. Shared by the component test and the Chromium test:
 * each sets `window.__xss` when it runs.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '[点我](javascript:window.__xss=4)',
  '[点我](JaVaScRiPt:window.__xss=5)',
  '[点我](  javascript:window.__xss=6)',
  '[点我](java\tscript:window.__xss=7)',
  '[点我](javascript&colon;window.__xss=8)',
  '[点我](&#106;avascript:window.__xss=9)',
  '[点我](&#x6A;&#x61;vascript:window.__xss=10)',
  '[点我](%6Aavascript:window.__xss=11)',
  '[点我](vbscript:msgbox(12))',
  '[点我](data:text/html,<script>window.__xss=13</script>)',
  '[点我](DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTQ8L3NjcmlwdD4=)',
  '![图](javascript:window.__xss=15)',
  '![图](data:image/svg+xml,<svg onload="window.__xss=16">)',
  '![图](http://example.com/plain-http.png)',
  '![x" onerror="window.__xss=18](https://example.com/a.png)',
  '[a](https://example.com/"onmouseover="window.__xss=19)',
  '<javascript:window.__xss=20>',
  '<a href="javascript:window.__xss=21">链接</a>',
  '[ref]\n\n[ref]: javascript:window.__xss=22',
  '[ref2][r]\n\n[r]: data:text/html,<script>window.__xss=23</script>',
  '[点我](//evil.example/x)',
  '[点我](/\\evil.example/x)',
  '<iframe src="javascript:window.__xss=26"></iframe>',
  '```html\n<script>window.__xss=27</script>\n```',
  '`<img src=x onerror=window.__xss=28>`',
  '| a | b |\n|---|---|\n| <img src=x onerror=window.__xss=29> | [x](javascript:window.__xss=29) |',
  '<details open ontoggle="window.__xss=30">',
];

/** A scheme that must never reach an `href` or `src`. */
export const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data|file):/i;
