import { useIntl } from 'react-intl';
import type { Person, Role } from '@yardfleet/domain/entities/person';
import { can } from '@yardfleet/domain/rules/permissions';
import { Button } from '@yardfleet/ui/button';
import { DataTable, type DataTableColumn } from '@yardfleet/ui/data-table';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { Spinner } from '@yardfleet/ui/spinner';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { commonMessages } from '../../i18n/common-messages';
import { peopleMessages, rowActionMessages } from './people-messages';

/** What the list shows: loading, an error (with the server's text), or the people. */
export type PeopleResult =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly detail?: string | undefined }
  | { readonly kind: 'ready'; readonly people: readonly Person[] };

export interface PeopleViewProps {
  readonly result: PeopleResult;
  /** The viewer's role: the domain's `can` hides what it may not do (SPEC 6). */
  readonly viewerRole: Role | null;
  /** Formats an ISO time for a cell (the region's date format). */
  readonly formatTime: (iso: string) => string;
  readonly onRetry: () => void;
  readonly onInvite: () => void;
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

/**
 * /people (SPEC 2, 3, 6): first and last name, email, role, status, invitation time, activation
 * time and invitation address; invite, resend and delete for those whose role may (the domain's
 * PERMISSIONS; a manager sees the list read only). Loading, empty (only the admin), error states.
 */
export const PeopleView = ({ result, viewerRole, formatTime, onRetry, onInvite, onResend, onDelete, busyId }: PeopleViewProps) => {
  const intl = useIntl();
  const mayInvite = can(viewerRole, 'people.invite');
  const mayResend = can(viewerRole, 'people.resendInvitation');
  const mayDelete = can(viewerRole, 'people.delete');
  const time = (iso: string | null) => (iso === null ? '—' : formatTime(iso));
  const columns: DataTableColumn<Person>[] = [
    {
      key: 'name',
      header: intl.formatMessage(peopleMessages.name),
      rowHeader: true,
      cell: (p) => (p.status === 'invited' && p.firstName === '' ? <span className="italic text-slate-600">{intl.formatMessage(peopleMessages.notRegistered)}</span> : `${p.firstName} ${p.lastName}`),
    },
    { key: 'email', header: intl.formatMessage(peopleMessages.email), cell: (p) => p.email },
    { key: 'role', header: intl.formatMessage(peopleMessages.role), cell: (p) => intl.formatMessage(ROLE_LABEL[p.role]) },
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
    { key: 'invitedAt', header: intl.formatMessage(peopleMessages.invitedAt), cell: (p) => time(p.invitedAt), className: 'whitespace-nowrap' },
    { key: 'activatedAt', header: intl.formatMessage(peopleMessages.activatedAt), cell: (p) => time(p.activatedAt), className: 'whitespace-nowrap' },
    { key: 'invitationEmail', header: intl.formatMessage(peopleMessages.invitationEmail), cell: (p) => p.invitationEmail ?? '—' },
  ];
  if (mayResend || mayDelete)
    columns.push({
      key: 'actions',
      header: intl.formatMessage(peopleMessages.actions),
      cell: (p) => (
        <div className="flex gap-2">
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
      ),
    });
  const placeholder =
    result.kind === 'loading' ? (
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    ) : result.kind === 'error' ? (
      <ErrorState title={intl.formatMessage(peopleMessages.loadFailed)} description={result.detail} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={onRetry} />
    ) : result.people.length === 0 ? (
      <EmptyState title={intl.formatMessage(peopleMessages.empty)} description={intl.formatMessage(peopleMessages.emptyHint)} />
    ) : undefined;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(peopleMessages.title)}</h1>
        {mayInvite ? <Button onClick={onInvite}>{intl.formatMessage(peopleMessages.invite)}</Button> : null}
      </div>
      {!mayInvite ? <p className="text-sm text-slate-600">{intl.formatMessage(peopleMessages.readOnly)}</p> : null}
      <DataTable
        caption={intl.formatMessage(peopleMessages.title)}
        columns={columns}
        rows={result.kind === 'ready' ? result.people : []}
        rowKey={(p) => p.id}
        placeholder={placeholder}
      />
    </section>
  );
};
