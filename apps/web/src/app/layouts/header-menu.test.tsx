import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { HeaderMenu } from './header-menu';

describe('header menu', () => {
  it.each([
    ['menu-history', '/history'],
    ['menu-wish', '/wish'],
    ['menu-habits', '/habits'],
    ['menu-flight', '/flight'],
  ])('%s leads to %s', (testId, path) => {
    const router = createMemoryRouter(
      [
        { path: '/chatNext', element: <HeaderMenu /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/chatNext'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByTestId('header-menu-button'));
    const items = screen.getAllByRole('menuitem').map((b) => b.textContent);
    expect(items).toEqual(expect.arrayContaining(['历史记录', '心愿单', '购物习惯', '机票']));
    fireEvent.click(screen.getByTestId(testId));
    expect(router.state.location.pathname).toBe(path);
  });
});
