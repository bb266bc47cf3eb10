import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registerCheck } from '@yardfleet/contract/endpoints/links';
import { AppAtRoute } from '../../testing/app-at-route';
import { INVITATION, VALID_LINK_TOKEN } from '../../testing/handlers/account';
import { neverAnswers } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { RegisterCompanyPage } from './registration-page';

/** The logged-out account screens (registration, links, passwords; rules 19), network by MSW (testing/handlers/account.ts). */
const meta = {
  title: 'Screens/Registration and links',
  component: RegisterCompanyPage,
  parameters: { ...appParameters({ router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/register-company" />,
} satisfies Meta<typeof RegisterCompanyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Company registration: the registration text (rules 1.1) and the domain's field rules. */
export const RegisterCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create a company account' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(/businesses and individual traders only/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('Company name is required.');
  },
};

export const RegisterPersonal: Story = {
  render: () => <AppAtRoute path="/register-personal" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create a personal account' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Company name' })).toBeNull();
  },
};

export const InvitationLink: Story = {
  render: () => <AppAtRoute path={`/register-invite?token=${VALID_LINK_TOKEN}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Join ${INVITATION.companyName}` }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(new RegExp(INVITATION.email))).toBeVisible();
  },
};

export const InvitationChecking: Story = {
  parameters: { msw: [neverAnswers(registerCheck), ...scenario()] },
  render: () => <AppAtRoute path={`/register-invite?token=${VALID_LINK_TOKEN}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Checking your link…' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const InvalidRegistrationLink: Story = {
  render: () => <AppAtRoute path="/register-invite?token=used" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This registration link is not valid. Please use a new link.',
    );
  },
};

export const Activated: Story = {
  render: () => <AppAtRoute path={`/activate?token=${VALID_LINK_TOKEN}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your account is active' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const InvalidActivationLink: Story = {
  render: () => <AppAtRoute path="/activate?token=expired" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/contact|Ask the person who invited you/);
  },
};

export const ForgotPassword: Story = {
  render: () => <AppAtRoute path="/forgot-password" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }), 'dana@greenway.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('dana@greenway.example');
  },
};

export const ResetPassword: Story = {
  render: () => <AppAtRoute path={`/reset-password?token=${VALID_LINK_TOKEN}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Choose a new password' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Garden2025');
    await userEvent.type(canvas.getByLabelText('Confirm password', { exact: true }), 'Garden2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password was changed');
  },
};

export const InvalidResetLink: Story = {
  render: () => <AppAtRoute path="/reset-password?token=old" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This password reset link is not valid. Please send the request again.',
    );
    await expect(canvas.getByRole('link', { name: 'Send the request again' })).toHaveAttribute('href', '/forgot-password');
  },
};
