import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import { ChevronDownIcon, UserIcon } from '@yardfleet/ui/icons';
import { commonMessages } from '../i18n/common-messages';
import { LazyLogOutDialog } from './lazy-dialogs';
import { shellMessages } from './shell-messages';

const itemClass = 'block w-full px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-emerald-50 data-[focus]:text-emerald-900';

/**
 * The user menu (SPEC 2), a button named with the user's name: My Account, then Security log for
 * the role the domain's `security.view` allows (the admin; issue 13 item 3: the account's safety sits
 * beside the account), Legal Information, Log Out (confirmed).
 */
export const UserMenu = ({ user }: { readonly user: Pick<UserInfo, 'name' | 'role'> }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Menu>
        <MenuButton className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600">
          <UserIcon />
          <span className="max-w-40 truncate max-sm:sr-only">{user.name}</span>
          <ChevronDownIcon width={16} height={16} />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void navigate('/personal/personalCenter')}>
              {intl.formatMessage(shellMessages.myAccount)}
            </button>
          </MenuItem>
          {can(user.role, 'security.view') ? (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => void navigate('/security')}>
                {intl.formatMessage(shellMessages.securityLog)}
              </button>
            </MenuItem>
          ) : null}
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void navigate('/personal/legalInformation')}>
              {intl.formatMessage(shellMessages.legalInformation)}
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => setConfirming(true)}>
              {intl.formatMessage(commonMessages.logOut)}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <LazyLogOutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
};
