import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { ImportDryRun } from '@yardfleet/contract/endpoints/equipment-import';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { ImportDialogView } from './import-dialog-view';

const WITH_ERRORS: ImportDryRun = {
  planDigest: 'd1',
  counts: { changed: 2, unchanged: 16, refused: 2 },
  rows: [
    { line: 2, serialNumber: 'LM21-2025-000101', outcome: 'changed', name: { before: 'Mower 1', after: 'North mower 1' }, tags: null },
    { line: 3, serialNumber: 'LM21-2025-000102', outcome: 'changed', name: null, tags: { before: [], after: ['Crews: North', 'Sites: Depot'] } },
    { line: 7, serialNumber: 'LM21 2025', outcome: 'refused', problems: [{ field: 'serialNumber', code: 'no_spaces' }] },
    {
      line: 12,
      serialNumber: 'LM21-2025-000111',
      outcome: 'refused',
      problems: [
        { field: 'name', code: 'too_long', max: 50 },
        { field: 'tags', code: 'unknown_tag', tag: 'Crews: West' },
      ],
    },
  ],
};

const ALL_GOOD: ImportDryRun = { ...WITH_ERRORS, counts: { changed: 2, unchanged: 16, refused: 0 }, rows: WITH_ERRORS.rows.slice(0, 2) };

/**
 * The equipment import dialog (rules 23) in each of its states: idle, uploading, a dry run with
 * refused rows, a dry run that is all good, applying, applied, a failure, a file refused as too
 * large or in an unreadable encoding, and the dry run in each of the six languages. Axe checks each.
 */
const meta = {
  title: 'Screens/Equipment list/Import dialog',
  component: ImportDialogView,
  parameters: { ...appParameters({ user: adminUser, route: '/equipment' }), msw: scenario() },
  args: {
    state: { step: 'idle' },
    downloading: false,
    onDownloadTemplate: fn(),
    onChooseFile: fn(),
    onApply: fn(),
    onStartOver: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ImportDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Import equipment details' });

export const Idle: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Download template (CSV)' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith('csv');
    const input = d.getByLabelText('File to check (CSV or XLSX, at most 10 MB)');
    await userEvent.upload(input, new File(['Serial number,Name\n'], 'fleet.csv', { type: 'text/csv' }));
    await expect(args.onChooseFile).toHaveBeenCalledTimes(1);
    await expect(d.queryByRole('button', { name: 'Apply changes' })).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { state: { step: 'uploading', fileName: 'fleet.csv' } },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status')).toHaveTextContent('Checking the file…');
    await expect(d.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const DryRunWithErrors: Story = {
  args: { state: { step: 'checked', fileName: 'fleet.csv', result: WITH_ERRORS } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('2 machines to change, 16 unchanged, 2 rows refused');
    const rows = d.getAllByRole('row');
    // Refused rows first, each naming its line, its field and the reason.
    await expect(rows[1]).toHaveTextContent('7');
    await expect(rows[1]).toHaveTextContent('Serial number: may not contain spaces.');
    await expect(rows[2]).toHaveTextContent('Name: at most 50 characters.');
    await expect(rows[2]).toHaveTextContent('Tags: unknown tag “Crews: West”.');
    await expect(rows[3]).toHaveTextContent('Name: Mower 1 → North mower 1');
    await expect(rows[4]).toHaveTextContent('Tags: no tags → Crews: North; Sites: Depot');
    await expect(d.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
  },
};

export const AllGood: Story = {
  args: { state: { step: 'checked', fileName: 'fleet.csv', result: ALL_GOOD } },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent('2 machines to change, 16 unchanged, 0 rows refused');
    await userEvent.click(d.getByRole('button', { name: 'Apply changes' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const ChangedSinceTheCheck: Story = {
  args: { state: { step: 'checked', fileName: 'fleet.csv', result: ALL_GOOD, changedMeanwhile: true } },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Your machines changed since the check.');
  },
};

export const Applying: Story = {
  args: { state: { step: 'applying', fileName: 'fleet.csv', result: ALL_GOOD } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getAllByRole('status')[0]).toHaveTextContent('Applying the changes…');
    await expect(d.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
  },
};

export const Applied: Story = {
  args: { state: { step: 'applied', counts: { changed: 18, unchanged: 2, refused: 0 } } },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent('18 machines changed.');
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { state: { step: 'failed' } },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('The file could not be checked or applied. Try again.');
  },
};

export const TooLarge: Story = {
  args: { state: { step: 'refused', fileName: 'huge.csv', problem: { code: 'too_large', maxBytes: 10 * 1024 * 1024 } } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    await expect(d.getByLabelText('File to check (CSV or XLSX, at most 10 MB)')).toBeInTheDocument();
  },
};

export const UnreadableEncoding: Story = {
  args: { state: { step: 'refused', fileName: 'fleet-1252.csv', problem: { code: 'encoding_unsupported' } } },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Save it as “CSV UTF-8” or as XLSX');
  },
};

export const KeyboardOnly: Story = {
  args: { state: { step: 'checked', fileName: 'fleet.csv', result: ALL_GOOD } },
  play: async ({ args }) => {
    await dialog();
    // Tab reaches every control of the dialog in order; Escape closes it.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The dry run with refused rows in `language`: every text translated (the figures in each), axe-checked. */
const inLanguage = (language: string, title: string): Story => ({
  args: { state: { step: 'checked', fileName: 'fleet.csv', result: WITH_ERRORS } },
  globals: { language },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: title });
    await expect(within(d).getByRole('alert')).toHaveTextContent('16');
    await expect(d).toHaveTextContent('50');
    await expect(d).toHaveTextContent('Crews: West');
  },
});

export const German: Story = inLanguage('de-DE', 'Gerätedaten importieren');
export const Spanish: Story = inLanguage('es-ES', 'Importar datos de los equipos');
export const French: Story = inLanguage('fr-FR', 'Importer les données des machines');
export const Italian: Story = inLanguage('it-IT', 'Importa i dati delle macchine');
export const Dutch: Story = inLanguage('nl-NL', 'Machinegegevens importeren');
export const English: Story = inLanguage('en-US', 'Import equipment details');
