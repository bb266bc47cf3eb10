import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { adminUser, DEMO_PASSWORD } from '../../testing/fixtures/users';
import { FAILING_LOGINS } from '../../testing/handlers/auth';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const form = async () => ({
  email: await screen.findByRole('textbox', { name: 'Email' }),
  password: screen.getByLabelText('Password'),
  agreement: screen.getByRole('checkbox', { name: /agree to the User Agreement and the Privacy Policy/ }),
  submit: screen.getByRole('button', { name: 'Log in' }),
});

describe('Login (rules 2.8, 5.9, 8.1)', () => {
  it('validates on blur and on submit with translated messages, keeping what the user typed', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/login');
    const { email, password, submit } = await form();

    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'dana@greenway');
    await user.tab();
    expect(await screen.findByText('Please enter the correct email address.')).toBeTruthy();

    await user.click(submit);
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Check before logging in')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('dana@greenway');
    expect((password as HTMLInputElement).value).toBe('');
  });

  it('shows a refused login on the screen (bad credentials, account locked) and stays on /login', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const { email, password, agreement, submit } = await form();
    await user.type(email, adminUser.email);
    await user.type(password, 'Wrong1234');
    await user.click(agreement);
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.');

    await user.clear(email);
    await user.type(email, FAILING_LOGINS.locked);
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Your account is locked after too many failed attempts. Please try again later.',
      ),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect((email as HTMLInputElement).value).toBe(FAILING_LOGINS.locked);
  });

  it('logs in, reads the user info and goes to the redirect target', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router, storage } = renderApp(`/login?redirect=${encodeURIComponent('/personal/personalCenter')}`);
    storage.setItem(LOGOUT_FLAG_KEY, 'true');
    const { email, password, agreement, submit } = await form();
    await user.type(email, adminUser.email);
    await user.type(password, DEMO_PASSWORD);
    fireEvent.click(agreement);
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/personal/personalCenter');
    expect(screen.getByText('Greenway Grounds Care', { selector: 'dd' })).toBeTruthy();
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBeNull();
  });
});
