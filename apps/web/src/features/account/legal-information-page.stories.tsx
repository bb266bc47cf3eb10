import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { LegalInformationPage } from './legal-information-page';

/** /personal/legalInformation (SPEC 2): the user agreement and privacy policy, each with a summary. */
const meta = {
  title: 'Screens/Legal Information',
  component: LegalInformationPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/personal/legalInformation" />,
} satisfies Meta<typeof LegalInformationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Legal Information', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'User Agreement', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Read the full text' }).map((link) => link.getAttribute('href'));
    await expect(links).toEqual(['/protocol/user-agreement', '/protocol/privacy-policy']);
  },
};
