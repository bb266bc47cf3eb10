import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addMaintenanceLog, maintenanceList } from '@yardfleet/contract/endpoints/maintenance';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { EquipmentId } from '@yardfleet/domain/entities/ids';
import { fixture } from '../../../testing/decode';
import { adminUser } from '../../../testing/fixtures/users';
import { maintenanceHandlers } from '../../../testing/handlers/maintenance';
import { on } from '../../../testing/handlers/respond';
import { scenario } from '../../../testing/handlers/scenarios';
import { renderWithProviders } from '../../../testing/render-app';
import { MaintenanceSection } from './maintenance-section';
import { createTestServer } from '../../../testing/test-server';

const server = createTestServer();

const renderSection = (id = 'eq_001', engineHours = 431.2) => {
  const { store } = renderWithProviders(<MaintenanceSection equipmentId={fixture(EquipmentId, id)} engineHours={engineHours} canEdit />, {
    user: adminUser,
    region: 'eu',
  });
  return store;
};

describe('service and maintenance section (rules 18)', () => {
  it('shows the server 1170010001 field errors on their fields and keeps what was typed', async () => {
    server.use(
      on(addMaintenanceLog, () =>
        HttpResponse.json({
          code: ServerCode.validationFailed,
          message: 'Some fields are not valid.',
          entry: { performedBy: { code: 'too_long', field: 'performedBy', max: 50 } },
        }),
      ),
      ...maintenanceHandlers.working(),
      ...scenario(),
    );
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table', { name: 'Service log' });
    await user.click(screen.getByRole('button', { name: 'Add log' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a service log' }));
    await user.type(dialog.getByRole('textbox', { name: 'Labor time (h)' }), '1');
    await user.type(dialog.getByRole('textbox', { name: 'Expense' }), '10,50');
    await user.type(dialog.getByRole('textbox', { name: 'Performed by' }), 'Greenway workshop');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const performedBy = dialog.getByRole('textbox', { name: 'Performed by' });
    await waitFor(() => expect(performedBy.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('Your Performed by must be at most 50 characters long')).toBeTruthy();
    expect((performedBy as HTMLInputElement).value).toBe('Greenway workshop');
    expect((dialog.getByRole('textbox', { name: 'Expense' }) as HTMLInputElement).value).toBe('10,50');
    await user.type(performedBy, ' team');
    expect(dialog.queryByText('Your Performed by must be at most 50 characters long')).toBeNull();
  });

  it('adding a log refreshes the list and restarts the date plan from the new service', async () => {
    server.use(...maintenanceHandlers.working(), ...scenario());
    const user = userEvent.setup();
    renderSection();
    const table = await screen.findByRole('table', { name: 'Service log' });
    expect(await screen.findByText('Next service by 20/05/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add log' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a service log' }));
    const date = dialog.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-03-01');
    await user.type(dialog.getByRole('textbox', { name: 'Labor time (h)' }), '2');
    await user.type(dialog.getByRole('textbox', { name: 'Expense' }), '120');
    await user.type(dialog.getByRole('textbox', { name: 'Performed by' }), 'Maria Lopez');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Maria Lopez')).toBeTruthy();
    expect(within(table).getByText('€120.00')).toBeTruthy();
    expect(await screen.findByText('Next service by 01/06/2026')).toBeTruthy();
  });

  it('edits a log: the dialog starts with its values and the row shows the saved ones', async () => {
    server.use(...maintenanceHandlers.working(), ...scenario());
    const user = userEvent.setup();
    renderSection();
    const table = await screen.findByRole('table', { name: 'Service log' });
    await user.click(await within(table).findByRole('button', { name: 'Edit the Repair log of 20/02/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the service log' }));
    expect((dialog.getByRole('textbox', { name: 'Expense' }) as HTMLInputElement).value).toBe('89.90');
    expect((dialog.getByRole('textbox', { name: 'Runtime (h)' }) as HTMLInputElement).value).toBe('412.5');
    const details = dialog.getByRole('textbox', { name: 'Additional details' });
    await user.clear(details);
    await user.type(details, 'Blade replaced; belt tensioned.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Blade replaced; belt tensioned.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit the service log' })).toBeNull();
  });

  it('deletes a log after the confirmation', async () => {
    server.use(...maintenanceHandlers.working(), ...scenario());
    const user = userEvent.setup();
    renderSection();
    const table = await screen.findByRole('table', { name: 'Service log' });
    await user.click(await within(table).findByRole('button', { name: 'Delete the Inspection log of 14/11/2025' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this service log?' }));
    expect(confirm.getByText('The Inspection log of 14/11/2025 will be removed from the service history.')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Hannah Becker')).toBeNull());
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  });

  it('shows the error state with a retry that loads the section', async () => {
    server.use(
      on(maintenanceList, () => HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 }), { once: true }),
      ...maintenanceHandlers.working(),
      ...scenario(),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Service log' })).toBeTruthy();
  });
});
