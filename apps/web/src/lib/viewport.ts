/**
 * Keeps `--app-height` on <html> equal to the visual viewport's height, so a full-height screen
 * (the chat input at its bottom) shrinks above the phone keyboard instead of sliding under it.
 * CSS falls back to `100dvh` where the visual viewport API is missing.
 */
export function trackVisualViewport(): () => void {
  const vv = window.visualViewport;
  if (!vv) return () => {};
  const root = document.documentElement;
  const update = () => root.style.setProperty('--app-height', `${Math.round(vv.height)}px`);
  update();
  vv.addEventListener('resize', update);
  return () => vv.removeEventListener('resize', update);
}
