import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();
const LONG = { timeout: 5_000 };

describe('the equipment detail’s open alerts (rules 22.5)', () => {
  it('lists the machine’s open and acknowledged alerts and links to /alerts filtered to it', async () => {
    server.use(...scenario());
    renderApp('/equipment/eq_008', { user: adminUser });
    const card = await screen.findByRole('region', { name: 'Open alerts' }, LONG);
    await waitFor(() => expect(card.textContent).toContain('Fault · E-217'), LONG);
    expect(card.textContent).toContain('Open');
    expect(card.textContent).toContain('Faults · opened 03/12/2026 11:20 CDT');
    expect(within(card).getByRole('link', { name: 'All alerts of this machine' }).getAttribute('href')).toBe('/alerts?machine=eq_008');
  });

  it('says so when the machine has none open (its resolved ones are not shown)', async () => {
    server.use(...scenario());
    renderApp('/equipment/eq_003', { user: adminUser });
    const card = await screen.findByRole('region', { name: 'Open alerts' }, LONG);
    expect(await within(card).findByText('No open alerts for this machine.', {}, LONG)).toBeTruthy();
  });
});
