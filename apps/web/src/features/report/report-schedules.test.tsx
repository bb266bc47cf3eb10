import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createReportSchedule, deleteReportSchedule, sendReportScheduleNow } from '@yardfleet/contract/endpoints/report-schedules';
import type { ReportFilters, ReportKind } from '@yardfleet/contract/endpoints/reports';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { selectToasts } from '@yardfleet/data/slices/toasts';
import { renderWithProviders } from '../../testing/render-app';
import { employeeUser } from '../../testing/fixtures/role-users';
import { tagNamed } from '../../testing/fixtures/tags';
import { adminUser } from '../../testing/fixtures/users';
import { reportScheduleHandlers } from '../../testing/handlers/report-schedules';
import { on } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { ReportSchedulesPanel } from './report-schedules-panel';
import { createTestServer } from '../../testing/test-server';
import { describedBy } from '../../testing/accessible-text';

const server = createTestServer();

const MOWERS_OF_NORTH_CREW: ReportFilters = { tagId: tagNamed('North crew').id, category: 'mower', warehouseId: null };

/** The panel as /report renders it under a report, for `user` (the fixture company: America/Chicago). */
const renderPanel = (user: UserInfo, kind: ReportKind = 'maintenance', filters: ReportFilters = MOWERS_OF_NORTH_CREW) => {
  const { store, ...rendered } = renderWithProviders(<ReportSchedulesPanel kind={kind} filters={filters} />, { user });
  /** The texts of the toasts the app's toaster shows. */
  const toastTexts = () => selectToasts(store.getState()).map((toast) => (toast.content.kind === 'text' ? toast.content.text : toast.content.kind));
  return { ...rendered, toastTexts };
};

/** Records the bodies sent to a mutation, then lets the next handler answer. */
const spyOn = (endpoint: typeof createReportSchedule | typeof deleteReportSchedule | typeof sendReportScheduleNow) => {
  const bodies: unknown[] = [];
  const handler = on(endpoint, async ({ request }) => {
    bodies.push(await request.clone().json());
    return undefined;
  });
  return { bodies, handler };
};

/** The admin's panel on the fixture server, recording the bodies sent to `endpoint`. */
const renderAdminPanel = (endpoint: Parameters<typeof spyOn>[0]) => {
  const spy = spyOn(endpoint);
  server.use(spy.handler, ...scenario());
  const user = userEvent.setup();
  return { spy, user, ...renderPanel(adminUser) };
};

