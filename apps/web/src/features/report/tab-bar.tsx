import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its key (unique in the bar, part of the ids) and its visible name. */
export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

/** The id of the tab `key` of the bar `idBase`, and of its panel (for aria-controls / aria-labelledby). */
export const tabId = (idBase: string, key: string): string => `${idBase}-tab-${key}`;
export const tabPanelId = (idBase: string, key: string): string => `${idBase}-panel-${key}`;

/**
 * A tab list of native buttons with the WAI-ARIA tabs pattern (rules 21.2: /report's first screen
 * without the Headless UI tabs chunk; the behaviour of Headless UI's TabGroup is kept): role
 * tablist named by `label`, each tab role tab with aria-selected and aria-controls, only the
 * selected tab in the Tab order (roving tabindex); Left / Right arrows (wrapping, mirrored in a
 * right-to-left page), Home and End move the focus and select (automatic activation). The caller
 * renders the selected panel with `TabPanel` and the same `idBase`.
 */
export const TabBar = <K extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
  className,
  tabClassName,
}: {
  readonly idBase: string;
  readonly label?: string;
  readonly items: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly className?: string;
  readonly tabClassName: (selected: boolean) => string;
}) => {
  const listRef = useRef<HTMLDivElement | null>(null);
  const current = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );
  const move = (index: number): void => {
    const count = items.length;
    const wrapped = ((index % count) + count) % count;
    const item = items[wrapped];
    if (item === undefined) return;
    onSelect(item.key);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) move(current + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const isSelected = item.key === items[current]?.key;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(idBase, item.key)}
            aria-selected={isSelected}
            aria-controls={isSelected ? tabPanelId(idBase, item.key) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            className={tabClassName(isSelected)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
};

/** The panel of the selected tab `tabKey` of the bar `idBase`: role tabpanel, named by its tab, focusable. */
export const TabPanel = ({
  idBase,
  tabKey,
  className,
  children,
}: {
  readonly idBase: string;
  readonly tabKey: string;
  readonly className?: string;
  readonly children: ReactNode;
}) => (
  <div role="tabpanel" id={tabPanelId(idBase, tabKey)} aria-labelledby={tabId(idBase, tabKey)} tabIndex={0} className={className}>
    {children}
  </div>
);
