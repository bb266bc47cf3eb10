import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../testing/fixtures/users';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { peopleHandlers } from '../../testing/handlers/people';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

describe('People (rules 2.12, 6.2)', () => {
  it('lists the people with their columns and lets the admin invite, resend and delete (confirmed)', async () => {
    server.use(...peopleHandlers.populated(), ...scenario());
    const user = userEvent.setup();
    renderApp('/people', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'People' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Role', 'Status', 'Invited', 'Activated', 'Invitation address', 'Actions']);
    expect(await within(table).findByText('Luis Ortega')).toBeTruthy();
    expect(within(table).getByText('Not registered yet')).toBeTruthy();
    expect(within(table).getByText('Not activated')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Delete Dana Whitfield' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invite person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Email is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'new.hire@greenway.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(table).findAllByText('new.hire@greenway.example')).toHaveLength(2);

    await user.click(within(table).getByRole('button', { name: 'Delete Luis Ortega' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this person?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Luis Ortega')).toBeNull());
  });

  it('shows a manager the list read only, without invite, resend or delete', async () => {
    server.use(...scenario({ user: managerUser }));
    renderApp('/people', { user: managerUser });
    const table = await screen.findByRole('table', { name: 'People' });
    expect(await within(table).findByText('Hannah Becker')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite person' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Only the admin of your company can invite or remove people.')).toBeTruthy();
  });

  it('has no People link for an employee', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderApp('/home', { user: employeeUser });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toContain('Equipment');
    expect(links).not.toContain('People');
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(...peopleHandlers.httpError(), ...scenario());
    renderApp('/people', { user: adminUser });
    expect(await screen.findByText('The people list could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
