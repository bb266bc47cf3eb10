import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser, guestUser } from '../../testing/fixtures/users';
import { PERSONAL_FAILURE_MESSAGES, personalHandlers } from '../../testing/handlers/personal';
import { scenario } from '../../testing/handlers/scenarios';
import { expectFitsViewport, PHONE_390 } from '../../testing/phone-layout';
import { appParameters } from '../../testing/story-parameters';
import { PersonalCenterPage } from './personal-center-page';

/** /personal/personalCenter (rules 19.7, 6.2) through the whole app, network by MSW (testing/handlers/personal.ts). */
const meta = {
  title: 'Screens/Personal Center',
  component: PersonalCenterPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/personal/personalCenter" />,
} satisfies Meta<typeof PersonalCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin: company name and IANA time zone, transfer admin, and the refusal reason instead of cancel. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Company name' }, { timeout: 10_000 })).toHaveValue('Greenway Grounds Care');
    await expect(canvas.getByRole('combobox', { name: 'Company time zone' })).toHaveValue('America/Chicago');
    await expect(await canvas.findByRole('combobox', { name: 'New admin' })).toBeVisible();
    await expect(canvas.getByText(/You are the admin of a registered company/)).toBeVisible();
    await expect(canvas.getByText(/support@yardfleet.com/)).toBeVisible();
  },
};

/** Renaming the company asks for confirmation (rules 19.7). */
export const RenameConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Company name' }, { timeout: 10_000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Greenway Estates');
    await userEvent.click(canvas.getByRole('button', { name: 'Save company name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the company?' });
    await expect(dialog).toHaveTextContent('Greenway Estates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** A wrong current password: the server's failure is an error toast (rules 8.2, 19.7). */
export const OldPasswordToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Current password', { exact: true }, { timeout: 10_000 }), 'Wrong1234');
    await userEvent.type(canvas.getByLabelText('New password', { exact: true }), 'Garden2025');
    await userEvent.type(canvas.getByLabelText('Confirm new password', { exact: true }), 'Garden2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getAllByRole('alert').some((a) => a.textContent?.includes(PERSONAL_FAILURE_MESSAGES.oldPasswordWrong))).toBe(true));
  },
};

/** A manager: password and cancel only; no company settings or transfer (rules 6.2). */
export const Manager: Story = {
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: scenario({ user: managerUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cancel my account' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'New admin' })).toBeNull();
  },
};

/** An employee cancels the account after confirming. */
export const EmployeeCancel: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel my account' }, { timeout: 10_000 }));
    await expect(await screen.findByRole('dialog', { name: 'Cancel your account?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
  },
};

/** A user without a company creates one here (reached from /guest). */
export const CreateCompany: Story = {
  parameters: { ...appParameters({ user: guestUser, router: false }), msw: scenario({ user: guestUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create your company' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create company' }));
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('Company name is required.');
  },
};

export const CompanyLoading: Story = {
  parameters: { msw: [...personalHandlers(adminUser, 'loading'), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const CompanyError: Story = {
  parameters: { msw: [...personalHandlers(adminUser, 'httpError'), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The company settings could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

const LONG_EMAIL_ADMIN = { ...adminUser, email: 'facilities.coordinator.north-region@greenway-grounds-care.example.com' };

/**
 * A phone (390 × 844) in French with a long email (the page fits 390 px, rules 19.7): the labels stack over their
 * values, the email wraps inside the card and the page is no wider than the screen.
 */
export const PhoneFrench: Story = {
  ...PHONE_390,
  parameters: { ...PHONE_390.parameters, ...appParameters({ user: LONG_EMAIL_ADMIN, router: false }), msw: scenario({ user: LONG_EMAIL_ADMIN }) },
  globals: { ...PHONE_390.globals, language: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByText(LONG_EMAIL_ADMIN.email, {}, { timeout: 10_000 });
    await expect(email).toBeVisible();
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};

/** An employee's alert mail settings (rules 22.3): the four modes explained, quiet hours; no working hours for them. */
export const AlertMail: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Alert mail' }, { timeout: 10_000 });
    await expect(await within(section).findByRole('radio', { name: 'Immediately' }, { timeout: 10_000 })).toBeChecked();
    await expect(within(section).getByRole('radio', { name: 'Off' })).toHaveAccessibleDescription('No alert e-mails; the app still shows your alerts.');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Quiet hours (no alert e-mails during them)' }));
    await expect(within(section).getByRole('textbox', { name: 'Quiet from (HH:MM)' })).toHaveValue('22:00');
    await expect(within(canvasElement).queryByRole('region', { name: 'Working hours' })).toBeNull();
  },
};

/** Quiet hours that end where they start are refused at the end field (rules 22.3), what was typed kept. */
export const AlertMailError: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Alert mail' }, { timeout: 10_000 });
    await userEvent.click(await within(section).findByRole('checkbox', { name: 'Quiet hours (no alert e-mails during them)' }, { timeout: 10_000 }));
    const end = within(section).getByRole('textbox', { name: 'Quiet until (HH:MM)' });
    await userEvent.clear(end);
    await userEvent.type(end, '22:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Save alert mail settings' }));
    await expect(end).toHaveAccessibleDescription('Quiet until (HH:MM) must be later than the start time.');
    await expect(end).toHaveValue('22:00');
  },
};

/** A manager also sets the company's working hours in My Account (rules 22.2, 22.5). */
export const ManagerWorkingHours: Story = {
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: scenario({ user: managerUser }) },
  play: async ({ canvasElement }) => {
    const hours = await within(canvasElement).findByRole('region', { name: 'Working hours' }, { timeout: 10_000 });
    await expect(await within(hours).findByRole('textbox', { name: 'Friday: End' }, { timeout: 10_000 })).toHaveValue('18:00');
    await expect(within(hours).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(within(hours).getByRole('button', { name: 'Save working hours' })).toBeVisible();
  },
};
