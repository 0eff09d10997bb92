import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { installClickTracking } from './click-listener';
import { recordProperties, type TrackRecord } from './record';
import { createStayTracker } from './stay';

/** Analytics (sender, rules, common properties) loads after first paint, on first use. */
const loadAnalytics = () => import('./analytics');

const stays = createStayTracker((path, ms) => void loadAnalytics().then((a) => a.trackStay(path, ms)));

let installs = 0;
let uninstall: (() => void) | null = null;

function send(record: TrackRecord) {
  void loadAnalytics().then((a) => a.track(record.event, recordProperties(record)));
}

/**
 * Turns tracking on while a screen is mounted: delegated click tracking, a page view per path
 * and the stay on it, the version-check event once, and the user's nickname as `userid`.
 */
export function useTracking(nickname: string | null | undefined): void {
  const { pathname } = useLocation();
  const previous = useRef<string>(typeof document === 'undefined' ? '' : document.referrer);
  const user = useRef(nickname);

  useEffect(() => {
    installs += 1;
    if (installs === 1) uninstall = installClickTracking(document, send, () => window.location.pathname);
    return () => {
      installs -= 1;
      if (installs === 0) uninstall?.();
    };
  }, []);

  useEffect(() => {
    user.current = nickname;
    void loadAnalytics().then((a) => a.setAnalyticsUser(nickname));
  }, [nickname]);

  useEffect(() => {
    // The version check waits for an idle moment after first paint.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => void loadAnalytics().then((a) => a.trackVersionCheck()));
  }, []);

  useEffect(() => {
    const referrer = previous.current;
    previous.current = window.location.href;
    void loadAnalytics().then((a) => {
      a.setAnalyticsUser(user.current);
      a.trackPageView(pathname, referrer);
    });
    const leave = stays.start(pathname);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pathname]);
}
