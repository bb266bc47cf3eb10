import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../testing/fixtures/users';
import { renderWithProviders } from '../../testing/render-app';
import { MonthCalendar, RangeCalendar } from './period-calendars';

const TODAY = '2026-11-20';

describe('the period calendars (rules 10.6)', () => {
  it('range: with 10/01–11/04 chosen, clicking 11/10 then 11/12 chooses 11/10–11/12 (a new first click starts a new range)', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RangeCalendar today={TODAY} current={{ from: '2026-10-01', to: '2026-11-04' }} onChoose={onChoose} />, { user: adminUser });
    await user.click(screen.getByRole('button', { name: /^10, / }));
    expect((screen.getByRole('button', { name: 'Show this range' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /^12, / }));
    await user.click(screen.getByRole('button', { name: 'Show this range' }));
    expect(onChoose).toHaveBeenLastCalledWith({ kind: 'range', from: '2026-11-10', to: '2026-11-12' });
    // the next click starts anew again; a last day before the first swaps them
    await user.click(screen.getByRole('button', { name: /^9, / }));
    await user.click(screen.getByRole('button', { name: /^3, / }));
    await user.click(screen.getByRole('button', { name: 'Show this range' }));
    expect(onChoose).toHaveBeenLastCalledWith({ kind: 'range', from: '2026-11-03', to: '2026-11-09' });
  });

  it('month: offers the twelve months of a year, later months disabled, and chooses one with a click', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MonthCalendar today={TODAY} current={{ from: '2026-10-01', to: '2026-10-31' }} onChoose={onChoose} />, { user: adminUser });
    expect(screen.queryByText(/day/i)).toBeNull();
    expect(screen.getByText('Choose the month to report')).toBeTruthy();
    const months = within(screen.getByRole('group', { name: '2026' })).getAllByRole('button');
    expect(months.map((m) => m.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(months.map((m) => m.getAttribute('aria-pressed'))).toEqual([...Array(9).fill('false'), 'true', 'false', 'false']);
    expect((screen.getByRole('button', { name: 'December' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(within(screen.getByRole('group', { name: '2025' })).getByRole('button', { name: 'December' }));
    expect(onChoose).toHaveBeenCalledWith({ kind: 'month', year: 2025, month: 12 });
  });
});
