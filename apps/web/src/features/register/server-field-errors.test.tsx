import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forgotPassword, registerPersonal } from '@yardfleet/contract/endpoints/account';
import { fieldErrorsEnvelope, on } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const SERVER_MESSAGE = 'Please check the highlighted fields.';
const refused = (entry: Record<string, unknown>) => () => fieldErrorsEnvelope(entry, SERVER_MESSAGE);

describe('server field errors of the account forms sit on their fields (rules 5.1, 8.1)', () => {
  it('personal registration: the refused address is marked, nothing typed is lost, no toast repeats it', async () => {
    server.use(on(registerPersonal, refused({ email: { code: 'email_invalid' }, lastName: { code: 'too_long', field: 'lastName', max: 50 } })), ...scenario());
    const user = userEvent.setup();
    renderApp('/register-personal');
    await screen.findByRole('heading', { name: 'Create a personal account' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Silva');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@silva.example');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Garden2025');
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'Garden2025');
    await user.click(screen.getByRole('checkbox', { name: /authorised by the account holder/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect((email as HTMLInputElement).value).toBe('ana@silva.example');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('Garden2025');
    expect(screen.queryByText(SERVER_MESSAGE)).toBeNull();
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('forgot password: the refused address is marked on its field', async () => {
    server.use(on(forgotPassword, refused({ email: { code: 'email_invalid' } })), ...scenario());
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@silva.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(SERVER_MESSAGE)).toBeNull();
  });
});
