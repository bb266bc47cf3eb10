import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser, powerUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { PersonalCenterPage } from './personal-center-page';

/** /personal/personalCenter (SPEC 2, 3): the read-only My Account card inside the shell. */
const meta = {
  title: 'Screens/My Account',
  component: PersonalCenterPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/personal/personalCenter" />,
} satisfies Meta<typeof PersonalCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card's value for `label` (the `dd` after the `dt`). */
const valueOf = (section: HTMLElement, label: string): string =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

export const FullVersion: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'My Account', level: 1 });
    const card = heading.closest('section');
    if (!card) throw new globalThis.Error('My Account card not found');
    await expect(valueOf(card, 'Name')).toBe('Dana Whitfield');
    await expect(valueOf(card, 'Email')).toBe('admin@demo.yardfleet.test');
    await expect(valueOf(card, 'Company')).toBe('Greenway Grounds Care');
    await expect(valueOf(card, 'Role')).toBe('Admin');
    await expect(within(card).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('My Account');
  },
};

export const PowerOnly: Story = {
  parameters: { ...appParameters({ user: powerUser, router: false }), msw: scenario({ user: powerUser }) },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'My Account', level: 1 });
    const card = heading.closest('section');
    if (!card) throw new globalThis.Error('My Account card not found');
    await expect(valueOf(card, 'Company')).toBe('Northside Charging Co.');
  },
};
