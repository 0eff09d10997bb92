import { describe, expect, it, vi } from 'vitest';
import { runCloudEffects } from './effects';

describe('runCloudEffects', () => {
  it('turns machine effects into messages, popups and the poll switch', () => {
    const ports = { notify: vi.fn(), popup: vi.fn(), setPolling: vi.fn() };
    runCloudEffects(
      [
        { type: 'message', message: 'must_login', taskId: 't' },
        { type: 'popup', popup: 'must_login', show: true, taskId: 't' },
        { type: 'message', message: 'task_result', taskId: 't', outcome: 'aborted' },
        { type: 'polling', on: false },
      ],
      ports,
    );
    expect(ports.notify.mock.calls).toEqual([['message.must_login'], ['message.task_result_aborted']]);
    expect(ports.popup).toHaveBeenCalledWith('must_login', true, 't');
    expect(ports.setPolling).toHaveBeenCalledWith(false);
  });
});
