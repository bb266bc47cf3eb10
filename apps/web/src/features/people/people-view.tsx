import { useIntl } from 'react-intl';
import type { Person, Role } from '@yardfleet/domain/entities/person';
import { can } from '@yardfleet/domain/rules/permissions';
import { Button } from '@yardfleet/ui/button';
import { TABLE_MIN_HEIGHT } from '@yardfleet/ui/data-table';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { Spinner } from '@yardfleet/ui/spinner';
import type { LoadResult } from '@yardfleet/data/load-result';
import { commonMessages } from '../../shared/i18n/common-messages';
import { peopleMessages } from './people-messages';
import { PeopleTable } from './people-table';

/** Re-exported for the page's confirmation and toasts (the name a row's actions use). */
export { displayName } from './people-table';

/** What the list shows: loading, an error (with the server's text), or the people. */
export type PeopleResult = LoadResult<{ people: readonly Person[] }>;

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

/**
 * /people (SPEC 2, 3, 6): first and last name, email, role, status, invitation time, activation
 * time and invitation address (columns by priority, cards on phones: PeopleTable); invite, resend
 * and delete for those whose role may (the domain's PERMISSIONS; a manager sees the list read
 * only). Loading, empty (only the admin), error states. The frame keeps the SPEC 9 minimum height.
 */
export const PeopleView = ({ result, viewerRole, formatTime, onRetry, onInvite, onResend, onDelete, busyId }: PeopleViewProps) => {
  const intl = useIntl();
  const mayInvite = can(viewerRole, 'people.invite');
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
      {result.kind !== 'ready' || result.people.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white px-3 py-10" style={{ minHeight: TABLE_MIN_HEIGHT }}>
          {placeholder}
        </div>
      ) : (
        // Phones: the cards bring their own borders.
        <div className="rounded-lg lg:border lg:border-slate-200 lg:bg-white" style={{ minHeight: TABLE_MIN_HEIGHT }}>
          <PeopleTable
            people={result.people}
            formatTime={formatTime}
            mayResend={can(viewerRole, 'people.resendInvitation')}
            mayDelete={can(viewerRole, 'people.delete')}
            onResend={onResend}
            onDelete={onDelete}
            busyId={busyId}
          />
        </div>
      )}
    </section>
  );
};
