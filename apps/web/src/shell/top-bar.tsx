import { useIntl } from 'react-intl';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { MenuIcon } from '@yardfleet/ui/icons';
import { Breadcrumb } from './breadcrumb';
import { LanguageSwitch } from '../shared/language-switch';
import { LiveClock } from './live-clock';
import { NotificationBell } from './notification-bell';
import { shellMessages } from './shell-messages';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  readonly user: UserInfo;
  /** Below 992 px the top bar shows the menu button that opens the sidebar drawer. */
  readonly collapsed: boolean;
  readonly onOpenMenu: () => void;
}

/**
 * The top bar (rules 2.4): breadcrumb, live clock and date, language switch, company name, bell, user
 * menu. On a phone (below 640 px, rules 2.4) the breadcrumb takes a row of its own below.
 */
export const TopBar = ({ user, collapsed, onOpenMenu }: TopBarProps) => {
  const intl = useIntl();
  return (
    <header className="flex min-h-16 flex-wrap items-center gap-x-3 border-b border-slate-200 bg-white px-4 max-sm:gap-y-1 max-sm:py-2">
      {collapsed ? (
        <button
          type="button"
          aria-label={intl.formatMessage(shellMessages.openMenu)}
          onClick={onOpenMenu}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <MenuIcon />
        </button>
      ) : null}
      <div className="min-w-0 flex-1 max-sm:order-last max-sm:basis-full">
        <Breadcrumb />
      </div>
      <div aria-hidden="true" className="hidden flex-1 max-sm:block" />
      <LiveClock />
      <LanguageSwitch />
      {user.companyName ? (
        <p className="hidden max-w-48 truncate text-sm text-slate-700 lg:block">
          <span className="sr-only">{intl.formatMessage(shellMessages.company)}: </span>
          {user.companyName}
        </p>
      ) : null}
      <NotificationBell />
      <UserMenu user={user} />
    </header>
  );
};
