import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser, powerUser } from '../../testing/fixtures/users';
import { personalHandlers } from '../../testing/handlers/personal';
import { reportHandlers } from '../../testing/handlers/reports';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { ReportPage } from './report-page';

/**
 * /report (rules 10) through the whole app: the connected page against MSW
 * (testing/handlers/reports.ts, fixtures/reports.ts: reports computed from the request, so every
 * period shows data). Each report populated, loading, with an empty period and failing; the
 * power-only company; German; the period picker open. The language toolbar shows the six languages.
 */
const meta = {
  title: 'Screens/Report',
  component: ReportPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/report" />,
} satisfies Meta<typeof ReportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
type Tab = 'Inventory' | 'Equipment usage' | 'Maintenance' | 'Charger power consumption';

/** Opens the report tab `tab` (the inventory is the first and shown at once). */
const openTab = async (canvasElement: HTMLElement, tab: Tab) => {
  const list = await within(canvasElement).findByRole('tablist', { name: 'Report' }, LONG);
  await userEvent.click(within(list).getByRole('tab', { name: tab }));
  return within(canvasElement);
};

/** A populated report: its chart (an image with its table of numbers), its totals and its rows. */
const populated = (tab: Tab, chart: string): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, tab);
    await expect(await canvas.findByRole('img', { name: chart }, LONG)).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: chart })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Totals' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: tab })).getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
});

const loading = (tab: Tab): Story => ({
  parameters: { msw: [...reportHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, tab);
    await expect(await canvas.findByText('Loading…', {}, LONG)).toBeVisible();
  },
});

