import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@/lib/query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { useAuthStore } from '@/features/auth/store';
import { refreshEnvFlags } from '@/lib/env';
import { toast } from '@/lib/toast';
import { json, mockFetch } from '@/test/fetch-mock';
import { RootLayout } from './layouts/root-layout';
import { createQueryClient } from '@/lib/query';
import { lazyRoute } from './navigation/lazy-route';
import { routes } from './router';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = { userId: 'u1', nickname: '小明', avatar: '', roles: ['user'], permissions: [] };

function renderAt(url: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  refreshEnvFlags();
};

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  setWidth(1280);
});
afterEach(() => {
  useAuthStore.getState().clear();
});

describe('routes', () => {
  it('/ on a phone goes to /chat/ keeping query and hash', async () => {
    setWidth(390);
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    const router = renderAt('/?from=ad#deal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/'));
    expect(router.state.location.search).toBe('?from=ad');
    expect(router.state.location.hash).toBe('#deal');
  });

  it('/ on a desktop shows the home page with one h1', async () => {
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '你的 AI 导购助手' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('首页 · AI 导购助手'));
  });

  it('an unknown path shows the not-found page in the 404 layout', async () => {
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    renderAt('/no/such/page');
    expect((await screen.findByTestId('not-found-heading')).textContent).toBe('页面未找到');
    expect(screen.queryByTestId('header-menu-button')).toBeNull();
  });

  it('pages of later features show their heading now', async () => {
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    renderAt('/history');
    expect(await screen.findByRole('heading', { level: 1, name: '历史记录' })).toBeTruthy();
    expect(screen.getByTestId('header-menu-button')).toBeTruthy();
  });

  it('/login is public, in the blank layout, and checks no user', async () => {
    const refreshUser = vi.fn().mockResolvedValue(false);
    const original = useAuthStore.getState().refreshUser;
    useAuthStore.setState({ refreshUser });
    renderAt('/login?redirect=%2Fwish');
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toBe(screen.getByTestId('login-phone'));
    expect(screen.queryByTestId('header-menu-button')).toBeNull();
    expect(refreshUser).not.toHaveBeenCalled();
    useAuthStore.setState({ refreshUser: original });
  });
});

describe('route guard', () => {
  it('an anonymous visitor of /chatNext is sent to /login with the original path after the user check', async () => {
    const { calls } = mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    const router = renderAt('/chatNext?mode=text');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 2000 });
    expect(router.state.location.search).toBe('?redirect=%2FchatNext%3Fmode%3Dtext');
    expect(calls.map((c) => c.url)).toContain('/api/v1/get_current_user');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("/chatNext adds the first visit's mode (the keyboard where nothing can record) and stays", async () => {
    useAuthStore.getState().setUser(user);
    mockFetch(json({ data: { chat_history_detail_list: [], latest_question_id: null } }));
    const router = renderAt('/chatNext');
    // jsdom has no microphone: hold-to-talk would be a dead end, so the text box opens (issue 21).
    await waitFor(() => expect(router.state.location.search).toBe('?mode=text'));
    expect((await screen.findByTestId('composer')).getAttribute('data-mode')).toBe('text');
    expect(screen.queryByTestId('voice-hold')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(router.state.location.pathname).toBe('/chatNext');
  });

  it('a missing role shows 您没有访问此页面的权限 but still navigates', async () => {
    useAuthStore.getState().setUser(user);
    const table: RouteObject[] = [
      {
        path: '/',
        Component: RootLayout,
        children: [{ path: 'ops', handle: { title: 'history', role: ['ops'] }, Component: () => <h1>运维</h1> }],
      },
    ];
    renderAt('/ops', table);
    expect(await screen.findByRole('heading', { name: '运维' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('您没有访问此页面的权限');
  });
});

describe('a route whose code cannot load offline (issue 21)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['default', 'keeps the layout'],
    ['blank', 'gets the header'],
  ] as const)('in the %s layout it %s, says it is offline, and opens by itself on `online`', async (layout, _what) => {
    useAuthStore.getState().setUser(user);
    mockFetch(json({ data: {} }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let attempts = 0;
    const load = () =>
      ++attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ Component: () => <h1>机票页</h1> });
    const table: RouteObject[] = [
      {
        path: '/',
        Component: RootLayout,
        children: [{ path: 'flight', handle: { title: 'flight', layout }, lazy: lazyRoute(load) }],
      },
    ];
    renderAt('/flight', table);
    expect((await screen.findByTestId('route-offline')).textContent).toContain('网络已断开');
    expect(screen.getByTestId('header-menu-button')).toBeTruthy();
    expect(attempts).toBe(1);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: '机票页' })).toBeTruthy();
    expect(screen.queryByTestId('route-offline')).toBeNull();
    expect(attempts).toBe(2);
  });
});
