import type { UIMatch } from 'react-router';
import type { resources } from '@/lib/i18n';

/** A page key in the `pages` locale namespace; its `title` is the document title. */
export type PageKey = keyof (typeof resources)['zh-CN']['pages'];

export type LayoutName = 'default' | 'blank' | '404';

/** Route meta of spec section 3, kept in each route's `handle`. */
export interface RouteMeta {
  title?: PageKey;
  /** `false` renders the page without any layout. Default: 'default'. */
  layout?: LayoutName | false;
  /** Any one of these permissions grants access. */
  permission?: string[];
  /** Any one of these roles grants access. */
  role?: string[];
  /** Needs no login (spec section 6). */
  public?: boolean;
  /** An anonymous visitor is sent to /login?redirect=… (chat pages). */
  requiresLogin?: boolean;
}

const NO_META: RouteMeta = Object.freeze({});

/** The meta of the deepest matched route that has one (a stable object, safe as a dependency). */
export function routeMetaOf(matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteMeta | undefined;
    if (handle && typeof handle === 'object') return handle;
  }
  return NO_META;
}
