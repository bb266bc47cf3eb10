import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Logo } from './logo';
import { Pagination } from './pagination';
import { PasswordField } from './password-field';
import { ResponsiveTable } from './responsive-table';
import { Select } from './select';
import { TextField } from './text-field';
import { Toaster } from './toaster';

afterEach(cleanup);
const wrap = (node: ReactNode) =>
  render(
    <IntlProvider
      locale="en-US"
      defaultLocale="en-US"
      onError={(error) => {
        if (error.code !== 'MISSING_TRANSLATION') throw error;
      }}
    >
      {node}
    </IntlProvider>,
  );

describe('UI kit', () => {
  it('TextField names the input by its label and announces its error', () => {
    wrap(<TextField label="Email" error="Email is required." value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveProperty('ariaInvalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Email is required.');
  });

  it('PasswordField shows and hides the password', () => {
    wrap(<PasswordField label="Password" defaultValue="Demo1234" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Checkbox and Select report the user choice', () => {
    const onCheck = vi.fn();
    const onSelect = vi.fn();
    wrap(
      <>
        <Checkbox label="I agree" checked={false} onChange={onCheck} />
        <Select
          label="Category"
          value=""
          options={[
            { value: '', label: 'All' },
            { value: 'mower', label: 'Mower' },
          ]}
          onChange={onSelect}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'mower' } });
    expect(onCheck).toHaveBeenCalledWith(true);
    expect(onSelect).toHaveBeenCalledWith('mower');
  });

  it('ResponsiveTable in the table layout is a table named by its caption with column headers', () => {
    wrap(
      <ResponsiveTable
        layout="table"
        caption="Equipment"
        columns={[{ key: 'name', header: 'Name', cell: (r: { name: string }) => r.name, rowHeader: true }]}
        rows={[{ name: 'Mower 1' }]}
        rowKey={(r) => r.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Equipment' });
    expect(table).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Mower 1' })).toBeTruthy();
  });

  it('Pagination moves between pages and disables the ends', () => {
    const onPage = vi.fn();
    wrap(<Pagination page={1} pageSize={20} total={45} pageSizes={[10, 20]} onPageChange={onPage} onPageSizeChange={() => undefined} />);
    expect(screen.getByText('Page 1 of 3 · 45 results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('Pagination on the last page offers the first page and disables the way forward', () => {
    const onPage = vi.fn();
    wrap(<Pagination page={2000} pageSize={50} total={100_000} pageSizes={[50]} onPageChange={onPage} onPageSizeChange={() => undefined} />);
    expect(screen.getByText('Page 2,000 of 2,000 · 100,000 results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('Toaster announces errors as alerts and other toasts as status', () => {
    const onDismiss = vi.fn();
    wrap(
      <Toaster
        dismissLabel="Dismiss"
        onDismiss={onDismiss}
        toasts={[
          { id: 'a', level: 'error', text: 'Code: 500, Message: Internal Server Error' },
          { id: 'b', level: 'warning', text: 'Too many attempts' },
        ]}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Code: 500');
    expect(screen.getByRole('status').textContent).toContain('Too many attempts');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('Logo draws a different wordmark per region', () => {
    const { container } = wrap(
      <>
        <Logo region="na" />
        <Logo region="eu" />
      </>,
    );
    const logos = container.querySelectorAll('svg[role="img"]');
    expect([...logos].map((l) => l.getAttribute('data-region'))).toEqual(['na', 'eu']);
    expect(logos[0]?.innerHTML).not.toBe(logos[1]?.innerHTML);
  });
});
