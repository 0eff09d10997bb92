/**
 * A URL that may go into href/src: http(s) anywhere, or a same-site path. Anything else
 * (javascript:, data:, protocol-relative, malformed) is refused with `null`.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Same-site paths are navigated inside the app; everything else opens in a new tab. */
export const isInternalPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
