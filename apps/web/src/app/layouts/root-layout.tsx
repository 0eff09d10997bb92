import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { markFirstPaint } from '@/lib/after-startup';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { useAuthStore } from '@/features/auth/store';
import { HostAppGate } from '@/features/host-app/components/host-app-gate';
import { useDocumentTitle } from '../navigation/use-document-title';
import { useRouteGuard } from '../navigation/use-route-guard';
import { useStartNewChat } from '../navigation/use-start-new-chat';
import { routeMetaOf, type LayoutName } from '../route-meta';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import { NotFoundLayout } from './not-found-layout';

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  blank: BlankLayout,
  '404': NotFoundLayout,
};

/** The root route: guard and title for every page, host-app boot, the layout its meta names, the login dialog. */
export function RootLayout() {
  const meta = routeMetaOf(useMatches());
  useRouteGuard(meta);
  useDocumentTitle(meta);
  useStartNewChat();
  const Layout = meta.layout === false ? Outlet : LAYOUTS[meta.layout ?? 'default'];
  useEffect(markFirstPaint, []);
  return (
    <>
      <HostAppGate onUser={(user) => useAuthStore.getState().setUser(user)}>
        <Layout />
      </HostAppGate>
      <LoginDialog />
    </>
  );
}
