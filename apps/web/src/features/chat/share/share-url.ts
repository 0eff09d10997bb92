import { paths } from '@/config/paths';

/** The address anyone can open: this site's origin and the share's path. */
export const shareUrl = (token: string): string => `${window.location.origin}${paths.shareAt(token)}`;
