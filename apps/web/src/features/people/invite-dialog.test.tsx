import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitePerson } from '@yardfleet/contract/endpoints/people';
import { useInvitePersonMutation } from '@yardfleet/data/endpoints/people';
import { adminUser } from '../../testing/fixtures/users';
import { fieldErrorsEnvelope, on } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { renderWithProviders } from '../../testing/render-app';
import { InviteDialog } from './invite-dialog';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const SERVER_MESSAGE = 'Please check the highlighted fields.';
const refused = (entry: Record<string, unknown>) => () => fieldErrorsEnvelope(entry, SERVER_MESSAGE);

describe('invite dialog field errors (rules 5.1, 8.1)', () => {
  it('invite dialog: the refused address is marked in the dialog and kept', async () => {
    server.use(on(invitePerson, refused({ email: { code: 'email_invalid' } })), ...scenario());
    const user = userEvent.setup();
    const Harness = () => {
      const [invite] = useInvitePersonMutation();
      return <InviteDialog open busy={false} onCancel={() => undefined} onInvite={(invitation) => invite(invitation)} />;
    };
    renderWithProviders(<Harness />, { user: adminUser, region: 'eu' });
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Email address' }), 'new.hire@greenway.example');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect((email as HTMLInputElement).value).toBe('new.hire@greenway.example');
    expect(screen.queryByText(SERVER_MESSAGE)).toBeNull();
  });
});
