import { create } from 'zustand';
import { isLoggedInInfo } from '@app/protocol/access';
import type { CurrentUser, LoginResult } from '@app/protocol/auth';
import { secretKeyStorage, tokenStorage } from '@/lib/storage';
import { fetchCurrentUserDebounced } from './api/current-user';
import { logoutRequest } from './api/logout';
import { usePermissionStore } from './permission-store';

/** The user session of spec section 3. */
export interface AuthState {
  token: string | null;
  /** Seconds the token lives, from the login answer. */
  expireTime: number | null;
  info: CurrentUser | null;
}

interface AuthActions {
  /** After login or quick login: token stored with expiry expireTime*1000 ms, user info kept. */
  login: (result: LoginResult) => void;
  setUser: (user: CurrentUser) => void;
  /** Clears token, info and roles (logout, 401). */
  clear: () => void;
  /** Calls the server, then clears the session even if the call fails. */
  logout: () => Promise<void>;
  /** Fetches the current user (debounced 500 ms, leading edge); resolves with whether the user is logged in. */
  refreshUser: () => Promise<boolean>;
}

const initialState = (): AuthState => ({ token: tokenStorage.get(), expireTime: null, info: null });

export const useAuthStore = create<AuthState & AuthActions>()((set, get) => ({
  ...initialState(),
  login: (result) => {
    tokenStorage.set(result.token, result.expireTime);
    secretKeyStorage.set(result.secret_key);
    set({ token: result.token, expireTime: result.expireTime, info: result.user });
    usePermissionStore.getState().set(result.user);
  },
  setUser: (user) => {
    set({ info: user, token: get().token ?? tokenStorage.get() });
    usePermissionStore.getState().set(user);
  },
  clear: () => {
    fetchCurrentUserDebounced.reset();
    tokenStorage.remove();
    secretKeyStorage.remove();
    set({ token: null, expireTime: null, info: null });
    usePermissionStore.getState().clear();
  },
  logout: async () => {
    try {
      await logoutRequest();
    } catch {
      // The session ends locally whatever the server says (spec section 4).
    } finally {
      get().clear();
    }
  },
  refreshUser: async () => {
    const user = await fetchCurrentUserDebounced();
    if (user) get().setUser(user);
    return authSelectors.isLoggedIn(get());
  },
}));

export const authSelectors = {
  /** Logged in when userId is present, or every value in the info object is truthy. */
  isLoggedIn: (s: AuthState): boolean => isLoggedInInfo(s.info),
  user: (s: AuthState): CurrentUser | null => s.info,
  token: (s: AuthState): string | null => s.token,
};
