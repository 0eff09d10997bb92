import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './navigation/module-load';
import type { RouteMeta } from './route-meta';
import type { InfoPageKey } from './routes/info-page';
import { AppLoading, RouteError } from './routes/route-error';

/** A route whose page arrives with a later feature: its heading and description for now. */
const infoRoute = (path: string, page: InfoPageKey, meta: Omit<RouteMeta, 'title'> = {}): RouteObject => ({
  path,
  handle: { title: page, ...meta } satisfies RouteMeta,
  lazy: lazyRoute(async () => {
    const { InfoPage } = await import('./routes/info-page');
    return { Component: () => <InfoPage page={page} /> };
  }),
});

const PUBLIC = { public: true } as const;
const LOGIN_REQUIRED = { requiresLogin: true } as const;

/** The route table of spec section 2; every page is loaded lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      { index: true, handle: { title: 'home' } satisfies RouteMeta, lazy: lazyRoute(() => import('./routes/home')) },
      {
        path: paths.login,
        handle: { title: 'login', layout: 'blank', ...PUBLIC } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/login')),
      },
      infoRoute(paths.loginGuide, 'loginGuide', { layout: 'blank' }),
      infoRoute(paths.loginLoggedIn, 'loginLoggedIn', { layout: 'blank' }),
      infoRoute(paths.register, 'register', PUBLIC),
      infoRoute(paths.registerResult, 'registerResult', PUBLIC),
      infoRoute(paths.agreement, 'agreement', PUBLIC),
      infoRoute(paths.agreementDetail, 'agreementDetail', PUBLIC),
      infoRoute(paths.articlesAbout, 'about'),
      infoRoute(paths.articlesPrivacy, 'privacy'),
      infoRoute(paths.articlesTerms, 'terms'),
      infoRoute(paths.chat, 'chat', LOGIN_REQUIRED),
      infoRoute(paths.chatNew, 'chatNew', LOGIN_REQUIRED),
      infoRoute(`${paths.chat}/:id`, 'chatDetail', LOGIN_REQUIRED),
      {
        path: paths.chatNext,
        handle: { title: 'chatNext', ...LOGIN_REQUIRED } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/chat-next')),
      },
      infoRoute(paths.chatNextThinking, 'chatNextThinking', LOGIN_REQUIRED),
      infoRoute(paths.cloudPhone, 'cloudPhone'),
      infoRoute(paths.cloudPhoneNext, 'cloudPhone'),
      infoRoute(paths.flight, 'flight', { layout: 'blank' }),
      infoRoute(paths.habits, 'habits'),
      infoRoute(paths.history, 'history'),
      infoRoute(paths.itemDetail, 'itemDetail'),
      infoRoute(paths.showcase, 'showcase', { layout: 'blank' }),
      infoRoute(paths.showcaseDownload, 'showcaseDownload'),
      infoRoute(paths.showcaseProtocol, 'showcaseProtocol'),
      infoRoute(paths.wish, 'wish'),
      {
        path: '*',
        handle: { title: 'notFound', layout: '404' } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/not-found')),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
