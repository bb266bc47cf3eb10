import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAlertUnreadCountQuery } from '@yardfleet/data/endpoints/alerts';
import { useNotificationUnreadCountQuery } from '@yardfleet/data/endpoints/notifications';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { BellIcon } from '@yardfleet/ui/icons';
import { useBackgroundReadsAllowed } from '../shared/background-reads';
import { LazyNotificationDialog } from './lazy-dialogs';
import { notificationsMessage } from './shell-messages';

/**
 * The notification bell (rules 2.7, 13, 22.5): its badge is the server's unread notification count
 * for the user (`notification/unreadCount`, rules 13.3; the demo admin starts with five unread)
 * plus the open alerts they were told of (`alert/unreadCount`), its name gives the number and
 * how many are alerts; no badge until they answer or at 0; asked once the first screen has painted (rules 21.5:
 * shared/background-reads.ts). It opens the notification panel (loaded when first
 * opened, rules 21.2) in a Headless UI dialog named "Notifications" at the top right (focus
 * moves in; Escape, an outside click or following a link closes it and focus returns to the bell).
 */
export const NotificationBell = () => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const allowed = useBackgroundReadsAllowed();
  const count = useNotificationUnreadCountQuery(undefined, { skip: !allowed }).data?.unread ?? 0;
  // Alerts are a company's (users without one get 1170010403): asked only with a company (rules 22.7).
  const hasCompany = (useAppSelector(selectUser)?.companyName ?? '').trim() !== '';
  const alerts = useAlertUnreadCountQuery(undefined, { skip: !allowed || !hasCompany }).data?.count ?? 0;
  const badge = count + alerts;
  return (
    <>
      <button
        type="button"
        aria-label={intl.formatMessage(notificationsMessage, { total: badge, alerts })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <BellIcon />
        {badge > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-4 text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <LazyNotificationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
