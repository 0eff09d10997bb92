import { paths } from '@/config/paths';

/** The address anyone can open: this site's origin and the share's path. */
export const shareUrl = (token: string): string => `${window.location.origin}${paths.shareAt(token)}`;

/**
 * An in-app link of a shared message as the share's reader follows it: a product
 * (`/item-detail?id=`) opens read-only under the share; anything else is left as it is.
 */
export function sharedReaderLink(token: string, url: string): string {
  const parsed = new URL(url, 'https://app.invalid');
  const id = parsed.searchParams.get('id');
  return parsed.pathname === paths.itemDetail && id ? paths.sharedItemAt(token, id) : url;
}
