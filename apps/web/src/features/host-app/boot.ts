import type { CurrentUser } from '@app/protocol/auth';
import type { BridgeActions } from '@/lib/bridge/actions';
import type { NativeBridge } from '@/lib/bridge/native-bridge';
import { tokenStorage } from '@/lib/storage';
import { fetchCurrentUserV2 } from './api/current-user-v2';
import { applyCommonInfo, applySafeArea, readCachedSafeArea } from './common-info';

/** The host's cookie lifetime is not told to the page; the session's own expiry still rules. */
const HOST_COOKIE_TTL_SEC = 7 * 24 * 3600;

export interface HostBootDeps {
  bridge: NativeBridge;
  native: BridgeActions;
  fetchUser?: () => Promise<CurrentUser | null>;
}

/**
 * Start inside the host app (spec sections 3, 4): bridge up, cached safe area first, then common
 * info (secret_key for signing and stream encryption, safe area), then the login the host holds
 * in its cookies (get_cookies → accessToken cookie for the API), then get_current_user_v2.
 * Resolves with the user, or null when the host has no logged-in user.
 */
export async function bootHostApp({ bridge, native, fetchUser = fetchCurrentUserV2 }: HostBootDeps): Promise<CurrentUser | null> {
  bridge.start();
  const cached = readCachedSafeArea();
  if (cached) applySafeArea(cached);
  const info = await native.getCommonInfo();
  if (info) applyCommonInfo(info);
  let token: string | undefined;
  try {
    token = (await native.getCookies()).accessToken;
  } catch (error) {
    bridge.report(error instanceof Error ? error : new Error(String(error)));
  }
  if (token) tokenStorage.set(token, HOST_COOKIE_TTL_SEC);
  if (!token && !tokenStorage.get()) return null;
  return fetchUser();
}

let boot: Promise<CurrentUser | null> | null = null;

/** One boot per page; the route guard can await it before deciding a login is needed. */
export function hostBootOnce(deps: HostBootDeps): Promise<CurrentUser | null> {
  boot ??= bootHostApp(deps);
  return boot;
}
