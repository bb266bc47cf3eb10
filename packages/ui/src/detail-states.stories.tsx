import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailStates } from './detail-states';

interface Machine {
  readonly name: string;
  readonly serialNumber: string;
}

/** DetailStates (packages/ui/src/detail-states.tsx): the loading, error, not-found and ready states of a page opened by an id. */
const meta = {
  title: 'UI kit/DetailStates',
  component: DetailStates<Machine>,
  parameters: { layout: 'padded' },
  args: {
    state: { kind: 'ready', detail: { name: 'North crew mower 1', serialNumber: 'YF21LM5A0117' } },
    loadingLabel: 'Loading…',
    errorTitle: 'The machine could not be loaded.',
    retryLabel: 'Try again',
    onRetry: fn(),
    notFoundTitle: 'Equipment not found',
    notFoundBody: 'It may have been deleted, or the link is wrong.',
    back: (
      <a href="#list" className="text-sm font-medium text-emerald-700 underline">
        Back to the equipment list
      </a>
    ),
    children: (machine: Machine) => (
      <article>
        <h1 className="text-xl font-semibold">{machine.name}</h1>
        <p className="font-mono text-xs">{machine.serialNumber}</p>
      </article>
    ),
  },
} satisfies Meta<typeof DetailStates<Machine>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'North crew mower 1' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Error: Story = {
  args: { state: { kind: 'error', detail: 'Code: 500, Message: Internal Server Error' } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Code: 500, Message: Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The charge system's and the gateway's way: the link back above the error. */
export const ErrorWithBack: Story = {
  args: { state: { kind: 'error' }, backAboveError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the equipment list' })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The machine could not be loaded.');
  },
};

export const NotFound: Story = {
  args: { state: { kind: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Equipment not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the equipment list' })).toBeVisible();
  },
};
