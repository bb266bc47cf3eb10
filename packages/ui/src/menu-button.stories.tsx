import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LANGUAGE_SWITCHER_WIDTH_PX } from '@yardfleet/domain/constants';
import { GlobeIcon } from './icons';
import { MenuButton, type MenuButtonItem } from './menu-button';

const LANGUAGES: readonly MenuButtonItem[] = [
  { key: 'en-US', label: 'English', lang: 'en-US' },
  { key: 'fr-FR', label: 'Français', lang: 'fr-FR' },
  { key: 'de-DE', label: 'Deutsch', lang: 'de-DE' },
  { key: 'nl-NL', label: 'Nederlands', lang: 'nl-NL' },
  { key: 'es-ES', label: 'Español', lang: 'es-ES' },
  { key: 'it-IT', label: 'Italiano', lang: 'it-IT' },
];

/** MenuButton (packages/ui/src/menu-button.tsx): the single-choice menu of the language switch (164 px, rules 9.4). */
const meta = {
  title: 'UI kit/MenuButton',
  component: MenuButton,
  parameters: { layout: 'padded' },
  args: { label: 'Language', items: LANGUAGES, menuWidth: LANGUAGE_SWITCHER_WIDTH_PX, onSelect: fn(), children: null },
  render: function Render(args) {
    const [current, setCurrent] = useState('en-US');
    return (
      <MenuButton
        {...args}
        items={args.items.map((item) => ({ ...item, current: item.key === current }))}
        onSelect={(key) => {
          args.onSelect(key);
          setCurrent(key);
        }}
      >
        <GlobeIcon />
        <span>{LANGUAGES.find((l) => l.key === current)?.label}</span>
      </MenuButton>
    );
  },
} satisfies Meta<typeof MenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse: open, the current item is checked, choosing one closes the menu and reports its key. */
export const ChooseWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Language/ }));
    const menu = canvas.getByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onSelect).toHaveBeenCalledWith('de-DE');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Keyboard: ArrowDown opens on the current item, arrows move, Enter chooses, Escape closes. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Language/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('de-DE');
    button.focus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};
