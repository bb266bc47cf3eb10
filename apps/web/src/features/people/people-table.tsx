import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Person } from '@yardfleet/domain/entities/person';
import { Button } from '@yardfleet/ui/button';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { peopleMessages, rowActionMessages } from './people-messages';

/** From which width a column is a table column: always (phones show every field in their cards), ≥ 1280 px, or ≥ 1536 px. */
type Priority = 'always' | 'xl' | '2xl';

interface Column {
  readonly key: string;
  /** The header's text, also the field's name in a phone card. */
  readonly label: string;
  readonly cell: (person: Person) => ReactNode;
  readonly priority: Priority;
  /** Classes of the value (wrapping), never of its label in a card. */
  readonly valueClass?: string;
}

export interface PeopleTableProps {
  readonly people: readonly Person[];
  /** Formats an ISO time for a cell (the region's date format). */
  readonly formatTime: (iso: string) => string;
  /** What the viewer may do (the domain's `can`, SPEC 6): no column of actions when neither. */
  readonly mayResend: boolean;
  readonly mayDelete: boolean;
  readonly onResend: (person: Person) => void;
  readonly onDelete: (person: Person) => void;
  /** Id of the person whose action is running (its buttons are disabled). */
  readonly busyId?: string | undefined;
}

const ROLE_LABEL = { admin: peopleMessages.roleAdmin, manager: peopleMessages.roleManager, employee: peopleMessages.roleEmployee } as const;

/** A person's display name; the address for an invited person who has not registered yet. */
export const displayName = (person: Person): string => {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name.length > 0 ? name : person.email;
};

/** The table-column classes of a priority; below 1024 px every field is a named line of its card. */
const PRIORITY_CLASS: Record<Priority, string> = { always: 'lg:table-cell', xl: 'hidden xl:table-cell', '2xl': 'hidden 2xl:table-cell' };

/**
 * The columns after the name, by priority so that status and actions fit a 1280 px screen beside
 * the sidebar (issue 14 defect 4): role and status always, the invitation time from 1280 px, the
 * activation time and the invitation address from 1536 px (and in the phone cards).
 */
const columnsOf = (intl: IntlShape, formatTime: (iso: string) => string): Column[] => {
  const time = (iso: string | null) => (iso === null ? '—' : formatTime(iso));
  return [
    { key: 'role', label: intl.formatMessage(peopleMessages.role), cell: (p) => intl.formatMessage(ROLE_LABEL[p.role]), priority: 'always' },
    {
      key: 'status',
      label: intl.formatMessage(peopleMessages.status),
      priority: 'always',
      cell: (p) =>
        p.status === 'activated' ? (
          <StatusPill tone="green">{intl.formatMessage(peopleMessages.statusActivated)}</StatusPill>
        ) : (
          <StatusPill tone="amber">{intl.formatMessage(peopleMessages.statusInvited)}</StatusPill>
        ),
    },
    { key: 'invitedAt', label: intl.formatMessage(peopleMessages.invitedAt), cell: (p) => time(p.invitedAt), priority: 'xl', valueClass: 'whitespace-nowrap' },
    { key: 'activatedAt', label: intl.formatMessage(peopleMessages.activatedAt), cell: (p) => time(p.activatedAt), priority: '2xl', valueClass: 'whitespace-nowrap' },
    { key: 'invitationEmail', label: intl.formatMessage(peopleMessages.invitationEmail), cell: (p) => p.invitationEmail ?? '—', priority: '2xl', valueClass: 'break-all' },
  ];
};

/** The field's name inside a phone card; hidden where the table has its header row. */
const CardLabel = ({ children }: { readonly children: string }) => <span className="shrink-0 text-xs font-medium text-slate-600 lg:hidden">{children}</span>;

/**
 * The people (SPEC 3) as a table from 1024 px, as stacked cards below (one per person, each field
 * named; a 390 px phone scrolls only down). The row header is the name (or "Not registered yet")
 * with the email under it; resend (invited people) and delete (everyone but the admin) come last,
 * always inside the screen.
 */
export const PeopleTable = ({ people, formatTime, mayResend, mayDelete, onResend, onDelete, busyId }: PeopleTableProps) => {
  const intl = useIntl();
  const columns = columnsOf(intl, formatTime);
  const withActions = mayResend || mayDelete;
  return (
    <table className="w-full border-collapse text-left text-sm max-lg:block">
      <caption className="sr-only">{intl.formatMessage(peopleMessages.title)}</caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-lg:sr-only">
        <tr>
          <th scope="col" className="px-3 py-2.5 align-bottom font-semibold">
            {intl.formatMessage(peopleMessages.name)}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={clsx('px-3 py-2.5 align-bottom font-semibold', column.priority !== 'always' && PRIORITY_CLASS[column.priority])}>
              {column.label}
            </th>
          ))}
          {withActions ? (
            <th scope="col" className="px-3 py-2.5 align-bottom font-semibold">
              {intl.formatMessage(peopleMessages.actions)}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="max-lg:flex max-lg:flex-col max-lg:gap-3">
        {people.map((p) => (
          <tr key={p.id} className="border-slate-100 hover:bg-slate-50 max-lg:block max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-3 lg:border-t">
            <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-900 max-lg:block max-lg:px-0 max-lg:pb-2">
              {p.status === 'invited' && p.firstName === '' ? (
                <span className="block italic text-slate-600">{intl.formatMessage(peopleMessages.notRegistered)}</span>
              ) : (
                <span className="block">{`${p.firstName} ${p.lastName}`}</span>
              )}
              <span className="block break-all text-xs font-normal text-slate-600">{p.email}</span>
            </th>
            {columns.map((column) => (
              <td
                key={column.key}
                className={clsx('text-slate-700 max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:py-1 lg:px-3 lg:py-2 lg:align-top', PRIORITY_CLASS[column.priority])}
              >
                <CardLabel>{column.label}</CardLabel>
                <span className={clsx('min-w-0 max-lg:text-right', column.valueClass)}>{column.cell(p)}</span>
              </td>
            ))}
            {withActions ? (
              <td className="max-lg:block max-lg:pt-2 lg:px-3 lg:py-2 lg:align-top">
                <div className="flex flex-wrap gap-2">
                  {mayResend && p.status === 'invited' ? (
                    <Button size="sm" variant="secondary" disabled={busyId === p.id} aria-label={intl.formatMessage(rowActionMessages.resend, { who: displayName(p) })} onClick={() => onResend(p)}>
                      {intl.formatMessage(peopleMessages.resend)}
                    </Button>
                  ) : null}
                  {mayDelete && p.role !== 'admin' ? (
                    <Button size="sm" variant="danger" disabled={busyId === p.id} aria-label={intl.formatMessage(rowActionMessages.delete, { who: displayName(p) })} onClick={() => onDelete(p)}>
                      {intl.formatMessage(peopleMessages.delete)}
                    </Button>
                  ) : null}
                </div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
