import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CloudMobileTask } from '@app/protocol/cards';
import type { PushListener, WsClient } from '@/lib/ws';
import { useCloudTask } from './use-cloud-task';

const toastInfo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { info: toastInfo, error: vi.fn(), warning: vi.fn() } }));

const task = (action_type: string, run_state: number, timestamp: number): CloudMobileTask => ({
  business_task_id: 't1',
  action_type,
  run_state,
  timestamp,
});

function setup(initial: CloudMobileTask | null) {
  let listener: PushListener | null = null;
  const socket = {
    connect: vi.fn(),
    on: (_key: string, l: PushListener) => {
      listener = l;
      return () => (listener = null);
    },
  } as unknown as WsClient;
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ data: { ticket: 'x', expires_at: 1, task: initial } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCloudTask('t1', socket), { wrapper });
  const push = (data: CloudMobileTask) => act(() => listener?.({ module: 'cloud_app', event: 'cloud_task_update', data }));
  return { hook, push, fetchMock, socket };
}

describe('useCloudTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toastInfo.mockReset();
  });

  it('follows the polled task, then pushes; shows each message once and ignores stale polls', async () => {
    const { hook, push, fetchMock, socket } = setup(task('executing', 1, 10));
    expect(socket.connect).toHaveBeenCalled();
    await waitFor(() => expect(hook.result.current.phase).toBe('ongoing'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/cloudphone_ticket', expect.objectContaining({ method: 'POST' }));
    push(task('handover', 2, 20));
    expect(hook.result.current.phase).toBe('handover');
    expect(toastInfo).toHaveBeenCalledWith('需要你登录账号后，云手机才能继续');
    push(task('executing', 1, 5));
    expect(hook.result.current.phase).toBe('handover');
    push(task('user_action_completed', 2, 30));
    push(task('finish', 3, 40));
    expect(hook.result.current.phase).toBe('finished');
    expect(hook.result.current.polling).toBe(false);
    expect(toastInfo.mock.calls.map((c) => c[0])).toEqual([
      '需要你登录账号后，云手机才能继续',
      '登录成功，云手机继续执行',
      '任务已完成',
    ]);
  });

  it('ignores pushes about another task', async () => {
    const { hook, push } = setup(null);
    await waitFor(() => expect(hook.result.current.phase).toBe('idle'));
    push({ ...task('executing', 1, 1), business_task_id: 'other' });
    expect(hook.result.current.task).toBeNull();
  });
});
