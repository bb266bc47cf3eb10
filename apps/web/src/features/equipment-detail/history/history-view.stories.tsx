import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { fixture } from '../../../testing/decode';
import { employeeUser } from '../../../testing/fixtures/role-users';
import { adminUser } from '../../../testing/fixtures/users';
import { appParameters } from '../../../testing/story-parameters';
import { LAPTOP_AND_PHONE } from '../../../testing/width-checks';
import { HistoryView, type HistoryResult } from './history-view';

const MACHINE = 'eq_001';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 12, 17, minute)).toISOString();
const base = { address: null, userAgent: null, change: null, reason: null, equipmentId: MACHINE };
const target = { type: 'equipment', id: MACHINE, label: 'North crew mower 1 (MW-2024-000101)' };

/** A machine's history as the server answers it: a rename by a manager, a tag change made with an API key, a maintenance log added. */
const EVENTS: readonly SecurityEvent[] = [
  fixture(SecurityEvent, {
    ...base,
    id: 'sev_h003',
    occurredAt: at(40),
    kind: 'maintenance_log_added',
    actor: { id: 'usr_admin_0001', name: 'Dana Whitfield', email: 'admin@demo.yardfleet.test' },
    target: { type: 'maintenance_log', id: 'log_1', label: 'North crew mower 1, 2026-03-12' },
    fields: [
      { field: 'serviceType', from: null, to: 'repair' },
      { field: 'performedBy', from: null, to: 'Sam' },
    ],
  }),
  fixture(SecurityEvent, {
    ...base,
    id: 'sev_h002',
    occurredAt: at(30),
    kind: 'equipment_tags_changed',
    actor: { id: null, name: 'Crew sync', email: '', apiKeyPrefix: 'yf_live_AbCdEfGh1234' },
    target,
    fields: [{ field: 'tags', from: ['Crew: North'], to: ['Crew: North', 'Season: Spring'] }],
  }),
  fixture(SecurityEvent, {
    ...base,
    id: 'sev_h001',
    occurredAt: at(20),
    kind: 'equipment_renamed',
    actor: { id: 'usr_manager_0001', name: 'Luis Ortega', email: 'manager@demo.yardfleet.test' },
    target,
    fields: [{ field: 'name', from: 'Mower 1', to: 'North crew mower 1' }],
  }),
];

const ready = (items: readonly SecurityEvent[]): HistoryResult => ({ kind: 'ready', items, total: items.length, refreshing: false });

/**
 * The History tab of the equipment detail (rules 20.13), presentational: the same view for every
 * role (employees read a machine's history too; only the admin's log shows addresses).
 */
const meta = {
  title: 'Screens/Equipment detail/History',
  component: HistoryView,
  args: {
    result: ready(EVENTS),
    formatTime: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)} ${iso.slice(11, 16)} UTC`,
    paging: { page: 1, pageSize: 20, total: EVENTS.length, onPageChange: fn(), onPageSizeChange: fn() },
    onRetry: fn(),
  },
  parameters: { ...appParameters({ user: adminUser }), layout: 'padded', viewport: { options: LAPTOP_AND_PHONE } },
} satisfies Meta<typeof HistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: each change with its fields before → after and who made it; a key names itself and its prefix. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Changes to this machine' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Maintenance log added');
    await expect(rows[1]).toHaveTextContent('Tags: Crew: North → Crew: North, Season: Spring');
    await expect(rows[1]).toHaveTextContent('API key yf_live_AbCdEfGh1234');
    await expect(rows[2]).toHaveTextContent('Name: Mower 1 → North crew mower 1');
    await expect(rows[2]).toHaveTextContent('Luis Ortega');
  },
};

/** An employee reads the same history (no address or browser is in it). */
export const AsEmployee: Story = {
  parameters: appParameters({ user: employeeUser }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Changes to this machine' })).toHaveTextContent('Machine renamed');
  },
};

/** The first load. */
export const Loading: Story = {
  args: { result: { kind: 'loading' }, paging: { page: 1, pageSize: 20, total: 0, onPageChange: fn(), onPageSizeChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

/** Nothing changed on the machine yet. */
export const Empty: Story = {
  args: { result: ready([]), paging: { page: 1, pageSize: 20, total: 0, onPageChange: fn(), onPageSizeChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No changes recorded yet')).toBeVisible();
  },
};

/** A failed load with the server's text and Try again. */
export const LoadFailed: Story = {
  args: { result: { kind: 'error', detail: 'Code: 500, Message: Internal Server Error' } },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The history could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
