import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuButtonItem {
  readonly key: string;
  readonly label: string;
  /** The item's language (a language menu names each language in itself). */
  readonly lang?: string;
  /** Marks the current choice (aria-checked on a menuitemradio). */
  readonly current?: boolean;
}

export interface MenuButtonProps {
  /**
   * Start of the button's accessible name ("Language"), read before what the button shows, so the
   * name also holds the visible text (WCAG 2.5.3): "Language English".
   */
  readonly label: string;
  /** What the button shows (icon, current value). */
  readonly children: ReactNode;
  readonly items: readonly MenuButtonItem[];
  readonly onSelect: (key: string) => void;
  /** Width of the menu in px (the language switcher is 164 px wide, rules 9.4). */
  readonly menuWidth?: number;
  readonly className?: string;
}

/**
 * A light menu button of single-choice items (WAI-ARIA menu button pattern, no positioning
 * library, so it can sit on the first route): Enter, Space or ArrowDown open it on the current
 * item, ArrowUp/ArrowDown/Home/End move, Enter/Space choose, Escape closes and returns focus, Tab
 * and a click outside close it.
 */
export const MenuButton = ({ label, children, items, onSelect, menuWidth, className }: MenuButtonProps) => {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number): void => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (index: number): void => {
    const item = items[index];
    close(true);
    if (item) onSelect(item.key);
  };
  const currentIndex = Math.max(
    0,
    items.findIndex((item) => item.current),
  );

  const onButtonKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(currentIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent): void => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: active >= last ? 0 : active + 1, ArrowUp: active <= 0 ? last : active - 1, Home: 0, End: last };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onButtonKey}
        className={clsx(
          'flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600',
          className,
        )}
      >
        <span className="sr-only">{label}</span>
        {children}
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          style={menuWidth ? { width: menuWidth } : undefined}
          className="absolute right-0 z-50 mt-1 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={item.current ? true : false}
              tabIndex={index === active ? 0 : -1}
              lang={item.lang}
              onClick={() => choose(index)}
              onMouseEnter={() => setActive(index)}
              className={clsx(
                'cursor-pointer px-3 py-2 text-sm text-slate-700 outline-none focus:bg-emerald-50 focus:text-emerald-900',
                item.current && 'font-semibold',
              )}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
