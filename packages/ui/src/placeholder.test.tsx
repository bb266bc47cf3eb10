import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Placeholder } from './placeholder';

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
    render(
      <Placeholder
        kind="error"
        title="The equipment list could not be loaded."
        description="Code: 500, Message: Internal Server Error"
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The equipment list could not be loaded.Code: 500, Message: Internal Server ErrorTry again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loading: the status carries the caller’s classes (a reserved height)', () => {
    render(<Placeholder kind="loading" label="Loading…" className="min-h-64" />);
    expect(screen.getByRole('status').classList.contains('min-h-64')).toBe(true);
  });

  it('empty with a title only: the title and nothing else to read or press', () => {
    const { container } = render(<Placeholder kind="empty" title="Nothing" />);
    expect(container.textContent).toBe('Nothing');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('error without the server’s text: an alert with what failed and the retry button only', () => {
    const onRetry = vi.fn();
    render(<Placeholder kind="error" title="Failed" retryLabel="Try again" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('FailedTry again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