const emptyPeriod = (tab: Tab, text = 'No data in this period'): Story => ({
  parameters: { msw: [...reportHandlers.emptyPeriod(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, tab);
    await expect(await canvas.findByText(text, {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Totals' })).toBeNull();
  },
});

const failing = (tab: Tab): Story => ({
  parameters: { msw: [...reportHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, tab);
    await expect(await canvas.findByText('The report could not be loaded.', {}, LONG)).toBeVisible();
    // The server's text under the title (the toast of the error policy says it too).
    await expect((await canvas.findAllByText('Code: 500, Message: Internal Server Error')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const InventoryPopulated: Story = populated('Inventory', 'Equipment by inventory status');
export const InventoryLoading: Story = loading('Inventory');
export const InventoryEmpty: Story = emptyPeriod('Inventory', 'No equipment matches these filters');
export const InventoryError: Story = failing('Inventory');

export const UsagePopulated: Story = populated('Equipment usage', 'Activity time per day (hours)');
/**
 * The usage report's measures with their definitions (rules 10.12): each total says what it counts,
 * the runtime is the sum of the activities beside it and offline is an average per machine.
 */
export const UsageDefinitions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Equipment usage');
    const totals = await canvas.findByRole('region', { name: 'Totals' }, LONG);
    const figure = (label: string) => {
      const term = within(totals).getByText(label, { selector: 'dt' });
      return { value: term.nextElementSibling?.textContent ?? '', help: term.nextElementSibling?.nextElementSibling?.textContent ?? '' };
    };
    const hours = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    const activities = ['Working', 'Moving', 'Transfer', 'Charging', 'Idle', 'Faulty'].map((label) => hours(figure(label).value));
    await expect(hours(figure('Runtime').value)).toBeCloseTo(
      activities.reduce((a, b) => a + b, 0),
      6,
    );
    await expect(figure('Runtime').help).toBe('Time switched on and reporting; the sum of the activities beside it.');
    await expect(figure('Working').help).toBe("Doing the category's work: mowing, trimming, blowing…");
    await expect(figure('Offline, average per machine').help).toMatch(/not part of the runtime/);
    await expect(within(totals).getByText('Time switched on and reporting; the sum of the activities beside it.')).toBeVisible();
    await expect(canvas.queryByText('Mowing')).toBeNull();
  },
};
export const UsageLoading: Story = loading('Equipment usage');
export const UsageEmptyPeriod: Story = emptyPeriod('Equipment usage');
export const UsageError: Story = failing('Equipment usage');

export const MaintenancePopulated: Story = populated('Maintenance', 'Expenses by month');
export const MaintenanceLoading: Story = loading('Maintenance');
export const MaintenanceEmptyPeriod: Story = emptyPeriod('Maintenance');
export const MaintenanceError: Story = failing('Maintenance');

export const PowerPopulated: Story = populated('Charger power consumption', 'Energy per day (kWh)');
export const PowerLoading: Story = loading('Charger power consumption');
export const PowerEmptyPeriod: Story = emptyPeriod('Charger power consumption');
export const PowerError: Story = failing('Charger power consumption');

/** A power-only company sees the power report alone (the server refuses the others with 1170010403). */
export const PowerOnlyCompany: Story = {
  parameters: { ...appParameters({ user: powerUser, router: false }), msw: scenario({ user: powerUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist', { name: 'Report' }, LONG);
    await expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Charger power consumption']);
    await expect(await canvas.findByRole('img', { name: 'Energy per day (kWh)' }, LONG)).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Category' })).toBeNull();
  },
};

/**
 * The company's time zone still loading (rules 10.6: the page's frame paints at once): the inventory
 * (a snapshot, no period) is shown already; a period report shows its loading shape, its period
 * button names the choice but is disabled, and so are the downloads, until the zone is known.
 */
export const CompanyZoneLoading: Story = {
  parameters: { msw: [...personalHandlers(adminUser, 'loading'), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Equipment by inventory status' }, LONG)).toBeInTheDocument();
    await openTab(canvasElement, 'Charger power consumption');
    await expect(await canvas.findByText('Loading…', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Period Last 30 days' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

/** German: tabs, period, columns, units and numbers in German. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Berichte' }, LONG)).toBeVisible();
    const list = await canvas.findByRole('tablist', { name: 'Bericht' }, LONG);
    await userEvent.click(within(list).getByRole('tab', { name: 'Stromverbrauch der Ladegeräte' }));
    await expect(await canvas.findByRole('img', { name: 'Energie pro Tag (kWh)' }, LONG)).toBeInTheDocument();
    // The chart's day column is "Datum": "Tag" is the tag filter on the same page.
    await expect((await canvas.findAllByRole('columnheader', { name: 'Datum' }, LONG)).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('columnheader', { name: 'Tag' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Zeitraum Letzte 30 Tage/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV herunterladen' })).toBeVisible();
  },
};

/** The period picker open: the four presets and the week picker with ISO week numbers. */
export const PeriodPickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Charger power consumption');
    await userEvent.click(await canvas.findByRole('button', { name: /^Period Last 30 days: / }, LONG));
    const body = within(canvasElement.ownerDocument.body);
    const presets = await body.findByRole('group', { name: 'Presets' }, LONG);
    await expect(within(presets).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(body.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(await body.findByRole('grid', {}, LONG)).toBeVisible();
  },
};

/** The month picker (rules 10.6): the twelve months of a year as buttons, later ones disabled; a click chooses the month. */
export const PeriodMonthPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Charger power consumption');
    await userEvent.click(await canvas.findByRole('button', { name: /^Period Last 30 days: / }, LONG));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('tab', { name: 'Month' }, LONG));
    await expect(await body.findByText('Choose the month to report', {}, LONG)).toBeVisible();
    await expect(body.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Previous year' }));
    const months = within(body.getByRole('group', { name: /^\d{4}$/ })).getAllByRole('button');
    await expect(months).toHaveLength(12);
    await userEvent.click(months[1] as HTMLElement);
    await expect(await canvas.findByRole('button', { name: /^Period Feb \d{4}: / }, LONG)).toBeVisible();
  },
};

/** The range picker (rules 10.6): a new first click starts a new range, the second ends it. */
export const PeriodRangePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Charger power consumption');
    await userEvent.click(await canvas.findByRole('button', { name: /^Period Last 30 days: / }, LONG));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('tab', { name: 'Range' }, LONG));
    const apply = await body.findByRole('button', { name: 'Show this range' }, LONG);
    await expect(apply).toBeEnabled();
    await userEvent.click(body.getByRole('button', { name: /^2, / }));
    await expect(apply).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: /^4, / }));
    await expect(apply).toBeEnabled();
  },
};
