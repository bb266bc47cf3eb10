import { useIntl, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import type { Person } from '@yardfleet/domain/entities/person';
import { Button } from '@yardfleet/ui/button';
import { ResponsiveTable, type RowActions, type TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { roleWords } from '../../shared/i18n/role-words';
import { screenWords } from '../../shared/i18n/screen-words';
import { routeTitles } from '../../shared/route-titles';
import { peopleMessages, rowActionMessages } from './people-messages';

export interface PeopleTableProps {
  readonly people: readonly Person[];
  /** Formats an ISO time for a cell (the region's date format). */
  readonly formatTime: (iso: string) => string;
  /** What the viewer may do (the domain's `can`, rules 6.2): no column of actions when neither. */
  readonly mayResend: boolean;
  readonly mayDelete: boolean;
  readonly onResend: (person: Person) => void;
  readonly onDelete: (person: Person) => void;
  /** Id of the person whose action is running (its buttons are disabled). */
  readonly busyId?: string | undefined;
  /** Shown instead of the rows: loading, error, nobody yet. */
  readonly placeholder?: ReactNode;
}

/** A person's display name; the address for an invited person who has not registered yet. */
export const displayName = (person: Person): string => {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name.length > 0 ? name : person.email;
};

/**
 * The columns, by priority so that status and actions fit a 1280 px screen beside the sidebar
 * (rules 2.22): the name (or "Not registered yet") with the email under it as the row
 * header; role and status always, the invitation time from 1280 px, the activation time and the
 * invitation address from 1536 px (and in the phone cards).
 */
const columnsOf = (intl: IntlShape, formatTime: (iso: string) => string): TableColumn<Person>[] => {
  const time = (iso: string | null) => (iso === null ? '—' : formatTime(iso));
  return [
    {
      key: 'name',
      header: intl.formatMessage(peopleMessages.name),
      rowHeader: true,
      cell: (p) => (
        <>
          {p.status === 'invited' && p.firstName === '' ? (
            <span className="block italic text-slate-600">{intl.formatMessage(peopleMessages.notRegistered)}</span>
          ) : (
            <span className="block">{`${p.firstName} ${p.lastName}`}</span>
          )}
          <span className="block break-all text-xs font-normal text-slate-600">{p.email}</span>
        </>
      ),
    },
    { key: 'role', header: intl.formatMessage(peopleMessages.role), cell: (p) => intl.formatMessage(roleWords[p.role]) },
    {
      key: 'status',
      header: intl.formatMessage(peopleMessages.status),
      cell: (p) =>
        p.status === 'activated' ? (
          <StatusPill tone="green">{intl.formatMessage(peopleMessages.statusActivated)}</StatusPill>
        ) : (
          <StatusPill tone="amber">{intl.formatMessage(peopleMessages.statusInvited)}</StatusPill>
        ),
    },
    { key: 'invitedAt', header: intl.formatMessage(peopleMessages.invitedAt), cell: (p) => time(p.invitedAt), priority: 'xl', className: 'whitespace-nowrap' },
    {
      key: 'activatedAt',
      header: intl.formatMessage(peopleMessages.activatedAt),
      cell: (p) => time(p.activatedAt),
      priority: '2xl',
      className: 'whitespace-nowrap',
    },
    {
      key: 'invitationEmail',
      header: intl.formatMessage(peopleMessages.invitationEmail),
      cell: (p) => p.invitationEmail ?? '—',
      priority: '2xl',
      className: 'break-all',
    },
  ];
};

/**
 * The people (rules 3.2) as a ResponsiveTable named "People" (a table from 992 px, one card per
 * person below; a 390 px phone scrolls only down). Resend (invited people) and delete (everyone
 * but the admin), named after the person, come last, always inside the screen.
 */
export const PeopleTable = ({ people, formatTime, mayResend, mayDelete, onResend, onDelete, busyId, placeholder }: PeopleTableProps) => {
  const intl = useIntl();
  const actions: RowActions<Person> | undefined =
    mayResend || mayDelete
      ? {
          header: intl.formatMessage(screenWords.actions),
          cell: (p) => (
            <div className="flex flex-wrap gap-2">
              {mayResend && p.status === 'invited' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyId === p.id}
                  aria-label={intl.formatMessage(rowActionMessages.resend, { who: displayName(p) })}
                  onClick={() => onResend(p)}
                >
                  {intl.formatMessage(peopleMessages.resend)}
                </Button>
              ) : null}
              {mayDelete && p.role !== 'admin' ? (
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busyId === p.id}
                  aria-label={intl.formatMessage(rowActionMessages.delete, { who: displayName(p) })}
                  onClick={() => onDelete(p)}
                >
                  {intl.formatMessage(peopleMessages.delete)}
                </Button>
              ) : null}
            </div>
          ),
        }
      : undefined;
  return (
    <ResponsiveTable
      caption={intl.formatMessage(routeTitles.people)}
      columns={columnsOf(intl, formatTime)}
      rows={people}
      rowKey={(p) => p.id}
      rowActions={actions}
      placeholder={placeholder}
    />
  );
};
