import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { DEALER_USER_POSITION } from '../../testing/fixtures/dealers';
import { adminUser } from '../../testing/fixtures/users';
import { dealerHandlers } from '../../testing/handlers/dealers';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { fitsItsWidth } from '../../testing/width-checks';
import { DealerListPage } from './dealer-list-page';
import { fixedGeolocation, GeolocationProvider, type LocationOutcome } from './geolocation';

/**
 * /dealer (rules 2.17, 15) through the whole app: the connected page against MSW
 * (testing/handlers/dealers.ts: twelve dealers, two in the viewer's collection) and a fake
 * geolocation (`args.location`: granted at Chicago's Loop, refused, unavailable).
 */
const meta = {
  title: 'Screens/Dealers/List',
  component: DealerListPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  args: { location: { kind: 'granted', position: DEALER_USER_POSITION } as LocationOutcome },
  render: ({ location }: { readonly location: LocationOutcome }) => (
    <GeolocationProvider value={fixedGeolocation(location)}>
      <AppAtRoute path="/dealer" />
    </GeolocationProvider>
  ),
} satisfies Meta<{ readonly location: LocationOutcome }>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const dealerTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Dealers' }, LONG);
/** The table is no wider than the screen gives it (no sideways scrolling at 1200 px). */
const tableFits = async (table: HTMLElement) => {
  const frame = table.parentElement?.getBoundingClientRect().width ?? 0;
  await expect(Math.round(table.getBoundingClientRect().width)).toBeLessThanOrEqual(Math.round(frame));
  await fitsItsWidth(table.closest('main'));
};
const pressNearby = async (canvasElement: HTMLElement) => userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nearby' }, LONG));

