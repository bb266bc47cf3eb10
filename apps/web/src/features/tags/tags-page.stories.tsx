import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { TagsPage } from './tags-page';

/**
 * /tags (rules 2.14, 17.7, 4.13) through the whole app, network by MSW (testing/handlers/tag-admin.ts).
 * The fake tag store is stateful, so every story builds its own `scenario()`: a change made by one
 * story's play function never leaks into another.
 */
const meta = {
  title: 'Screens/Tags',
  component: TagsPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/tags" />,
} satisfies Meta<typeof TagsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** The admin sees every group with its number of tags, its tags and the actions. */
export const Populated: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crews = await canvas.findByRole('region', { name: 'Crews' }, LOAD);
    await expect(within(crews).getByText('3 tags')).toBeVisible();
    await expect(within(crews).getByRole('list', { name: 'Tags of Crews' })).toHaveTextContent('North crew');
    await expect(within(crews).getByRole('button', { name: 'Rename tag Parks crew' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Service' })).toHaveTextContent('2 tags');
    await expect(canvas.getByRole('button', { name: 'Add tag group' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: scenario({ tags: 'loading' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LOAD)).toBeVisible();
  },
};

/** No group yet: the empty state offers creating the first one. */
export const Empty: Story = {
  parameters: { msw: scenario({ tags: 'empty' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tag groups yet', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add tag group' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: scenario({ tags: 'httpError' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The tags could not be loaded.', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An employee reads the tags without any action, with a note (the domain's `fleet.edit`). */
export const EmployeeReadOnly: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crews = await canvas.findByRole('region', { name: 'Crews' }, LOAD);
    await expect(within(crews).getByText('South crew')).toBeVisible();
    await expect(within(crews).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Add tag group' })).toBeNull();
    await expect(canvas.getByText('Only admins and managers can change tags. You can see them here and filter the equipment list by them.')).toBeVisible();
  },
};

/** Keyboard only: create a group, then a tag in it; both appear at once. */
export const CreateGroupAndTag: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add tag group' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'New tag group' });
    const field = within(dialog).getByRole('textbox', { name: 'Group name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription('Group name is required.');
    await userEvent.type(field, 'Seasons{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const seasons = await canvas.findByRole('region', { name: 'Seasons' });
    await expect(within(seasons).getByText('No tags in this group yet.')).toBeVisible();
    await userEvent.click(within(seasons).getByRole('button', { name: 'Add tag to Seasons' }));
    const tagDialog = await screen.findByRole('dialog', { name: 'New tag in Seasons' });
    await userEvent.type(within(tagDialog).getByRole('textbox', { name: 'Tag name' }), 'Winter{Enter}');
    await waitFor(() => expect(within(seasons).getByRole('list', { name: 'Tags of Seasons' })).toHaveTextContent('Winter'));
    await expect(within(seasons).getByText('1 tag')).toBeVisible();
  },
};

/** Renaming a group to a name another group has: the server's "taken" shows on the field, the text stays. */
export const RenameTaken: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const service = await canvas.findByRole('region', { name: 'Service' }, LOAD);
    await userEvent.click(within(service).getByRole('button', { name: 'Rename group Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag group' });
    const field = within(dialog).getByRole('textbox', { name: 'Group name' });
    await expect(field).toHaveValue('Service');
    await userEvent.clear(field);
    await userEvent.type(field, 'Crews{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Another tag group already has this name.'));
    await expect(field).toHaveValue('Crews');
    await expect(dialog).toBeVisible();
  },
};

/** Deleting a group says it deletes its N tags; confirming removes the group. */
export const DeleteGroupConfirm: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sites = await canvas.findByRole('region', { name: 'Sites' }, LOAD);
    await userEvent.click(within(sites).getByRole('button', { name: 'Delete group Sites' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this tag group?' });
    await expect(confirm).toHaveTextContent('Deleting “Sites” also deletes its 3 tags and removes them from all equipment. This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Sites' })).toBeNull());
    await expect(canvas.getByRole('region', { name: 'Crews' })).toBeVisible();
    await expect(await canvas.findByText('Tag group deleted with 3 tags.')).toBeVisible();
  },
};

/** German (de-DE): heading, actions, counts and the delete question in German. */
export const German: Story = {
  globals: { language: 'de-DE' },
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crews = await canvas.findByRole('region', { name: 'Crews' }, LOAD);
    await expect(within(crews).getByText('3 Tags')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tag-Gruppe hinzufügen' })).toBeVisible();
    await userEvent.click(within(crews).getByRole('button', { name: 'Gruppe Crews löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Diese Tag-Gruppe löschen?' });
    await expect(confirm).toHaveTextContent('Wenn Sie „Crews“ löschen, werden auch ihre 3 Tags gelöscht und von allen Geräten entfernt.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
  },
};
