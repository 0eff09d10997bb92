import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PushListener, WsClient } from '@/lib/ws';
import { UnsupportedNotice } from './unsupported-notice';
import { UserProfileCollectNotice } from './user-profile-collect-notice';

function fakeSocket() {
  const listeners = new Map<string, PushListener>();
  const socket = {
    connect: () => {},
    on: (key: string, l: PushListener) => {
      listeners.set(key, l);
      return () => listeners.delete(key);
    },
  } as unknown as WsClient;
  return {
    socket,
    has: (key: string) => listeners.has(key),
    push: (key: string) => listeners.get(key)?.({ module: 'user_profile', event: 'user_profile_collect', data: {} }),
  };
}

describe('host-app notices', () => {
  it('the user-info-collecting notice appears on user_profile_collect and closes', async () => {
    const { socket, push, has } = fakeSocket();
    let connect = () => {};
    const schedule = (task: () => void) => {
      connect = task;
      return () => {};
    };
    render(<UserProfileCollectNotice socket={socket} schedule={schedule} />);
    expect(screen.queryByTestId('user-profile-collect')).toBeNull();
    // Nothing connects before the startup is over; then the subscription loads.
    await new Promise((r) => setTimeout(r, 50));
    expect(has('user_profile&user_profile_collect')).toBe(false);
    connect();
    await waitFor(() => expect(has('user_profile&user_profile_collect')).toBe(true));
    act(() => push('user_profile&user_profile_collect'));
    expect(screen.getByText('正在了解你的购物偏好')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByTestId('user-profile-collect')).toBeNull();
  });

  it('the unsupported notice explains the Android version', () => {
    render(<UnsupportedNotice />);
    expect(screen.getByRole('alert').textContent).toContain('Android 8.0');
  });
});
