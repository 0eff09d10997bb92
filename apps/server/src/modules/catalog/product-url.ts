/** Product links look like `/item-detail?id=p_000123` (absolute or relative); returns the id. */
export function productIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://local');
    const id = parsed.searchParams.get('id') ?? parsed.pathname.split('/').pop() ?? '';
    return /^p_\d+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
