import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { json, mockFetch } from '@/test/fetch-mock';
import { WishForm } from './wish-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WishForm productId="p_1" price={199} wish={null} />
    </QueryClientProvider>,
  );
  return { input: screen.getByTestId('item-target'), add: screen.getByTestId('add-wish') as HTMLButtonElement };
}

describe('wish form: the target price', () => {
  it.each([
    ['abc', '请输入数字价格，例如 99'],
    ['0', '目标价需大于 0'],
    ['99999', '目标价需低于当前价 ¥199'],
  ])('%j is refused with a message under the field, and nothing is sent', async (typed, message) => {
    const { calls } = mockFetch(json({ data: {} }));
    const { input, add } = renderForm();
    fireEvent.change(input, { target: { value: typed } });
    const error = screen.getByTestId('item-target-error');
    expect(error.textContent).toBe(message);
    expect(error.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(input);
  });

  it('a price below the current one is sent, and the message goes once it is fixed', async () => {
    const { calls } = mockFetch(json({ data: { product_id: 'p_1', target_price: 9.9 } }));
    const { input, add } = renderForm();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.change(input, { target: { value: '9.9' } });
    expect(screen.queryByTestId('item-target-error')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(add);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ product_id: 'p_1', target_price: 9.9 });
  });
});
