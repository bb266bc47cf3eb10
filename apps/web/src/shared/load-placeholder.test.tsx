import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from '@yardfleet/data/load-result';
import { useLoadPlaceholder } from './load-placeholder';

afterEach(cleanup);

const Probe = ({ result, onRetry }: { readonly result: LoadResult<object>; readonly onRetry: () => void }) => (
  <div data-testid="probe">{useLoadPlaceholder(result, 'The people list could not be loaded.', onRetry) ?? 'ready'}</div>
);
const show = (result: LoadResult<object>, onRetry = vi.fn()) =>
  render(
    <IntlProvider locale="en-US" onError={() => undefined}>
      <Probe result={result} onRetry={onRetry} />
    </IntlProvider>,
  );

describe('useLoadPlaceholder', () => {
  it('says "Loading…" while the result loads', () => {
    show({ kind: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows what failed, the server’s text and "Try again" when the load failed', () => {
    const onRetry = vi.fn();
    show({ kind: 'error', detail: 'Code: 500, Message: Internal Server Error' }, onRetry);
    expect(screen.getByRole('alert').textContent).toBe('The people list could not be loaded.Code: 500, Message: Internal Server ErrorTry again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves a ready result to the screen', () => {
    show({ kind: 'ready' });
    expect(screen.getByTestId('probe').textContent).toBe('ready');
  });
});
