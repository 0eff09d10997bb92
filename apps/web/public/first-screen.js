/* global window, document, location, requestAnimationFrame, MediaRecorder */
/*
 * Runs in <head> before first paint (a file, not an inline script: the Content-Security-Policy
 * allows only 'self' scripts). Decision 019, fifth pass:
 *
 * 1. Picks what index.html's static shell shows (vite-boot-shell.ts, styles/global.css): on
 *    /chatNext with a stored login, the chat screen (`data-first-screen="chat"` on <html>) with the
 *    composer of the input mode the route will pick (`data-first-mode`); elsewhere the header only.
 *    The mode mirrors chatNextModeLoader: the URL's `mode` (anything but text is voice), else the
 *    remembered one (mode-preference.ts), else the first visit's (voice on a phone that can record).
 * 2. Loads the app once the first frame is on screen: the build moves the entry script and its
 *    modulepreload links of index.html into `data-entry` / `data-preload` of this script's tag, so
 *    the shell is painted from the HTML and CSS alone, and the scripts are asked for right after;
 *    on the chat screen with its route's chunks (`data-route`), which the router would ask for
 *    only once the entry has run.
 */
(function () {
  var root = document.documentElement;
  var self = document.currentScript;
  var onChat = false;

  function mediaMatches(query) {
    return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  }

  function firstVisitMode() {
    var desktop = mediaMatches('(hover: hover) and (pointer: fine)') || mediaMatches('(min-width: 1024px)');
    var canRecord =
      Boolean(navigator.mediaDevices && navigator.mediaDevices.getUserMedia) && typeof MediaRecorder !== 'undefined';
    return canRecord && !desktop ? 'voice' : 'text';
  }

  function chatMode() {
    var params = new URLSearchParams(location.search);
    if (params.has('mode')) return params.get('mode') === 'text' ? 'text' : 'voice';
    var remembered = null;
    try {
      remembered = localStorage.getItem('chat_input_mode');
    } catch (e) {
      /* storage blocked: no preference */
    }
    return remembered === 'voice' || remembered === 'text' ? remembered : firstVisitMode();
  }

  try {
    onChat = location.pathname.replace(/\/+$/, '') === '/chatNext' && /(?:^|;\s*)accessToken=[^;]/.test(document.cookie);
    if (onChat) {
      root.setAttribute('data-first-screen', 'chat');
      root.setAttribute('data-first-mode', chatMode());
    }
  } catch (e) {
    /* the shell shows the header only */
  }

  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (self.getAttribute('data-preload') || '').split(' ');
    if (onChat) preload = preload.concat((self.getAttribute('data-route') || '').split(' '));
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Once the first frame is on screen (its paint timing entry comes with its presentation); where
  // paint timing is missing, in a task after the first frame's callbacks. A hidden page paints
  // nothing: it loads at once, or as soon as it is hidden. At the latest after UPPER_BOUND_MS.
  var UPPER_BOUND_MS = 3000;
  var types = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') start();
  else {
    document.addEventListener('visibilitychange', start);
    setTimeout(start, UPPER_BOUND_MS);
    if (types && types.indexOf('paint') >= 0) {
      var observer = new window.PerformanceObserver(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    } else start();
  }
})();
