import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

describe('cancel the personal account (rules 6.7, 19.7)', () => {
  it('asks with buttons that say what they do, and confirms the cancellation once done', async () => {
    server.use(...scenario({ user: guestUser }));
    const user = userEvent.setup();
    renderApp('/personal/personalCenter', { user: guestUser });
    await user.click(await screen.findByRole('button', { name: 'Cancel my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your account?' }));
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Keep my account', 'Cancel my account']));
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Cancel my account' }));
    expect((await screen.findByText('Your account has been cancelled.')).closest('[role="status"]')).not.toBeNull();
  });
});