/** The admin's panel with "Schedule this report" pressed: the open "Schedule a report" dialog, creates recorded. */
const openScheduleDialog = async () => {
  const rendered = renderAdminPanel(createReportSchedule);
  await rendered.user.click(await screen.findByRole('button', { name: 'Schedule this report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
  return { ...rendered, dialog };
};

const table = () => screen.findByRole('table', { name: 'Scheduled reports' });
const rowHeaders = async () =>
  within(await table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The text of an element. */
const text = (element: Element): string => element.textContent ?? '';
/** The value of a text field. */
const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;

describe('Scheduled reports panel (rules 10.10)', () => {
  it('lists the schedules with filters, frequency, recipients and times in the company time zone', async () => {
    server.use(...scenario());
    renderPanel(adminUser);
    await waitFor(async () => expect(await rowHeaders()).toEqual(['Inventory', 'Maintenance', 'Charger power consumption']));
    const [, first] = within(await table()).getAllByRole('row');
    if (!first) throw new Error('no first row');
    expect(text(first)).toContain('Weekly');
    expect(text(first)).toContain('crew.lead@greenway.example');
    await waitFor(() => expect(text(first)).toContain('Tag: Crews · North crew, Category: Lawn mower'));
    // 2026-03-16T05:00Z is Monday midnight in Chicago (CDT since 8 March).
    await waitFor(() => expect(text(first)).toContain('03/16/2026 00:00 CDT'));
  });

  it('creates a schedule of the report on screen with its filters, the frequency and the recipients typed', async () => {
    const { spy, user, dialog } = await openScheduleDialog();
    expect((within(dialog).getByRole('combobox', { name: 'Report' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Maintenance');
    expect((within(dialog).getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).checked).toBe(true);
    expect(describedBy(within(dialog).getByRole('radio', { name: 'Monthly' }))).toBe('Once a month, on the day chosen below, with the past calendar month.');
    expect((within(dialog).getByRole('combobox', { name: 'Day of the week' }) as HTMLSelectElement).value).toBe('1');
    await waitFor(() => expect(text(dialog)).toContain('Tag: Crews · North crew, Category: Lawn mower'));
    expect(valueOf(within(dialog).getByRole('textbox', { name: 'Recipient 1' }))).toBe(adminUser.email);
    await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));
    // monthly asks for the day of the month instead of the weekday; the time is the company's
    expect(within(dialog).queryByRole('combobox', { name: 'Day of the week' })).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day of the month' }), '15');
    const time = within(dialog).getByLabelText('Time of day');
    expect(describedBy(time)).toContain('In the company’s time zone.');
    await user.clear(time);
    await user.type(time, '06:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient 2' }), ' Crew.Lead@Greenway.example ');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(spy.bodies).toEqual([
      {
        kind: 'maintenance',
        filters: MOWERS_OF_NORTH_CREW,
        frequency: 'monthly',
        weekday: null,
        dayOfMonth: 15,
        timeOfDay: '06:30',
        recipients: [adminUser.email, 'crew.lead@greenway.example'],
      },
    ]);
    await waitFor(async () => expect(await rowHeaders()).toHaveLength(4));
    const created = within(await table())
      .getAllByRole('row')
      .at(-1);
    expect(text(created ?? document.body)).toContain('Monthly on day 15 at 06:30');
  });

  it('checks the time of day before sending and names the error in the page language', async () => {
    const { spy, user, dialog } = await openScheduleDialog();
    const time = within(dialog).getByLabelText('Time of day');
    await user.clear(time);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(spy.bodies).toEqual([]);
    expect(describedBy(time)).toMatch(/time/i);
    expect(document.activeElement).toBe(time);
  });

  it('keeps what was typed when an address is refused, by the e-mail rule on blur or by the server at the field', async () => {
    const { spy, user, dialog } = await openScheduleDialog();
    const first = within(dialog).getByRole('textbox', { name: 'Recipient 1' });
    await user.clear(first);
    await user.type(first, 'crew lead@greenway');
    await user.tab();
    expect(describedBy(first)).toBe('Please enter the correct email address.');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    const second = within(dialog).getByRole('textbox', { name: 'Recipient 2' });
    await user.type(second, 'OWNER@greenway.example');
    await user.clear(first);
    await user.type(first, 'owner@greenway.example');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(describedBy(second)).toBe('This address is already a recipient.');
    expect(document.activeElement).toBe(second);
    expect(spy.bodies).toEqual([]);

    server.use(spy.handler, ...reportScheduleHandlers.refuseRecipients());
    await user.clear(second);
    await user.type(second, 'crew.lead@greenway.example');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(text(await within(dialog).findByRole('alert'))).toContain('Please enter the correct email address.');
    expect(spy.bodies).toHaveLength(1);
    expect(valueOf(first)).toBe('owner@greenway.example');
    expect(valueOf(second)).toBe('crew.lead@greenway.example');
  });

  it('lets an employee read the schedules but neither schedule nor delete', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderPanel(employeeUser);
    await waitFor(async () => expect(await rowHeaders()).toHaveLength(3));
    expect(screen.getByText('Only admins and managers can schedule reports.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule this report' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send now/ })).toBeNull();
  });

  it('sends a schedule now and says to how many recipients it went', async () => {
    const { spy, user, toastTexts } = renderAdminPanel(sendReportScheduleNow);
    await user.click(await screen.findByRole('button', { name: 'Send now: Inventory, Weekly' }));
    await waitFor(() => expect(toastTexts()).toContain('Sent to 2 recipients'));
    expect(spy.bodies).toEqual([{ id: 'sch_0001' }]);
    const maintenance = () => screen.getByRole('rowheader', { name: 'Maintenance' }).closest('tr');
    expect(text(maintenance() ?? document.body)).toContain('Not sent yet');
    await user.click(screen.getByRole('button', { name: 'Send now: Maintenance, Monthly' }));
    await waitFor(() => expect(toastTexts()).toContain('Sent to 1 recipient'));
    expect(spy.bodies).toEqual([{ id: 'sch_0001' }, { id: 'sch_0002' }]);
    // the last sent time is stored and shown (the list is fetched again)
    await waitFor(() => expect(text(maintenance() ?? document.body)).not.toContain('Not sent yet'));
    expect(maintenance()?.querySelectorAll('time')).toHaveLength(2);
  });

  it('asks before deleting a schedule and deletes it only when confirmed', async () => {
    const { spy, user } = renderAdminPanel(deleteReportSchedule);
    await user.click(await screen.findByRole('button', { name: 'Delete schedule: Inventory, Weekly' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this schedule?' });
    expect(text(confirm)).toContain('The Inventory report will no longer be sent to admin@demo.yardfleet.test and crew.lead@greenway.example.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(spy.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete schedule: Inventory, Weekly' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this schedule?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await rowHeaders()).toEqual(['Maintenance', 'Charger power consumption']));
    expect(spy.bodies).toEqual([{ id: 'sch_0001' }]);
  });
});
