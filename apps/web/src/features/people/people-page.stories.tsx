import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { peopleHandlers } from '../../testing/handlers/people';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { expectTableReachable, LAPTOP_AND_PHONE } from '../../testing/width-checks';
import { PeoplePage } from './people-page';

/** /people (rules 2.12, 6.2) through the whole app, network by MSW (testing/handlers/people.ts). */
const meta = {
  title: 'Screens/People',
  component: PeoplePage,
  parameters: {
    ...appParameters({ user: adminUser, router: false }),
    msw: [...peopleHandlers.populated(), ...scenario()],
    viewport: { options: LAPTOP_AND_PHONE },
  },
  render: () => <AppAtRoute path="/people" />,
} satisfies Meta<typeof PeoplePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin sees everyone with invite, resend and delete. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'People' }, { timeout: 10_000 });
    await expect(await within(table).findByText('Luis Ortega')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Resend invitation to invited@demo.yardfleet.test' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite person' })).toBeVisible();
  },
};

/** A 1280 px laptop beside the 240 px sidebar: name with email, role, status, invitation time and the actions fit; activation time and invitation address wait for wider screens. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'People' }, { timeout: 10_000 });
    const invited = (await within(table).findByRole('rowheader', { name: /invited@demo\.yardfleet\.test/ })).closest('tr') as HTMLElement;
    await expect(within(invited).getByText('Not activated')).toBeVisible();
    await expect(within(invited).getByRole('button', { name: 'Resend invitation to invited@demo.yardfleet.test' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Delete Hannah Becker' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Invited' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Activated' })).toBeNull();
    await expectTableReachable(table);
  },
};

/** The laptop in German, whose words are longer: still no sideways scrolling. */
export const LaptopGerman: Story = {
  globals: { viewport: { value: 'laptop' }, language: 'de-DE', region: 'eu' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Personen' }, { timeout: 10_000 });
    await within(table).findByText('Luis Ortega');
    await expectTableReachable(table);
  },
};

/** A 390 px phone: one card per person with each field named, status and actions inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'People' }, { timeout: 10_000 });
    const card = (await within(table).findByRole('rowheader', { name: /invited@demo\.yardfleet\.test/ })).closest('tr') as HTMLElement;
    await expect(getComputedStyle(card).display).toBe('block');
    await expect(within(card).getByText('Status')).toBeVisible();
    await expect(within(card).getByText('Not activated')).toBeVisible();
    await expect(within(card).getByText('Invitation address')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Resend invitation to invited@demo.yardfleet.test' })).toBeVisible();
    await expectTableReachable(table);
  },
};

/** Delete asks for confirmation first (rules 2.12). */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'People' }, { timeout: 10_000 });
    await userEvent.click(await within(table).findByRole('button', { name: 'Delete Hannah Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this person?' });
    await expect(dialog).toHaveTextContent('Hannah Becker will lose access to Yardfleet immediately.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** The invitation dialog checks the address with the domain rule. */
export const InviteDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite person' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'crew@greenway');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Please enter the correct email address.');
    await expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('employee');
  },
};

/** A manager sees the list read only (docs/roles.md). */
export const Manager: Story = {
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: scenario({ user: managerUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'People' }, { timeout: 10_000 });
    await expect(await within(table).findByText('Hannah Becker')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite person' })).toBeNull();
    await expect(canvas.getByText('Only the admin of your company can invite or remove people.')).toBeVisible();
  },
};

/** An employee has no People screen: the sidebar does not offer it. */
export const Employee: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  render: () => <AppAtRoute path="/home" />,
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [...peopleHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [...peopleHandlers.populated([]), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody else is in your company yet', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...peopleHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The people list could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
