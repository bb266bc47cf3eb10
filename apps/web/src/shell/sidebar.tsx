import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { Role } from '@yardfleet/domain/entities/person';
import type { RoutingSession } from '@yardfleet/domain/routing/route-for';
import { WarehouseIcon } from '@yardfleet/ui/fleet-icons';
import { AlertIcon, HomeIcon, Icon, ListIcon, UserIcon } from '@yardfleet/ui/icons';
import { Logo } from '@yardfleet/ui/logo';
import { useRegion } from '../shared/environment';
import { commonMessages } from '../shared/i18n/common-messages';
import { shellMessages } from './shell-messages';
import { navItemsFor } from './nav-items';
import { routeTitles } from '../shared/route-titles';

/** Power: a lightning bolt. */
const PowerIcon = () => (
  <Icon>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </Icon>
);

export interface SidebarProps {
  readonly session: RoutingSession;
  /** The user's role: People shows only for roles that may view people (rules 6.2). */
  readonly role?: Role | null;
  /** Called after a menu item is chosen (closes the drawer on small screens). */
  readonly onNavigate?: () => void;
  readonly className?: string;
}

/** The sidebar (rules 2.3): the region's logo and the menu, a navigation landmark named "Main". */
export const Sidebar = ({ session, role = null, onNavigate, className }: SidebarProps) => {
  const intl = useIntl();
  const region = useRegion();
  return (
    <div className={clsx('flex h-full flex-col bg-white', className)}>
      <div className="flex h-16 items-center border-b border-slate-200 px-5">
        <Logo region={region} title={intl.formatMessage(commonMessages.appName)} className="h-8 w-auto" />
      </div>
      <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {navItemsFor(session, role).map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.path}
                onClick={onNavigate}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
                    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {item.key === 'home' ? (
                  <HomeIcon />
                ) : item.key === 'people' ? (
                  <UserIcon />
                ) : item.key === 'warehouse' ? (
                  <WarehouseIcon />
                ) : item.key === 'power' ? (
                  <PowerIcon />
                ) : item.key === 'alerts' ? (
                  <AlertIcon />
                ) : (
                  <ListIcon />
                )}
                {intl.formatMessage(routeTitles[item.key])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
};
