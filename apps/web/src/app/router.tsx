import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { chatNextModeLoader } from './navigation/chat-next-mode';
import { lazyRoute } from './navigation/lazy-route';
import type { ConversationParts } from '@/features/chat/v1/conversation-parts';
import type { RouteMeta } from './route-meta';
import { AppLoading, RouteError } from './routes/route-error';

/** A screen of its own route module (issue 6: history, item, wish, flight, habits, articles, showcase, login pages). */
const screen = (
  path: string,
  title: RouteMeta['title'],
  load: () => Promise<{ Component: ComponentType }>,
  meta: Omit<RouteMeta, 'title'> = {},
): RouteObject => ({ path, handle: { title, ...meta } satisfies RouteMeta, lazy: lazyRoute(load) });

/**
 * A v1 session screen: it is given the conversation body and composer from the /chatNext route's
 * module, so they stay in that route's first-screen chunk (see ConversationParts).
 */
const withConversationParts =
  (load: () => Promise<{ Component: ComponentType<{ parts: ConversationParts }> }>) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [route, chatNext] = await Promise.all([load(), import('./routes/chat-next')]);
    const Screen = route.Component;
    return { Component: () => <Screen parts={chatNext.conversationParts} /> };
  };

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
      screen(paths.loginGuide, 'loginGuide', () => import('./routes/login-guide'), { layout: 'blank' }),
      screen(paths.loginLoggedIn, 'loginLoggedIn', () => import('./routes/logged-in'), { layout: 'blank' }),
      screen(paths.register, 'register', () => import('./routes/register'), PUBLIC),
      screen(paths.registerResult, 'registerResult', () => import('./routes/register-result'), PUBLIC),
      screen(paths.agreement, 'agreement', () => import('./routes/article'), PUBLIC),
      screen(paths.agreementDetail, 'agreementDetail', () => import('./routes/article'), PUBLIC),
      screen(paths.articlesAbout, 'about', () => import('./routes/article')),
      screen(paths.articlesPrivacy, 'privacy', () => import('./routes/article')),
      screen(paths.articlesTerms, 'terms', () => import('./routes/article')),
      screen(paths.chat, 'chat', () => import('./routes/chat'), LOGIN_REQUIRED),
      screen(
        paths.chatNew,
        'chatNew',
        withConversationParts(() => import('./routes/chat-new')),
        LOGIN_REQUIRED,
      ),
      screen(
        `${paths.chat}/:id`,
        'chatDetail',
        withConversationParts(() => import('./routes/chat-detail')),
        LOGIN_REQUIRED,
      ),
      {
        path: paths.chatNext,
        handle: { title: 'chatNext', ...LOGIN_REQUIRED } satisfies RouteMeta,
        loader: chatNextModeLoader,
        lazy: lazyRoute(() => import('./routes/chat-next')),
      },
      {
        path: paths.chatNextThinking,
        handle: { title: 'chatNextThinking', ...LOGIN_REQUIRED } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/chat-next-thinking')),
      },
      {
        path: paths.cloudPhone,
        handle: { title: 'cloudPhone', ...LOGIN_REQUIRED } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/cloud-phone')),
      },
      {
        path: paths.cloudPhoneNext,
        handle: { title: 'cloudPhone', ...LOGIN_REQUIRED } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/cloud-phone-next')),
      },
      screen(paths.flight, 'flight', () => import('./routes/flight'), LOGIN_REQUIRED),
      screen(paths.habits, 'habits', () => import('./routes/habits'), LOGIN_REQUIRED),
      screen(paths.history, 'history', () => import('./routes/history'), LOGIN_REQUIRED),
      screen(paths.itemDetail, 'itemDetail', () => import('./routes/item-detail'), LOGIN_REQUIRED),
      screen(paths.showcase, 'showcase', () => import('./routes/showcase'), { layout: 'blank' }),
      screen(paths.showcaseDownload, 'showcaseDownload', () => import('./routes/showcase')),
      screen(paths.showcaseProtocol, 'showcaseProtocol', () => import('./routes/showcase')),
      screen(paths.wish, 'wish', () => import('./routes/wish'), LOGIN_REQUIRED),
      // A product a share shows, read-only (issue 21 item 8).
      screen(paths.sharedItem, 'itemDetail', () => import('./routes/shared-item'), PUBLIC),
      screen(paths.share, 'share', async () => (await import('./routes/chat-next')).loadShareRoute(), {
        layout: 'blank',
        ...PUBLIC,
      }),
      {
        path: '*',
        handle: { title: 'notFound', layout: '404' } satisfies RouteMeta,
        lazy: lazyRoute(() => import('./routes/not-found')),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
