import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Notification } from '@yardfleet/contract/endpoints/notifications';
import { useAlertUnreadCountQuery } from '@yardfleet/data/endpoints/alerts';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation, useNotificationListQuery } from '@yardfleet/data/endpoints/notifications';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { commonMessages } from '../shared/i18n/common-messages';
import {
  alertsCountMessage,
  alertsMessages,
  invitationAcceptedMessage,
  machineFaultyMessage,
  machineOfflineMessage,
  machinesOfflineMessage,
  notificationsMessages as m,
  serviceDueMessage,
  servicesDueMessage,
} from './notifications-messages';

/** Notifications the panel shows (the newest page). */
export const PANEL_PAGE_SIZE = 20;

const linkClass = 'font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600';
const buttonClass =
  'rounded-md px-2 py-1 text-xs font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-50';

/** The sentence of one notification (kind, machine or person name, error code). */
const sentenceOf = (item: Notification, intl: IntlShape): string => {
  const machine = item.equipment?.name ?? '';
  switch (item.kind) {
    case 'machine_faulty':
      return intl.formatMessage(machineFaultyMessage, { machine, code: item.errorCode ?? '' });
    case 'machine_offline':
      return intl.formatMessage(machineOfflineMessage, { machine });
    case 'machines_offline':
      return intl.formatMessage(machinesOfflineMessage, { count: item.machineCount ?? 0 });
    case 'service_due':
      return intl.formatMessage(serviceDueMessage, { machine });
    case 'services_due':
      return intl.formatMessage(servicesDueMessage, { count: item.machineCount ?? 0 });
    case 'invitation_accepted':
      return intl.formatMessage(invitationAcceptedMessage, { person: item.person ? item.person.name || item.person.email : '' });
  }
};

/** Where a notification leads: its machine's detail, People for a person, the fleet list (/home) for many machines. */
const targetOf = (item: Notification): string | null =>
  item.equipment ? `/equipment/${item.equipment.id}` : item.person ? '/people' : item.machineCount !== null ? '/home' : null;

/**
 * The notification panel's content (rules 13.4, 22.5): a heading, "Mark all read", the person's
 * open alerts as a count with a link to /alerts (when there are any), and the newest
 * PANEL_PAGE_SIZE notifications of the company, newest first, each a link to its machine's detail
 * or to People; unread ones are marked (a dot and "Unread" for screen readers) and have their own
 * "Mark as read"; following a link marks the notification read and calls `onClose`. Loading, error (with retry) and empty states.
 */
export const NotificationPanel = ({ onClose }: { readonly onClose: () => void }) => {
  const intl = useIntl();
  const headingId = useId();
  const list = useNotificationListQuery({ page: 1, pageSize: PANEL_PAGE_SIZE });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;
  // The bell asked for it already (with a company, rules 22.7); read from the cache.
  const hasCompany = (useAppSelector(selectUser)?.companyName ?? '').trim() !== '';
  const alerts = useAlertUnreadCountQuery(undefined, { skip: !hasCompany }).data?.count;
  return (
    <section aria-labelledby={headingId} className="flex max-h-[70vh] w-[min(24rem,calc(100vw-2rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          {intl.formatMessage(m.title)}
        </h2>
        <button type="button" className={buttonClass} disabled={unread === 0 || markingAll.isLoading} onClick={() => void markAll()}>
          {intl.formatMessage(m.markAllRead)}
        </button>
      </div>
      {alerts !== undefined && alerts > 0 ? (
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-red-50 px-4 py-2 text-sm">
          <p className="text-slate-800">
            <span className="font-semibold">{intl.formatMessage(alertsMessages.heading)}: </span>
            {intl.formatMessage(alertsCountMessage, { count: alerts })}
          </p>
          <Link to="/alerts?status=open" className={linkClass} onClick={onClose}>
            {intl.formatMessage(alertsMessages.link)}
          </Link>
        </div>
      ) : null}
      {list.isLoading ? (
        <Placeholder kind="loading" label={intl.formatMessage(m.loading)} className="px-4 py-6" />
      ) : list.isError ? (
        <Placeholder
          kind="error"
          title={intl.formatMessage(m.error)}
          retryLabel={intl.formatMessage(commonMessages.retry)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <Placeholder kind="empty" title={intl.formatMessage(m.empty)} />
      ) : (
        <ul className="overflow-y-auto" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id} className={`flex gap-3 border-b border-slate-100 px-4 py-3 text-sm ${item.read ? 'bg-white' : 'bg-emerald-50'}`}>
              <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-emerald-600'}`} />
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-800">
                  {item.read ? null : <span className="sr-only">{intl.formatMessage(m.unread)}: </span>}
                  {targetOf(item) === null ? (
                    sentenceOf(item, intl)
                  ) : (
                    <Link
                      to={targetOf(item) ?? '/'}
                      className={linkClass}
                      onClick={() => {
                        if (!item.read) void markRead({ id: item.id });
                        onClose();
                      }}
                    >
                      {sentenceOf(item, intl)}
                    </Link>
                  )}
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  <time dateTime={item.createdAt}>{intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </p>
              </div>
              {item.read ? null : (
                <button type="button" className={`${buttonClass} self-start`} onClick={() => void markRead({ id: item.id })}>
                  {intl.formatMessage(m.markRead)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
