/* global window, document */
/*
 * Applies the stored colour scheme before first paint, so a dark page never flashes white.
 * A file, not an inline script: the server's Content-Security-Policy allows only 'self' scripts.
 * Mirrors applyScheme() in src/lib/theme.ts (key 'vueuse-color-scheme': light | dark | auto).
 */
(function () {
  var mode = 'auto';
  try {
    mode = localStorage.getItem('vueuse-color-scheme') || 'auto';
  } catch (e) {
    /* storage blocked: follow the system */
  }
  var dark =
    mode === 'dark' || (mode !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  var scheme = dark ? 'dark' : 'light';
  if (dark) root.classList.add('dark');
  root.setAttribute('data-prefers-color-scheme', scheme);
  root.style.colorScheme = scheme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0b0b0f' : '#ffffff');
  try {
    var lang = localStorage.getItem('locale');
    if (lang === 'en' || lang === 'zh-CN') root.lang = lang;
  } catch (e) {
    /* ignore */
  }
})();
