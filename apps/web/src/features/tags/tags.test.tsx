import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';
import { describedBy } from '../../testing/accessible-text';

const server = createTestServer();

const groupNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Tags (/tags; rules 2.14, 17.7)', () => {
  it('shows each group with its number of tags and its tags', async () => {
    server.use(...scenario());
    renderApp('/tags', { user: adminUser });
    const crews = await screen.findByRole('region', { name: 'Crews' });
    expect(within(crews).getByText('3 tags')).toBeTruthy();
    expect(
      within(within(crews).getByRole('list', { name: 'Tags of Crews' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['North crew', 'Parks crew', 'South crew']);
    expect(groupNames()).toEqual(['Crews', 'Service', 'Sites']);
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy();
  });

  it('lets a manager create a group and a tag, checking the name with the domain rule first', async () => {
    server.use(...scenario({ user: managerUser }));
    const user = userEvent.setup();
    renderApp('/tags', { user: managerUser });
    await user.click(await screen.findByRole('button', { name: 'Add tag group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag group' });
    const field = within(dialog).getByRole('textbox', { name: 'Group name' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Enter}');
    expect(describedBy(field)).toBe('Group name is required.');
    await user.type(field, ' Seasons');
    expect(describedBy(field)).toBe('Group name may not start or end with a space.');
    await user.clear(field);
    await user.type(field, 'Seasons{Enter}');
    const seasons = await screen.findByRole('region', { name: 'Seasons' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(seasons).getByText('No tags in this group yet.')).toBeTruthy();

    await user.click(within(seasons).getByRole('button', { name: 'Add tag to Seasons' }));
    const tagDialog = await screen.findByRole('dialog', { name: 'New tag in Seasons' });
    await user.type(within(tagDialog).getByRole('textbox', { name: 'Tag name' }), 'Winter{Enter}');
    await waitFor(() => expect(within(seasons).getByText('1 tag')).toBeTruthy());
    expect(within(seasons).getByRole('list', { name: 'Tags of Seasons' }).textContent).toContain('Winter');
  });

  it('shows a taken name on the field and keeps what was typed; Escape cancels', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/tags', { user: adminUser });
    const crews = await screen.findByRole('region', { name: 'Crews' });
    await user.click(within(crews).getByRole('button', { name: 'Rename tag North crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag' });
    const field = within(dialog).getByRole('textbox', { name: 'Tag name' });
    expect((field as HTMLInputElement).value).toBe('North crew');
    await user.clear(field);
    await user.type(field, 'South crew{Enter}');
    await waitFor(() => expect(describedBy(field)).toBe('This group already has a tag with this name.'));
    expect((field as HTMLInputElement).value).toBe('South crew');
    await user.type(field, 's');
    expect(describedBy(field)).toBe('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(crews).getByText('North crew')).toBeTruthy();
  });

  it('deletes a group after a confirmation that states how many tags go with it', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/tags', { user: adminUser });
    const sites = await screen.findByRole('region', { name: 'Sites' });
    await user.click(within(sites).getByRole('button', { name: 'Delete group Sites' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this tag group?' });
    expect(confirm.textContent).toContain('Deleting “Sites” also deletes its 3 tags and removes them from all equipment.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sites' })).toBeNull());
    expect(groupNames()).toEqual(['Crews', 'Service']);
    expect(await screen.findByText('Tag group deleted with 3 tags.')).toBeTruthy();
  });

  it('deletes a tag after a confirmation; cancelling keeps it', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/tags', { user: adminUser });
    const service = await screen.findByRole('region', { name: 'Service' });
    await user.click(within(service).getByRole('button', { name: 'Delete tag Blade due' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this tag?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(service).getByText('Blade due')).toBeTruthy();
    await user.click(within(service).getByRole('button', { name: 'Delete tag Blade due' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this tag?' });
    expect(confirm.textContent).toContain('The tag “Blade due” of Service will be deleted and removed from all equipment.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(service).queryByText('Blade due')).toBeNull());
    expect(within(service).getByText('1 tag')).toBeTruthy();
  });

  it('shows an employee the tags read only, with a note', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderApp('/tags', { user: employeeUser });
    const crews = await screen.findByRole('region', { name: 'Crews' });
    expect(within(crews).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add tag group' })).toBeNull();
    expect(screen.getByText('Only admins and managers can change tags. You can see them here and filter the equipment list by them.')).toBeTruthy();
  });

  it('offers creating the first group when there is none', async () => {
    server.use(...scenario({ tags: 'empty' }));
    const user = userEvent.setup();
    renderApp('/tags', { user: adminUser });
    expect(await screen.findByText('No tag groups yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add tag group' }));
    await user.type(await screen.findByRole('textbox', { name: 'Group name' }), 'Crews{Enter}');
    expect(await screen.findByRole('region', { name: 'Crews' })).toBeTruthy();
  });

  it('is reached from the "Manage tags" link beside the equipment list\'s tag filter', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/equipment', { user: adminUser });
    await user.click(await screen.findByRole('link', { name: 'Manage tags' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tags');
  });

  it('offers a retry when the tags fail to load', async () => {
    server.use(...scenario({ tags: 'httpError' }));
    renderApp('/tags', { user: adminUser });
    expect(await screen.findByText('The tags could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
