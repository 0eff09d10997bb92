import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS } from '@app/protocol/errors';
import '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';
import { json, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { authSelectors, useAuthStore } from '../store';
import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = { userId: 'u7', nickname: '小红', avatar: '', roles: ['user'], permissions: [] };
const loginResult = { token: 'tok-7', expireTime: 3600, secret_key: 'sk', user };

function renderForm() {
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LoginForm onLoggedIn={onLoggedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onLoggedIn;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  useAuthStore.getState().clear();
});

describe('SMS login', () => {
  it('validates the phone inline in zh-CN before sending', () => {
    const { fn } = mockFetch(json({ data: null }));
    renderForm();
    type('login-phone', '123');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByTestId('login-phone').getAttribute('aria-invalid')).toBe('true');
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends the code and counts down 60 s', async () => {
    const { calls } = mockFetch(json({ data: { retry_after: 60, expires_in: 300 } }));
    renderForm();
    type('login-phone', '13800138000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60 秒后重发'));
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0]).toMatchObject({ url: '/api/user/captcha', body: { phone: '13800138000' } });
    expect(screen.getByRole('status').textContent).toBe('验证码已发送');
  });

  it('shows the image captcha when the server requires it and sends its id and text', async () => {
    const { calls } = mockFetch((call: RecordedCall) => {
      if (call.url.startsWith('/passport/captcha/init'))
        return json({ data: { captcha_id: 'cap-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } });
      const body = call.body as { captcha_id?: string };
      if (!body.captcha_id)
        return json({ error_code: API_ERRORS.captcha_required.code, error_msg: API_ERRORS.captcha_required.message }, 400);
      return json({ data: { retry_after: 60, expires_in: 300 } });
    });
    renderForm();
    type('login-phone', '13800138000');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText(API_ERRORS.captcha_required.message)).toBeTruthy();
    const image = await screen.findByAltText('图形验证码图片');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const captchaCall = calls.find((c) => c.url.startsWith('/passport/captcha/init'))!;
    expect(captchaCall.init.method).toBe('GET');
    expect(captchaCall.headers.authorization).toBeUndefined();

    fireEvent.click(screen.getByTestId('send-code'));
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    type('login-captcha', 'ab12');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60 秒后重发'));
    expect(calls.at(-1)!.body).toEqual({ phone: '13800138000', captcha_id: 'cap-1', captcha_text: 'ab12' });
  });

  it('quick login stores the session and reports success', async () => {
    const { calls } = mockFetch(json({ data: loginResult }));
    const onLoggedIn = renderForm();
    type('login-phone', '13800138000');
    type('login-code', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: '/api/user/quickLogin', body: { phone: '13800138000', code: '123456' } });
    expect(authSelectors.isLoggedIn(useAuthStore.getState())).toBe(true);
    expect(tokenStorage.get()).toBe('tok-7');
  });

  it('shows a login failure inline', async () => {
    mockFetch(json({ error_code: 400, error_msg: '验证码错误，请检查后重新输入' }, 400));
    renderForm();
    type('login-phone', '13800138000');
    type('login-code', '000000');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('验证码错误，请检查后重新输入')).toBeTruthy();
  });
});

describe('password login', () => {
  it('posts account and password', async () => {
    const { calls } = mockFetch(json({ data: loginResult }));
    const onLoggedIn = renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: '/api/user/login', body: { account: '13800138000', password: 'secret-pass' } });
  });
});
