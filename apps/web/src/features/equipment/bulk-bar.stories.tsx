import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { BulkBar } from './bulk-bar';

const TAG_GROUPS = [
  { id: 'tg_1', name: 'Crews', tags: [{ id: 'tag_1', name: 'North', groupId: 'tg_1', groupName: 'Crews' }] },
] as unknown as TagGroupWithTags[];

/**
 * The equipment list's bulk bar (docs/roles.md "Bulk actions"): nothing selected, a page selected
 * with "select all N matching", every matching machine selected, each role's actions, and the
 * admin's delete confirmation stating the number.
 */
const meta = {
  title: 'Screens/Equipment list/Bulk bar',
  component: BulkBar,
  parameters: { ...appParameters({ user: adminUser, route: '/equipment' }), msw: scenario(), layout: 'padded' },
  args: {
    count: 20,
    allMatching: false,
    matchingCount: 40,
    role: 'admin',
    tagGroups: TAG_GROUPS,
    busy: false,
    onSelectAllMatching: fn(),
    onClear: fn(),
    onTag: fn(),
    onExport: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof BulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('toolbar');

export const NothingSelected: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar', { name: 'Actions on the selected machines' })).not.toBeInTheDocument();
  },
};

export const PageSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const toolbar = within(bar(canvasElement) ?? canvasElement);
    await expect(toolbar.getByRole('status')).toHaveTextContent('20 machines selected');
    await userEvent.click(toolbar.getByRole('button', { name: 'Select all 40 machines matching the filters' }));
    await expect(args.onSelectAllMatching).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(toolbar.getByLabelText('Tag'), 'tag_1');
    await userEvent.click(toolbar.getByRole('button', { name: 'Add tag' }));
    await expect(args.onTag).toHaveBeenCalledWith('tag_1', 'add');
    await userEvent.click(toolbar.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

export const AllMatchingSelected: Story = {
  args: { count: 40, allMatching: true },
  play: async ({ canvasElement }) => {
    const toolbar = within(bar(canvasElement) ?? canvasElement);
    await expect(toolbar.getByRole('status')).toHaveTextContent('40 machines selected');
    await expect(toolbar.queryByRole('button', { name: /matching the filters/ })).not.toBeInTheDocument();
  },
};

export const Manager: Story = {
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const toolbar = within(bar(canvasElement) ?? canvasElement);
    await expect(toolbar.getByRole('button', { name: 'Remove tag' })).toBeDisabled();
    await expect(toolbar.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

export const Employee: Story = {
  args: { role: 'employee' },
  play: async ({ canvasElement }) => {
    const toolbar = within(bar(canvasElement) ?? canvasElement);
    await expect(toolbar.getByRole('button', { name: 'Export XLSX' })).toBeEnabled();
    await expect(toolbar.queryByRole('button', { name: 'Add tag' })).not.toBeInTheDocument();
    await expect(toolbar.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

export const DeleteConfirm: Story = {
  args: { count: 40, allMatching: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(bar(canvasElement) ?? canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 40 machines?' });
    await expect(dialog).toHaveTextContent('40 machines are deleted permanently.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(40);
  },
};

/** The bar and the delete confirmation in `language`: every text translated (the count in each), axe-checked. */
const inLanguage = (language: string, deleteLabel: string): Story => ({
  args: { count: 40, allMatching: false, matchingCount: 120 },
  globals: { language },
  play: async ({ canvasElement }) => {
    const toolbar = bar(canvasElement);
    await expect(toolbar).toHaveTextContent('40');
    await expect(toolbar).toHaveTextContent('120');
    await userEvent.click(within(toolbar ?? canvasElement).getByRole('button', { name: deleteLabel }));
    const dialog = await screen.findByRole('dialog', { name: /40/ });
    await expect(dialog).toHaveTextContent('40');
    await userEvent.keyboard('{Escape}');
  },
});

export const GermanDelete: Story = inLanguage('de-DE', 'Löschen');
export const SpanishDelete: Story = inLanguage('es-ES', 'Eliminar');
export const FrenchDelete: Story = inLanguage('fr-FR', 'Supprimer');
export const ItalianDelete: Story = inLanguage('it-IT', 'Elimina');
export const DutchDelete: Story = inLanguage('nl-NL', 'Verwijderen');
export const EnglishDelete: Story = inLanguage('en-US', 'Delete');
