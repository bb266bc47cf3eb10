import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailStates, type DetailState } from './detail-states';

afterEach(cleanup);

const show = (state: DetailState<{ name: string }>, backAboveError = false) => {
  const onRetry = vi.fn();
  render(
    <DetailStates
      state={state}
      loadingLabel="Loading…"
      errorTitle="The machine could not be loaded."
      retryLabel="Try again"
      onRetry={onRetry}
      notFoundTitle="Equipment not found"
      notFoundBody="It may have been deleted."
      back={<a href="/equipment">Back to the equipment list</a>}
      backAboveError={backAboveError}
    >
      {(detail) => <h1>{detail.name}</h1>}
    </DetailStates>,
  );
  return onRetry;
};

describe('DetailStates', () => {
  it('loading: the loading placeholder only', () => {
    show({ kind: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('error: the error placeholder with the server’s text and a retry; the way back above it when asked', () => {
    const onRetry = show({ kind: 'error', detail: 'Code: 500' });
    expect(screen.getByRole('alert').textContent).toContain('The machine could not be loaded.Code: 500');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    show({ kind: 'error' }, true);
    const link = screen.getByRole('link', { name: 'Back to the equipment list' });
    expect(link.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('not found: a level 1 heading, the text and the way back', () => {
    show({ kind: 'notFound' });
    expect(screen.getByRole('heading', { level: 1, name: 'Equipment not found' })).toBeTruthy();
    expect(screen.getByText('It may have been deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the equipment list' })).toBeTruthy();
  });

  it('ready: the page, given the record', () => {
    show({ kind: 'ready', detail: { name: 'Mower 1' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Mower 1' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