/** Before "Nearby": the company's home order (Chicago: Midwest dealers first, by name), no distance column, links for telephone, email and website; the page fits 1200 px. */
export const PopulatedWithoutLocation: Story = {
  play: async ({ canvasElement }) => {
    const table = await dealerTable(canvasElement);
    await expect(await within(table).findByText('Austin Green Machines', {}, LONG)).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Distance' })).toBeNull();
    await expect(within(table).getByRole('link', { name: '+1 512-555-0176' })).toHaveAttribute('href', 'tel:+15125550176');
    await expect(within(table).getByRole('link', { name: /^austingreen\.example/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(await within(canvasElement).findByRole('region', { name: 'Map of the dealers found' }, LONG)).toBeVisible();
    await tableFits(table);
    await fitsItsWidth(document.documentElement);
  },
};

/** "Nearby" granted: nearest first with the distance in miles, the user's position on the map. */
export const NearbyGranted: Story = {
  play: async ({ canvasElement }) => {
    await dealerTable(canvasElement);
    await pressNearby(canvasElement);
    const table = await dealerTable(canvasElement);
    await expect(await within(table).findByRole('columnheader', { name: 'Distance' }, LONG)).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Lakeshore Turf Equipment'), LONG);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Nearest dealers first');
    await tableFits(table);
    await fitsItsWidth(document.documentElement);
  },
};

/** The browser refused the location: the message of rules 15.4, the list still in the home order. */
export const LocationRefused: Story = {
  args: { location: { kind: 'denied' } },
  play: async ({ canvasElement }) => {
    await dealerTable(canvasElement);
    await pressNearby(canvasElement);
    await expect(await within(canvasElement).findByText('Please authorise the location service to see dealers near you.', {}, LONG)).toBeVisible();
    // The list may be refetching after the refusal: wait for its rows rather than read them at once.
    await expect(await within(await dealerTable(canvasElement)).findByText('Austin Green Machines', {}, LONG)).toBeVisible();
  },
};

/** Refused, then a town typed to measure from (rules 15.4, 15.9): nearest to Evanston first, with distances. */
export const LocationRefusedMeasuredFromTown: Story = {
  args: { location: { kind: 'denied' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dealerTable(canvasElement);
    await pressNearby(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Town or postcode to measure from' }, LONG), 'Evanston');
    await userEvent.click(canvas.getByRole('button', { name: 'Measure' }));
    await expect(await canvas.findByText('Nearest dealers first, distances from Evanston, IL, US.', {}, LONG)).toBeVisible();
    const table = await dealerTable(canvasElement);
    await expect(await within(table).findByRole('columnheader', { name: 'Distance' }, LONG)).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Evanston Mower Service'), LONG);
    await tableFits(table);
  },
};

/** A town nobody in the directory is in: said so, the list stays in the home order. */
export const MeasuredFromUnknownTown: Story = {
  args: { location: { kind: 'denied' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dealerTable(canvasElement);
    await pressNearby(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Town or postcode to measure from' }, LONG), 'Atlantis');
    await userEvent.click(canvas.getByRole('button', { name: 'Measure' }));
    await expect(await canvas.findByText('No town or postcode “Atlantis” in the dealer directory. Try a nearby town.', {}, LONG)).toBeVisible();
  },
};

/** A postcode search no dealer has (60601): the dealers nearest its area instead, said in the status line. */
export const PostcodeSearchNearestArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dealerTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search name, town, city or postcode' }), '60601');
    await expect(await canvas.findByText('No dealer matches “60601”: showing the dealers nearest Chicago, IL, US.', {}, LONG)).toBeVisible();
    const table = await dealerTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Lakeshore Turf Equipment'), LONG);
  },
};

/** A region chosen: the country list offers only its countries (rules 15.5). */
export const RegionNarrowsCountries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dealerTable(canvasElement);
    const region = canvas.getByRole('combobox', { name: 'Region' });
    await waitFor(
      () =>
        expect(
          within(region)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toContain('Western Europe'),
      LONG,
    );
    await userEvent.selectOptions(region, 'Western Europe');
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await waitFor(
      () =>
        expect(
          within(country)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['All', 'France', 'Germany', 'Netherlands']),
      LONG,
    );
  },
};

/** No position could be found: the message of rules 15.4. */
export const LocationUnavailable: Story = {
  args: { location: { kind: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await dealerTable(canvasElement);
    await pressNearby(canvasElement);
    await expect(await within(canvasElement).findByText('Could not get your current location.', {}, LONG)).toBeVisible();
  },
};

/** "Only my collection" with two dealers in it. */
export const CollectionOnly: Story = {
  play: async ({ canvasElement }) => {
    const table = await dealerTable(canvasElement);
    await within(table).findByText('Austin Green Machines', {}, LONG);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Only my collection' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2), LONG);
    await expect(within(table).getByRole('button', { name: 'Remove from my collection: Milwaukee Yard & Fleet' })).toHaveTextContent('Remove');
  },
};

/** "Only my collection" with nothing saved yet. */
export const CollectionEmpty: Story = {
  parameters: { msw: [...dealerHandlers.emptyCollection(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await dealerTable(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('checkbox', { name: 'Only my collection' }, LONG));
    await expect(await within(canvasElement).findByText('Your collection is empty', {}, LONG)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [...dealerHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

/** No dealer matches: "No results found" (rules 8.5). */
export const Empty: Story = {
  parameters: { msw: [...dealerHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results found', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...dealerHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The dealers could not be loaded.', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A phone (414 px), located: one card per dealer with its distance; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await pressNearby(canvasElement);
    const cards = await within(canvasElement).findByRole('region', { name: 'Dealers' }, LONG);
    await expect(await within(cards).findByText('3.6 mi', {}, LONG)).toBeVisible();
    // Each button says what it does: Lakeshore is in the collection, Evanston is not.
    await expect(within(cards).getByRole('button', { name: 'Remove from my collection: Lakeshore Turf Equipment' })).toHaveTextContent('Remove');
    await expect(within(cards).getByRole('button', { name: 'Add to my collection: Evanston Mower Service' })).toHaveTextContent('Add');
    await expect(within(canvasElement).getAllByRole('region', { name: 'Map of the dealers found' })).toHaveLength(1);
    await fitsItsWidth(cards.closest('main'));
    await fitsItsWidth(document.documentElement);
  },
};
