import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { useAuthStore } from '../store';
import { LoginPage } from './login-page';

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => useAuthStore.getState().clear());

describe('/login', () => {
  it('links to /register for someone without an account', () => {
    renderPage();
    expect(screen.getByTestId('to-register').getAttribute('href')).toBe('/register');
  });

  it('tells a signed-in user so and offers the chat, or another account', () => {
    useAuthStore.getState().setUser({ userId: 'u1', nickname: '小明', avatar: '', roles: ['user'], permissions: [] });
    renderPage();
    expect(screen.getByTestId('already-logged-in').textContent).toContain('你已登录为 小明');
    expect(screen.getByRole('link', { name: '去对话' }).getAttribute('href')).toBe('/chatNext');
    fireEvent.click(screen.getByRole('button', { name: '换个账号登录' }));
    expect(screen.queryByTestId('already-logged-in')).toBeNull();
    expect(screen.getByTestId('to-register')).toBeTruthy();
  });
});
