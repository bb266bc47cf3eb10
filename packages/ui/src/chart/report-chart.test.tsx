import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportChart } from './report-chart';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderChart = () =>
  render(
    <IntlProvider
      locale="en-US"
      defaultLocale="en-US"
      onError={(error) => {
        if (error.code !== 'MISSING_TRANSLATION') throw error;
      }}
    >
      <ReportChart
        title="Energy per day (kWh)"
        categoryHeader="Day"
        data={{
          type: 'bar',
          categories: ['03/02/2026', '03/03/2026'],
          series: [
            { key: 'a', label: 'Bay 1', color: 'blue', values: [1.2, 3.4] },
            { key: 'b', label: 'Bay 2', color: 'green', values: [0, 2] },
          ],
          formatValue: (value) => `${value.toFixed(1)} kWh`,
        }}
      />
    </IntlProvider>,
  );

describe('ReportChart (rules 10.8)', () => {
  it('gives the chart its numbers as a table for screen readers, shown on screen by a button', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderChart();
    expect(screen.getByRole('figure', { name: 'Energy per day (kWh)' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Energy per day (kWh)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Energy per day (kWh)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Bay 1', 'Bay 2']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['03/02/20261.2 kWh0.0 kWh', '03/03/20263.4 kWh2.0 kWh']);
    const frame = table.parentElement;
    expect(frame?.className).toBe('sr-only');
    const toggle = screen.getByRole('button', { name: 'Show the numbers as a table' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(frame?.className).not.toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Hide the table' })).toBeTruthy();
  });
});
