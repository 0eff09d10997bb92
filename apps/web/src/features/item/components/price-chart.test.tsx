import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { PriceChart } from './price-chart';

const points = [120, 100, 130, 110].map((price, i) => ({ date: `2026-01-0${i + 1}`, price }));
const history = {
  points,
  start_day: '2026-01-01',
  end_day: '2026-01-04',
  lowest: 100,
  lowest_day: '2026-01-02',
  highest: 130,
  average: 115,
  current: 110,
  trend: 'flat' as const,
};

describe('price chart', () => {
  it('has a price axis and a date axis', () => {
    render(<PriceChart history={history} />);
    const prices = screen.getByTestId('price-axis').textContent;
    expect(prices).toContain('100');
    expect(prices).toContain('120');
    expect(screen.getByTestId('date-axis').textContent).toBe('01-0101-0201-04');
  });

  it('shows the date and price of a day in a tooltip, moved with the arrow keys', () => {
    render(<PriceChart history={history} />);
    expect(screen.queryByTestId('price-tooltip')).toBeNull();
    const plot = screen.getByTestId('price-plot');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByTestId('price-tooltip').textContent).toBe('2026-01-04 · ¥110');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(screen.getByTestId('price-tooltip').textContent).toBe('2026-01-02 · ¥100');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(screen.queryByTestId('price-tooltip')).toBeNull();
  });
});
