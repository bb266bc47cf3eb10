import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { canManageApiKeys } from '@yardfleet/domain/rules/api-keys';
import { can } from '@yardfleet/domain/rules/permissions';
import { canManageWebhooks } from '@yardfleet/domain/webhooks/webhook-events';
import { commonMessages } from '../shared/i18n/common-messages';
import { routeTitles } from '../shared/route-titles';
import { shellMessages } from './shell-messages';
import { userMenuButtonClass, UserMenuButtonFace } from './user-menu-button';

/** The server's API reference page (apps/server/src/http/openapi.ts, docs/api.md); outside the web app's routes. */
const API_REFERENCE_PATH = '/api/reference';

const itemClass = 'block w-full px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-emerald-50 data-[focus]:text-emerald-900';

export interface UserMenuItemsProps {
  readonly user: Pick<UserInfo, 'name' | 'role'>;
  /** Log Out was chosen (the caller asks for confirmation). */
  readonly onLogOut: () => void;
  /** Focus the button when it mounts (the light button it replaces had focus). */
  readonly autoFocus: boolean;
  /**
   * What opened the light button this menu replaces, replayed on the real button when it mounts:
   * a click, or a key (ArrowDown, ArrowUp, Enter, Space: the menu opens on its first or last item).
   */
  readonly opening: { readonly kind: 'click' } | { readonly kind: 'key'; readonly key: string } | null;
}

/**
 * The user menu itself (rules 2.4), a Headless UI menu: My Account, then Security log for the role the
 * domain's `security.view` allows (the admin; rules 6.2, 20.12), API keys for the admin (the domain's
 * `canManageApiKeys`, docs/security.md "API keys"), API reference for the same admin (the server's page,
 * docs/api.md, in a new tab), Webhooks for the admin (`canManageWebhooks`, docs/api.md "Webhooks"),
 * Legal Information, Log Out. Loaded
 * by shell/user-menu.tsx when its light button is first pointed at, focused or used (rules
 * 21.2: the menu and its positioning library are not part of a logged-in first load).
 */
export const UserMenuItems = ({ user, onLogOut, autoFocus, opening }: UserMenuItemsProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // The ref keeps StrictMode's second effect run from closing the menu again.
    if (opening === null || opened.current) return;
    opened.current = true;
    if (opening.kind === 'click') button.current?.click();
    else button.current?.dispatchEvent(new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }));
  }, [opening]);
  return (
    <Menu>
      <MenuButton ref={button} autoFocus={autoFocus} className={userMenuButtonClass}>
        <UserMenuButtonFace name={user.name} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => void navigate('/personal/personalCenter')}>
            {intl.formatMessage(routeTitles.personalCenter)}
          </button>
        </MenuItem>
        {can(user.role, 'security.view') ? (
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void navigate('/security')}>
              {intl.formatMessage(routeTitles.securityLog)}
            </button>
          </MenuItem>
        ) : null}
        {canManageApiKeys(user.role) ? (
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void navigate('/api-keys')}>
              {intl.formatMessage(routeTitles.apiKeys)}
            </button>
          </MenuItem>
        ) : null}
        {canManageApiKeys(user.role) ? (
          <MenuItem>
            <a href={API_REFERENCE_PATH} target="_blank" rel="noopener noreferrer" className={itemClass}>
              {intl.formatMessage(shellMessages.apiReference)}
            </a>
          </MenuItem>
        ) : null}
        {canManageWebhooks(user.role) ? (
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void navigate('/webhooks')}>
              {intl.formatMessage(routeTitles.webhooks)}
            </button>
          </MenuItem>
        ) : null}
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => void navigate('/personal/legalInformation')}>
            {intl.formatMessage(routeTitles.legalInformation)}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={onLogOut}>
            {intl.formatMessage(commonMessages.logOut)}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
};
