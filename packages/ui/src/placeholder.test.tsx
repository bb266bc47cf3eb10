import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Placeholder } from './placeholder';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('Placeholder', () => {
  it('loading: a status announced politely with its label', () => {
    render(<Placeholder kind="loading" label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('empty: the title, the hint and the action, announced as nothing special', () => {
    render(<Placeholder kind="empty" title="No results found" description="Try another search." action={<button type="button">Clear filters</button>} />);
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.getByText('Try another search.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('error: an alert with what failed, the server’s text and a retry button inside it', () => {
    const onRetry = vi.fn();
    render(<Placeholder kind="error" title="The equipment list could not be loaded." description="Code: 500, Message: Internal Server Error" retryLabel="Try again" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The equipment list could not be loaded.Code: 500, Message: Internal Server ErrorTry again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is what Spinner, EmptyState and ErrorState render (one implementation)', () => {
    const { container: spinner } = render(<Spinner label="Loading…" />);
    const { container: loading } = render(<Placeholder kind="loading" label="Loading…" />);
    expect(spinner.innerHTML).toBe(loading.innerHTML);
    const { container: empty } = render(<EmptyState title="Nothing" />);
    const { container: emptyKind } = render(<Placeholder kind="empty" title="Nothing" />);
    expect(empty.innerHTML).toBe(emptyKind.innerHTML);
    const retry = () => undefined;
    const { container: error } = render(<ErrorState title="Failed" retryLabel="Try again" onRetry={retry} />);
    const { container: errorKind } = render(<Placeholder kind="error" title="Failed" retryLabel="Try again" onRetry={retry} />);
    expect(error.innerHTML).toBe(errorKind.innerHTML);
  });
});
