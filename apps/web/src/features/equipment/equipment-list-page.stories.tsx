import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { EQUIPMENT, EQUIPMENT_ROWS } from '../../testing/fixtures/equipment';
import { adminUser } from '../../testing/fixtures/users';
import { equipmentHandlers } from '../../testing/handlers/equipment';
import { equipmentPositionsHandlers } from '../../testing/handlers/equipment-positions';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { EquipmentListPage } from './equipment-list-page';

/**
 * The equipment list (rules 2.10; the full-version /home and /equipment): the connected page running
 * its real data code against MSW (testing/handlers/equipment.ts: 40 fixture machines, searchable,
 * filterable and paged like the server).
 */
const meta = {
  title: 'Screens/Equipment list',
  component: EquipmentListPage,
  parameters: { ...appParameters({ user: adminUser, route: '/equipment' }), msw: scenario(), layout: 'padded' },
} satisfies Meta<typeof EquipmentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Equipment' });
/** The table's frame: its placeholder (loading, empty, error) stands there, under the header row. */
const frame = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Equipment' });
/** The names in the table's row headers, in order. */
const rowNames = (tableElement: HTMLElement) =>
  within(tableElement)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');

export const Loading: Story = {
  parameters: { msw: [equipmentHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(within(await frame(canvasElement)).getByRole('status')).toHaveTextContent(/Loading/);
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** A new company's empty fleet (rules 2.9): machines come from the mobile app; next steps: a warehouse, people. */
export const EmptyFleetOfNewCompany: Story = {
  parameters: { msw: scenario({ equipment: 'empty' }) },
  play: async ({ canvasElement }) => {
    const list = await frame(canvasElement);
    await expect(await within(list).findByRole('heading', { name: 'No machines yet' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Set up a warehouse' })).toHaveAttribute('href', '/warehouse/new');
    await expect(within(list).getByRole('link', { name: 'Invite people' })).toHaveAttribute('href', '/people');
    await expect(within(list).queryByText('No results found')).not.toBeInTheDocument();
    await expect(rowNames(await table(canvasElement))).toEqual([]);
  },
};

/** An HTTP 500 with a body: the error state shows "Code: 500, Message: ..." and a retry button (rules 8.3). */
export const Error: Story = {
  parameters: { msw: scenario({ equipment: 'httpError' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(await frame(canvasElement)).findByRole('alert');
    await expect(alert).toHaveTextContent('The equipment list could not be loaded.');
    await expect(alert).toHaveTextContent('Code: 500, Message: Internal Server Error');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The first load fails; Try again loads the list (the error state's retry, rules 2.23). */
export const ErrorThenRetry: Story = {
  parameters: { msw: [equipmentHandlers.httpErrorOnce(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const alert = await within(await frame(canvasElement)).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    await expect(within(await frame(canvasElement)).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A business failure envelope (a role that may not list equipment): the server's message on screen. */
export const EnvelopeError: Story = {
  parameters: {
    msw: [equipmentHandlers.envelopeError(ServerCode.forbiddenRole, 'Your role may not view the equipment list.'), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(await frame(canvasElement)).findByRole('alert');
    await expect(alert).toHaveTextContent('Your role may not view the equipment list.');
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    await expect(rowNames(list)[0]).toBe(EQUIPMENT[0]?.name);
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Below 1536 px category, model number and tags wait for wider screens (rules 2.10); the checkbox column comes first.
    await expect(headers).toEqual(['Select', 'Picture', 'Name', 'SN', 'Inventory status', 'Online status', 'Activity', 'Last seen']);
    const firstRow = within(list).getAllByRole('row')[1];
    if (!firstRow) throw new globalThis.Error('the table has no first row');
    await expect(firstRow).toHaveTextContent('YF21LM5A0117');
    await expect(firstRow).toHaveTextContent('Out for work');
    await expect(firstRow).toHaveTextContent('North crew');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2 · 40 results');
  },
};

/** Search by serial number, then filter by category: the query reaches the (fake) server and the rows follow. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or serial number' }), 'north');
    await waitFor(() => expect(rowNames(list)).toEqual(expect.arrayContaining(['North crew mower 1', 'Zero-turn 42 North', 'Edger North'])));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Lawn mower');
    await waitFor(() => expect(rowNames(list)).toEqual(['North crew mower 1', 'North crew mower 2']));
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('2 results');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
  },
};

/** A filter that matches nothing: "No results found" (rules 8.5). */
export const NoMatches: Story = {
  parameters: { ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { search: 'zz-no-such-machine' } }) },
  play: async ({ canvasElement }) => {
    const list = await frame(canvasElement);
    await expect(await within(list).findByText('No results found')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('zz-no-such-machine');
  },
};

/** The second page, 20 rows per page (the store keeps the page when the user leaves and comes back). */
export const SecondPage: Story = {
  parameters: { ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { page: 2 } }) },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)[0]).toBe(EQUIPMENT[20]?.name));
    await expect(within(canvasElement).getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
  },
};

/** German (de-DE): caption, headers, categories, statuses, "last seen" plurals and paging in German. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: 'Geräte' });
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(expect.arrayContaining(['Aktivität', 'Zuletzt gesehen']));
    const cemeteryRider = within(list).getByRole('rowheader', { name: 'Rider 30 Cemetery' }).closest('tr');
    if (!cemeteryRider) throw new globalThis.Error('row not found');
    await expect(cemeteryRider).toHaveTextContent('vor 6 Tagen');
    await expect(within(list).getAllByText('Rasenmäher').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Im Einsatz').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('searchbox', { name: 'Nach Name oder Seriennummer suchen' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Seite 1 von 2 · 40 Ergebnisse');
  },
};

/** Machines of the fixture fleet with a position (never-seen machines are not on the map). */
const LOCATED = EQUIPMENT.filter((item) => item.inventoryStatus !== 'never_seen').length;

/** The map view (rules 17.9), kept in the store: every located machine on the fleet map, warehouses as circles, a legend. */
export const Map: Story = {
  parameters: { ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { view: 'map' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Show equipment as' });
    await expect(within(group).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('region', { name: 'Fleet map' })).toBeVisible();
    await expect(canvas.getByText(`${LOCATED} machines on the map`)).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Map legend' });
    for (const status of ['In warehouse', 'Out for work', 'Location unknown', 'Never seen']) await expect(within(legend).getByText(status)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** List -> Map -> List with a filter set: the map shows the filtered machines, the list comes back with the filter. */
export const SwitchToMapAndBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(rowNames(await table(canvasElement))).toHaveLength(20));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Lawn mower');
    await userEvent.click(canvas.getByRole('button', { name: 'Map' }));
    await expect(await canvas.findByRole('region', { name: 'Fleet map' })).toBeVisible();
    const mowers = EQUIPMENT.filter((item) => item.category === 'mower' && item.inventoryStatus !== 'never_seen').length;
    await expect(await canvas.findByText(`${mowers} machines on the map`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Lawn mower');
  },
};

/** The positions call fails: the map view shows the error with the server's text and a retry button. */
export const MapError: Story = {
  parameters: {
    ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { view: 'map' } }),
    msw: [equipmentPositionsHandlers.httpError(), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The fleet map could not be loaded.');
    await expect(alert).toHaveTextContent('Code: 500, Message: Internal Server Error');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The positions call has not answered yet: the map view shows a spinner, no map. */
export const MapLoading: Story = {
  parameters: {
    ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { view: 'map' } }),
    msw: [equipmentPositionsHandlers.loading(), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Fleet map' })).not.toBeInTheDocument();
  },
};

/** No located machine matches: the map (basemap and warehouses) with "No machine with a known position matches". */
export const MapEmpty: Story = {
  parameters: {
    ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { view: 'map' } }),
    msw: [equipmentPositionsHandlers.empty(), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Fleet map' })).toBeVisible();
    await expect(canvas.getByText('No machine with a known position matches')).toBeVisible();
  },
};

/** 100,000 machines in one columnar answer (rules 17.9, 21.13): all counted and drawn. */
export const Map100k: Story = {
  name: 'Map 100k',
  parameters: {
    ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { view: 'map' } }),
    msw: [equipmentPositionsHandlers.large(100_000), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('100,000 machines on the map', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Fleet map' })).toBeVisible();
  },
};

/** One located machine: the answer has no names, so hovering its point asks the server (`at`) and shows the name. */
const ONE_LOCATED = EQUIPMENT.filter((item) => item.inventoryStatus !== 'never_seen').slice(0, 1);
export const MapNamesTheMachineUnderThePointer: Story = {
  parameters: {
    ...appParameters({ user: adminUser, route: '/equipment', equipmentList: { view: 'map' } }),
    msw: [equipmentPositionsHandlers.populated(ONE_LOCATED), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Fleet map' });
    await expect(await canvas.findByText('1 machine on the map')).toBeVisible();
    const viewport = await waitFor(() => {
      const found = region.querySelector('canvas');
      if (found === null) throw new globalThis.Error('the map has not drawn yet');
      return found;
    });
    const box = viewport.getBoundingClientRect();
    // One point: the view is fitted on it, so it sits in the middle of the map.
    await userEvent.pointer([{ target: viewport, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } }]);
    await expect(await canvas.findByText(ONE_LOCATED[0]?.name ?? '?')).toBeInTheDocument();
  },
};

/** Three machines report a fault (rules 4.5): each shows Faulty with its error code; the Faults filter keeps them. */
const WITH_FAULTS = EQUIPMENT_ROWS.map((row, i) =>
  i === 1 || i === 11 || i === 26 ? { ...row, activity: 'faulty' as const, errorCode: `E-${String(300 + i)}` } : row,
);
export const FaultyMachines: Story = {
  parameters: { msw: [equipmentHandlers.populated(WITH_FAULTS), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    const mower = within(list).getByRole('rowheader', { name: 'North crew mower 2' }).closest('tr');
    await expect(mower).toHaveTextContent('Faulty');
    await expect(mower).toHaveTextContent('Error code E-301');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Faults' }), 'With an error code');
    await waitFor(() => expect(rowNames(list)).toEqual(['North crew mower 2', 'Zero-turn 52 Parks', 'Trimmer N-02', 'Chainsaw 18 Parks']));
  },
};
