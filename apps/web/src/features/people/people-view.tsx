import { useIntl } from 'react-intl';
import type { Person, Role } from '@yardfleet/domain/entities/person';
import { can } from '@yardfleet/domain/rules/permissions';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { LoadResult } from '@yardfleet/data/load-result';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { peopleMessages } from './people-messages';
import { PeopleTable } from './people-table';

/** Re-exported for the page's confirmation and toasts (the name a row's actions use). */
export { displayName } from './people-table';

/** What the list shows: loading, an error (with the server's text), or the people. */
export type PeopleResult = LoadResult<{ people: readonly Person[] }>;

export interface PeopleViewProps {
  readonly result: PeopleResult;
  /** The viewer's role: the domain's `can` hides what it may not do (rules 6.2). */
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
 * /people (rules 2.12, 6.2): first and last name, email, role, status, invitation time, activation
 * time and invitation address (columns by priority, cards on phones: PeopleTable); invite, resend
 * and delete for those whose role may (the domain's PERMISSIONS; a manager sees the list read
 * only). Loading, empty (only the admin), error states in the table's place; the table keeps the minimum height of rules 9.4.
 */
export const PeopleView = ({ result, viewerRole, formatTime, onRetry, onInvite, onResend, onDelete, busyId }: PeopleViewProps) => {
  const intl = useIntl();
  const mayInvite = can(viewerRole, 'people.invite');
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(peopleMessages.loadFailed), onRetry) ??
    (result.kind === 'ready' && result.people.length === 0 ? (
      <Placeholder kind="empty" title={intl.formatMessage(peopleMessages.empty)} description={intl.formatMessage(peopleMessages.emptyHint)} />
    ) : undefined);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.people)}</h1>
        {mayInvite ? <Button onClick={onInvite}>{intl.formatMessage(peopleMessages.invite)}</Button> : null}
      </div>
      {!mayInvite ? <p className="text-sm text-slate-600">{intl.formatMessage(peopleMessages.readOnly)}</p> : null}
      <PeopleTable
        people={result.kind === 'ready' ? result.people : []}
        formatTime={formatTime}
        mayResend={can(viewerRole, 'people.resendInvitation')}
        mayDelete={can(viewerRole, 'people.delete')}
        onResend={onResend}
        onDelete={onDelete}
        busyId={busyId}
        placeholder={placeholder}
      />
    </section>
  );
};
