import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import '../conversation-strings';
import { createUserMessage } from '../model';
import { UserMessageView } from './user-message';

const show = (fields: Parameters<typeof createUserMessage>[2]) =>
  render(
    <MemoryRouter>
      <UserMessageView message={createUserMessage('q', '这个怎么样', fields)} />
    </MemoryRouter>,
  );

describe('the user message', () => {
  it('shows the picture, the product link with its target price, and the words', () => {
    show({ images: ['/media/a.png', 'javascript:alert(1)'], cardUrl: '/item-detail?id=p_1', targetPrice: 199 });
    expect(screen.getAllByTestId('user-image')).toHaveLength(1);
    expect(screen.getByTestId('user-card').textContent).toBe('我想了解这个商品（目标价 ¥199）');
    expect(screen.getByText('这个怎么样')).toBeTruthy();
  });

  it('a recording plays once uploaded; before that it says it is uploading', () => {
    const { unmount } = show({ voice: { voiceId: '', voiceDuration: 3.4, url: '' } });
    expect(screen.getByRole('button', { name: '语音上传中' })).toHaveProperty('disabled', true);
    unmount();
    show({ voice: { voiceId: 'up', voiceDuration: 3.4, url: '/media/v.webm' } });
    expect(screen.getByRole('button', { name: '播放语音，3 秒' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('voice-bubble').textContent).toBe('3″');
  });
});
