import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar, TabPanel } from './tab-bar';

afterEach(cleanup);

const ITEMS = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
  { key: 'c', label: 'Gamma' },
] as const;

const Tabs = () => {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <TabBar idBase="t" label="Letters" items={ITEMS} selected={selected} onSelect={setSelected} tabClassName={(on) => (on ? 'on' : 'off')} />
      <TabPanel idBase="t" tabKey={selected}>
        panel {selected}
      </TabPanel>
    </>
  );
};

const selectedName = () => screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);

describe('TabBar (the ARIA tabs pattern of the report tabs)', () => {
  it('selects by click and by arrows, Home and End, keeping one tab in the Tab order and naming the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    const list = screen.getByRole('tablist', { name: 'Letters' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('panel a');

    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(selectedName()).toEqual(['Beta']);
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    await user.keyboard('{ArrowRight}');
    expect(selectedName()).toEqual(['Gamma']);
    expect(document.activeElement?.textContent).toBe('Gamma');
    await user.keyboard('{ArrowRight}');
    expect(selectedName()).toEqual(['Alpha']);
    await user.keyboard('{ArrowLeft}');
    expect(selectedName()).toEqual(['Gamma']);
    await user.keyboard('{Home}');
    expect(selectedName()).toEqual(['Alpha']);
    await user.keyboard('{End}');
    expect(selectedName()).toEqual(['Gamma']);
    expect(document.activeElement?.textContent).toBe('Gamma');
    expect(screen.getByRole('tabpanel', { name: 'Gamma' }).textContent).toBe('panel c');
  });
});
