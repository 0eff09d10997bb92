/**
 * The one whitelist of URLs that may reach an `href` or `src`, shared by the web renderer (links
 * and images in answers), the server (every product image it sends) and the catalog import.
 * Anything not on it (javascript:, data:, vbscript:, protocol-relative, relative without a
 * leading slash, malformed) is refused with `null`, whatever its spelling: case, entities,
 * percent escapes and white space or control characters inside the scheme never form an
 * allowed scheme, because only a literal `http:`, `https:` or `mailto:` at the very start does.
 */

/** White space and control characters: a browser drops some of them inside a scheme. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A same-site path: `/…`, never `//host` or `/\host` (browsers read both as another site). */
const isAppPath = (url: string): boolean => url.startsWith('/') && url[1] !== '/' && !url.includes('\\');

/** `url` itself when it is `scheme://host…` with one of `schemes` and a non-empty host. */
function httpUrl(url: string, schemes: readonly string[]): string | null {
  const m = /^([a-z]+):\/\/([^/?#\\]+)/i.exec(url);
  return m && schemes.includes(m[1]!.toLowerCase()) && m[2] !== '@' ? url : null;
}

function clean(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  return url && !UNSAFE_CHARS.test(url) ? url : null;
}

/** A link target: http(s), mailto, or the app's own path. */
export function safeLinkUrl(value: string | null | undefined): string | null {
  const url = clean(value);
  if (!url) return null;
  if (isAppPath(url)) return url;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return /^mailto:[^<>"']+@[^<>"']+$/i.test(url) ? url : null;
  return scheme === 'http' || scheme === 'https' ? httpUrl(url, ['http', 'https']) : null;
}

/** An image source: https, or a file under the app's own `/media/`. */
export function safeImageUrl(value: string | null | undefined): string | null {
  const url = clean(value);
  if (!url) return null;
  if (isAppPath(url)) return url.startsWith('/media/') && !/(^|\/)\.\.?(\/|$)/.test(url.slice(7)) ? url : null;
  return SCHEME.exec(url)?.[1]?.toLowerCase() === 'https' ? httpUrl(url, ['https']) : null;
}

/** Same-site paths are navigated inside the app; everything else opens in a new tab. */
export const isAppRelativeUrl = (url: string): boolean => isAppPath(url);
