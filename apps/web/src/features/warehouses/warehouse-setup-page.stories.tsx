import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser } from '../../testing/fixtures/users';
import { geocodeHandlers } from '../../testing/handlers/geocode';
import { scenario } from '../../testing/handlers/scenarios';
import { warehouseHandlers } from '../../testing/handlers/warehouses';
import { appParameters } from '../../testing/story-parameters';
import { WarehouseSetupPage } from './warehouse-setup-page';

/**
 * The warehouse set-up wizard (/warehouse/new, /warehouse/:id/edit; rules 17.2, 17.3) through the
 * whole app: search (testing/handlers/geocode.ts: coordinates, a few Chicago addresses), the map,
 * the radius and the save against the stateful warehouse handlers.
 */
const meta = {
  title: 'Screens/Warehouses/Set-up',
  component: WarehouseSetupPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/warehouse/new" />,
} satisfies Meta<typeof WarehouseSetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const SEARCH = 'Search an address or coordinates';

/** Step 1 by keyboard: type coordinates (chosen at once), Next. */
const chooseCoordinates = async (canvasElement: HTMLElement, typed = '41.8781, -87.6298') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: SEARCH }, LONG), typed);
  await expect(canvas.getByText('41.87810, -87.62980')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
};

/** Step 1: typed coordinates are the chosen point at once, Next enabled with no result to click (rules 17.2). */
export const Step1Location: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Step 1 of 3', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(await canvas.findByRole('region', { name: 'Map: click to choose the warehouse location' }, LONG)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: SEARCH }), '41.8781° N, 87.6298° W');
    await expect(canvas.getByText('Chosen location')).toBeVisible();
    await expect(canvas.getByText('41.87810, -87.62980')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Step 1: an address search lists Chicago places; arrow keys move between them. */
export const Step1AddressSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: SEARCH }, LONG), 'Chicago{Enter}');
    const results = await canvas.findByRole('list', { name: 'Search results' }, LONG);
    await expect(within(results).getAllByRole('button')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByText(/^Navy Pier, 600 East Grand Avenue/)).toBeVisible();
  },
};

/** Step 1 when the address search is off: the advice to type coordinates or click the map. */
export const Step1GeocoderUnavailable: Story = {
  parameters: { msw: [...geocodeHandlers.unavailable(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: SEARCH }, LONG), 'Navy Pier{Enter}');
    await expect(await canvas.findByText('Address search is not available right now. Enter coordinates or click the map.', {}, LONG)).toBeVisible();
  },
};

/** Step 2: slider and metres in sync, 150 m by default; out-of-range radius keeps Next disabled. */
export const Step2Radius: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCoordinates(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    const metres = canvas.getByRole('spinbutton', { name: 'Radius in metres' });
    await expect(metres).toHaveValue(150);
    await userEvent.clear(metres);
    await userEvent.type(metres, '60000');
    await expect(canvas.getByText('Radius must be between 10 and 50000.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.clear(metres);
    await userEvent.type(metres, '400');
    await expect(canvas.getByRole('slider', { name: 'Radius slider' })).toHaveAttribute('aria-valuetext', '400 m');
    await expect(canvas.getByRole('region', { name: 'Map of the warehouse radius' })).toBeVisible();
  },
};

/** Step 3: name it, save, land on the list with the new warehouse. */
export const Step3Name: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCoordinates(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Loop Yard');
    await expect(canvas.getByRole('region', { name: 'Summary' })).toHaveTextContent('41.87810, -87.62980');
    await userEvent.click(canvas.getByRole('button', { name: 'Save warehouse' }));
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    await expect(await within(table).findByRole('rowheader', { name: 'Loop Yard' }, LONG)).toBeVisible();
  },
};

/** The server refuses the name: the wizard shows its error on the name field of step 3. */
export const InvalidName: Story = {
  parameters: { msw: [...warehouseHandlers.invalidName(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCoordinates(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Loop Yard');
    await userEvent.click(canvas.getByRole('button', { name: 'Save warehouse' }));
    await expect(await canvas.findByText('Your Name must be at most 50 characters long', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A name another warehouse of the company has: "taken" on the name field, like a tag name (rules 17.2, 5.12). */
export const NameTaken: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCoordinates(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'North Depot');
    await userEvent.click(canvas.getByRole('button', { name: 'Save warehouse' }));
    await expect(await canvas.findByText('Another warehouse already has this name.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Edit: the same wizard prefilled from the list entry. */
export const Edit: Story = {
  render: () => <AppAtRoute path="/warehouse/wh_south_0001/edit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit warehouse', level: 1 }, LONG)).toBeVisible();
    await expect(await canvas.findByText('3901 S Ashland Ave, Chicago, IL 60609', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Radius in metres' })).toHaveValue(150);
  },
};

/** German (de-DE): the stepper and the search in German. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Schritt 1 von 3', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Adresse oder Koordinaten suchen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  },
};
