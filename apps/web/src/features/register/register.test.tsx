import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INVITATION, VALID_LINK_TOKEN } from '../../testing/handlers/account';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

describe('registration and mailed links (rules 19)', () => {
  it('company registration checks every field with the domain rules, then says to check the inbox', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/register-company');
    await screen.findByRole('heading', { name: 'Create a company account' });
    expect(screen.getByText(/for businesses and individual traders only/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Company name is required.')).toBeTruthy();
    expect(screen.getByText('Tick the box to confirm before creating the account.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Silva');
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Silva Gardens');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@silva.example');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Garden2025');
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'Garden2025');
    await user.click(screen.getByRole('checkbox', { name: /authorised by the account holder/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ana@silva.example');
  });

  it('the invitation link shows the invited address and company; an unknown token shows the message of rules 8.5', async () => {
    server.use(...scenario());
    renderApp(`/register-invite?token=${VALID_LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { name: `Join ${INVITATION.companyName}` })).toBeTruthy();
    expect(screen.getByText(/invited as employee with the address new.hire@greenway.example/)).toBeTruthy();
  });

  it.each([
    ['/register-invite?token=used', 'This registration link is not valid. Please use a new link.'],
    ['/activate?token=expired', 'This activation link is not valid. Ask the person who invited you to send the invitation again.'],
    ['/reset-password?token=used', 'This password reset link is not valid. Please send the request again.'],
  ])('%s shows the failure screen', async (path, message) => {
    server.use(...scenario());
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('a valid activation link activates the account', async () => {
    server.use(...scenario());
    renderApp(`/activate?token=${VALID_LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeTruthy();
  });

  it('forgot password never says whether the address is registered', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'someone@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If someone@nowhere.example belongs to an account, a reset link is on its way. It works for one hour.',
    );
  });
});
