import { useIntl } from 'react-intl';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { MenuIcon } from '@yardfleet/ui/icons';
import { Breadcrumb } from './breadcrumb';
import { LanguageSwitch } from './language-switch';
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

/** The top bar (SPEC 2): breadcrumb, live clock and date, language switch, company name, bell, user menu. */
export const TopBar = ({ user, collapsed, onOpenMenu }: TopBarProps) => {
  const intl = useIntl();
  return (
    <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
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
      <div className="min-w-0 flex-1">
        <Breadcrumb />
      </div>
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
