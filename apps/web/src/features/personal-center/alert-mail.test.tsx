import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectToasts } from '@yardfleet/data/slices/toasts';
import { describedBy } from '../../testing/accessible-text';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();
let sent: { path: string; body: unknown }[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const path = /\/web-hmac\/web\/alert\/(my-settings|working-hours)$/.exec(request.url)?.[1];
    if (path !== undefined && request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push({ path, body }));
  });
});
afterEach(() => {
  sent = [];
});

const LONG = { timeout: 5_000 };

describe('alert settings in My Account (rules 22.3, 22.5)', () => {
  it('saves how alert mail comes, with quiet hours over midnight', async () => {
    server.use(...scenario({ user: employeeUser }));
    const user = userEvent.setup();
    const { store } = renderApp('/personal/personalCenter', { user: employeeUser });
    const section = await screen.findByRole('region', { name: 'Alert mail' }, LONG);
    const immediate = await within(section).findByRole('radio', { name: 'Immediately' }, LONG);
    expect((immediate as HTMLInputElement).checked).toBe(true);
    expect(describedBy(within(section).getByRole('radio', { name: 'Daily digest' }))).toBe('Every day at 08:00, one e-mail with the day’s alerts.');
    await user.click(within(section).getByRole('radio', { name: 'Hourly digest' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Quiet hours (no alert e-mails during them)' }));
    expect((within(section).getByRole('textbox', { name: 'Quiet from (HH:MM)' }) as HTMLInputElement).value).toBe('22:00');
    await user.click(within(section).getByRole('button', { name: 'Save alert mail settings' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'my-settings', body: { mode: 'hourly', quietHours: { start: '22:00', end: '07:00' } } }]), LONG);
    await waitFor(() =>
      expect(selectToasts(store.getState()).some((t) => t.content.kind === 'text' && t.content.text === 'Alert mail settings saved.')).toBe(true),
    );
    // Employees do not set the working hours (rules 22.2).
    expect(screen.queryByRole('region', { name: 'Working hours' })).toBeNull();
  });

  it('refuses quiet hours that start where they end at the field, keeping what was typed', async () => {
    server.use(...scenario({ user: employeeUser }));
    const user = userEvent.setup();
    renderApp('/personal/personalCenter', { user: employeeUser });
    const section = await screen.findByRole('region', { name: 'Alert mail' }, LONG);
    await user.click(await within(section).findByRole('checkbox', { name: 'Quiet hours (no alert e-mails during them)' }, LONG));
    const end = within(section).getByRole('textbox', { name: 'Quiet until (HH:MM)' });
    await user.clear(end);
    await user.type(end, '22:00');
    await user.click(within(section).getByRole('button', { name: 'Save alert mail settings' }));
    expect(describedBy(end)).toBe('Quiet until (HH:MM) must be later than the start time.');
    expect((end as HTMLInputElement).value).toBe('22:00');
    expect(sent).toEqual([]);
  });

  it('lets a manager set the working hours: a day off, a shorter Friday; a bad time refused at its field', async () => {
    server.use(...scenario({ user: managerUser }));
    const user = userEvent.setup();
    renderApp('/personal/personalCenter', { user: managerUser });
    const hours = await screen.findByRole('region', { name: 'Working hours' }, LONG);
    await user.click(await within(hours).findByRole('checkbox', { name: 'Wednesday' }, LONG));
    const fridayEnd = within(hours).getByRole('textbox', { name: 'Friday: End' });
    await user.clear(fridayEnd);
    await user.type(fridayEnd, '25:00');
    await user.click(within(hours).getByRole('button', { name: 'Save working hours' }));
    expect(describedBy(fridayEnd)).toBe('Friday: End must be a time of day as HH:MM (00:00 to 23:59).');
    expect(sent).toEqual([]);
    await user.clear(fridayEnd);
    await user.type(fridayEnd, '15:30');
    await user.click(within(hours).getByRole('button', { name: 'Save working hours' }));
    await waitFor(() => expect(sent).toHaveLength(1), LONG);
    expect(sent[0]).toEqual({
      path: 'working-hours',
      body: {
        days: {
          mon: { start: '07:00', end: '18:00' },
          tue: { start: '07:00', end: '18:00' },
          wed: null,
          thu: { start: '07:00', end: '18:00' },
          fri: { start: '07:00', end: '15:30' },
          sat: null,
          sun: null,
        },
      },
    });
  });
});
