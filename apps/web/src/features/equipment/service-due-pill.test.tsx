import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

describe('Equipment list service due / overdue (rules 18.5)', () => {
  it('shows a pill next to the inventory status of machines whose service is due or overdue, none elsewhere', async () => {
    server.use(...scenario());
    renderApp('/equipment', { user: adminUser });
    const list = await screen.findByRole('table', { name: 'Equipment' });
    const rowOf = async (name: string) => (await within(list).findByRole('rowheader', { name })).closest('tr');
    const due = await rowOf('South crew mower 1');
    expect(due?.textContent).toContain('In warehouse');
    expect(due?.textContent).toContain('Service due');
    expect((await rowOf('Rider 30 Cemetery'))?.textContent).toContain('Service overdue');
    const upcoming = await rowOf('North crew mower 1');
    expect(upcoming?.textContent).not.toMatch(/Service (due|overdue)/);
  });
});
