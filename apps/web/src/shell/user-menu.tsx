import { useState, type ComponentType, type KeyboardEvent } from 'react';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { LazyLogOutDialog } from './lazy-dialogs';
import { userMenuButtonClass, UserMenuButtonFace } from './user-menu-button';
import type { UserMenuItemsProps } from './user-menu-items';

let menuCode: Promise<ComponentType<UserMenuItemsProps>> | undefined;

/** Downloads the menu (shell/user-menu-items.tsx) once; a failed download may be tried again. */
const loadMenu = (): Promise<ComponentType<UserMenuItemsProps>> => {
  menuCode ??= import('./user-menu-items').then(
    (m) => m.UserMenuItems,
    (error: unknown) => {
      menuCode = undefined;
      throw error;
    },
  );
  return menuCode;
};

/** The keys that open a menu button (WAI-ARIA menu button pattern, as Headless UI handles them). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * The user menu (rules 2.4), a button named with the user's name: My Account, Security log (the
 * admin), Legal Information, Log Out (confirmed). Rules 21.2: a logged-in first load carries
 * only this light button; pointing at it or focusing it downloads the Headless UI menu (with its
 * positioning library), and a click or an opening key puts the menu in its place, focused, and
 * replays the click or key on it. A menu that cannot be downloaded reaches the route's error
 * element, which asks to refresh (rules 8.4).
 */
export const UserMenu = ({ user }: { readonly user: Pick<UserInfo, 'name' | 'role'> }) => {
  const [menu, setMenu] = useState<{ readonly Items: ComponentType<UserMenuItemsProps>; readonly opening: UserMenuItemsProps['opening'] } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  if (failure !== null) throw failure;

  const preload = (): void => {
    loadMenu().catch(() => undefined); // A failure shows when the menu is asked for.
  };
  const open = (opening: UserMenuItemsProps['opening']): void => {
    loadMenu().then(
      (Items) => setMenu({ Items, opening }),
      (error: unknown) => setFailure(error),
    );
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open({ kind: 'key', key: event.key });
  };

  return (
    <>
      {menu ? (
        <menu.Items user={user} onLogOut={() => setConfirming(true)} autoFocus opening={menu.opening} />
      ) : (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={userMenuButtonClass}
          onPointerEnter={preload}
          onFocus={preload}
          onKeyDown={onKeyDown}
          onClick={() => open({ kind: 'click' })}
        >
          <UserMenuButtonFace name={user.name} />
        </button>
      )}
      <LazyLogOutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
};
