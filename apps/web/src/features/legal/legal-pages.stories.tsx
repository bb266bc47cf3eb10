import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { LegalInformationPage } from './legal-information-page';

/** Legal Information and the agreements in full (rules 1.5, 2.13, 4.10). */
const meta = {
  title: 'Screens/Legal',
  component: LegalInformationPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/personal/legalInformation" />,
} satisfies Meta<typeof LegalInformationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Withdrawing consent asks first, then logs out to /login. */
export const WithdrawConsent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw consent' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    await expect(await canvas.findByRole('heading', { name: 'Log in to Yardfleet' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The user agreement written out in full (logged out). */
export const UserAgreement: Story = {
  parameters: { ...appParameters({ router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/protocol/user-agreement" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Yardfleet User Agreement' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '1. Who may use Yardfleet' })).toBeVisible();
  },
};

/** The privacy policy in German. */
export const PrivacyPolicyGerman: Story = {
  globals: { language: 'de-DE' },
  parameters: { ...appParameters({ router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/protocol/privacy-policy" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Datenschutzerklärung von Yardfleet' }, { timeout: 10_000 })).toBeVisible();
  },
};
