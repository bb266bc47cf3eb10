import { useIntl } from 'react-intl';
import { INITIAL_NOTIFICATION_COUNT } from '@yardfleet/domain/constants';
import { BellIcon } from '@yardfleet/ui/icons';
import { notificationsMessage } from './shell-messages';

/** The notification bell with its count (SPEC 2: starts at 5; the notification list comes later). */
export const NotificationBell = ({ count = INITIAL_NOTIFICATION_COUNT }: { readonly count?: number }) => {
  const intl = useIntl();
  return (
    <button
      type="button"
      aria-label={intl.formatMessage(notificationsMessage, { count })}
      className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <BellIcon />
      {count > 0 ? (
        <span aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-4 text-white">
          {count}
        </span>
      ) : null}
    </button>
  );
};
