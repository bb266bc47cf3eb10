import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser, DEMO_PASSWORD } from '../../testing/fixtures/users';
import { login } from '@yardfleet/contract/endpoints/auth';
import { FAILING_LOGINS, LOGIN_FAILURE_MESSAGES } from '../../testing/handlers/auth';
import { neverAnswers } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { LoginPage } from './login-page';

/**
 * Login (rules 2.8, 5.9, 8.1): the connected page, logging in through the data layer against MSW
 * (testing/handlers/auth.ts: the fixture users log in with Demo1234, FAILING_LOGINS answer their codes).
 */
const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  parameters: { ...appParameters({ route: '/login' }), msw: scenario() },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const fillIn = async (canvas: Canvas, { email, password, agree }: { email: string; password: string; agree: boolean }) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  if (agree) await userEvent.click(canvas.getByRole('checkbox', { name: /I have read and agree/ }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log in to Yardfleet' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/protocol/user-agreement');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/protocol/privacy-policy');
    await expect(canvas.getByRole('img', { name: 'Yardfleet' })).toHaveAttribute('data-region', 'na');
  },
};

/** Submitting the empty form shows one message per field (rules 5.9) and sends nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    await expect(canvas.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAccessibleDescription('Check before logging in');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A malformed email is flagged when the field loses focus (rules 5.4), keeping what was typed. */
export const InvalidEmailOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'admin@demo');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Please enter the correct email address.');
    await expect(email).toHaveValue('admin@demo');
  },
};

/** Correct credentials but the agreements not ticked: "Check before logging in" (rules 2.8, 5.9). */
export const AgreementNotTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { email: adminUser.email, password: DEMO_PASSWORD, agree: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAccessibleDescription('Check before logging in');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(adminUser.email);
  },
};

/** A wrong password: the server's 1170012020 passes to the screen as a translated message (rules 8.1). */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { email: adminUser.email, password: 'Wrong12345', agree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOGIN_FAILURE_MESSAGES.badCredentials);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(adminUser.email);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

/** An account that is not activated yet (1170012068 passes to the screen). */
export const NotActivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { email: FAILING_LOGINS.notActivated, password: DEMO_PASSWORD, agree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This account is not activated yet.');
  },
};

/**
 * A locked account (1170042004): the screen says so and, as rules 8.1 asks, an error toast shows the
 * server's message. Rendered as the whole app at /login so the toaster is on screen.
 */
export const Locked: Story = {
  parameters: { ...appParameters({ router: false }) },
  render: () => <AppAtRoute path="/login" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Log in to Yardfleet' });
    await fillIn(canvas, { email: FAILING_LOGINS.locked, password: DEMO_PASSWORD, agree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(async () => {
      const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent ?? '');
      await expect(alerts.some((text) => text.includes('Your account is locked after too many failed attempts. Please try again later.'))).toBe(true);
      await expect(alerts.some((text) => text.includes(LOGIN_FAILURE_MESSAGES.locked))).toBe(true);
    });
  },
};

/** While the server has not answered, the button says so and cannot be pressed twice. */
export const Submitting: Story = {
  parameters: { msw: [neverAnswers(login), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { email: adminUser.email, password: DEMO_PASSWORD, agree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

/**
 * Too many attempts (1466): a warning toast with the server's message (rules 8.1), no error on the
 * form. Whole app at /login so the toaster is on screen.
 */
export const TooManyAttempts: Story = {
  parameters: { ...appParameters({ router: false }) },
  render: () => <AppAtRoute path="/login" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Log in to Yardfleet' });
    await fillIn(canvas, { email: FAILING_LOGINS.tooManyAttempts, password: DEMO_PASSWORD, agree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(async () => {
      await expect(canvas.getAllByRole('status').some((s) => s.textContent === LOGIN_FAILURE_MESSAGES.tooManyAttempts)).toBe(true);
    });
  },
};

/** The login screen on the EU host: the European wordmark (rules 1.6). */
export const RegionEU: Story = {
  globals: { region: 'eu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Yardfleet' })).toHaveAttribute('data-region', 'eu');
  },
};

/** German (de-DE): the form and its validation messages in German; the language switch works in place here (rules 4.11). */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bei Yardfleet anmelden' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription('E-Mail ist erforderlich.');
  },
};

/** On the login route the language switch changes the language in place, without a reload (rules 4.11). */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(await canvas.findByRole('heading', { name: 'Bei Yardfleet anmelden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Sprache/ })).toBeVisible();
  },
};

/** The demo admin logs in and lands on the inventory home (whole app at /login). */
export const LogsIn: Story = {
  parameters: { ...appParameters({ router: false }) },
  render: () => <AppAtRoute path="/login" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Log in to Yardfleet' });
    await fillIn(canvas, { email: adminUser.email, password: DEMO_PASSWORD, agree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('table', { name: 'Equipment' }, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByText('North crew mower 1')).toBeVisible();
  },
};
