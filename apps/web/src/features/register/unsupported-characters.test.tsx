import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { forgotPassword } from '@yardfleet/contract/endpoints/account';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { on } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

describe('text the database cannot store (rules 5.17), refused by the server, shows at its field', () => {
  it('forgot password: the e-mail field says which characters cannot be saved and keeps what was typed', async () => {
    const refusal = {
      code: ServerCode.validationFailed,
      message: 'Some fields contain characters that cannot be saved.',
      entry: { email: { code: 'unsupported_characters', field: 'email' } },
    };
    server.use(
      on(forgotPassword, () => HttpResponse.json(refusal)),
      ...scenario(),
    );
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ana@silva.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email contains characters that cannot be saved (such as control characters). Please remove them.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('ana@silva.example');
    expect(screen.queryByText(refusal.message)).toBeNull();
  });
});
