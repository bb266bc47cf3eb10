import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Person } from '@yardfleet/domain/entities/person';
import { formatClock, formatRegionDate } from '@yardfleet/domain/locale/region';
import { useDeletePersonMutation, useInvitePersonMutation, usePeopleListQuery, useResendInvitationMutation } from '@yardfleet/data/endpoints/people';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { toastShown } from '@yardfleet/data/slices/toasts';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { useRegion } from '../../shared/environment';
import { commonMessages } from '../../shared/i18n/common-messages';
import { InviteDialog } from './invite-dialog';
import { deleteQuestion, peopleMessages } from './people-messages';
import { displayName, PeopleView, type PeopleResult } from './people-view';
import { loadErrorDetail } from '../../shared/i18n/error-messages';

/**
 * The connected People screen (rules 2.12, 6.2): the people list, the invitation dialog, resend, and
 * delete after a confirmation; a success status toast after each change (failures are the error
 * policy's toasts, with the server's translated message).
 */
export const PeoplePage = () => {
  const intl = useIntl();
  const region = useRegion();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const list = usePeopleListQuery();
  const [invite, inviting] = useInvitePersonMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [remove, removing] = useDeletePersonMutation();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Person | null>(null);
  const [busyId, setBusyId] = useState<string | undefined>(undefined);

  const done = (message: 'invited' | 'resent' | 'deleted') =>
    dispatch(toastShown({ level: 'success', content: { kind: 'text', text: intl.formatMessage(peopleMessages[message]) } }));
  const result: PeopleResult =
    list.data !== undefined
      ? { kind: 'ready', people: list.data.people }
      : list.isError
        ? { kind: 'error', detail: loadErrorDetail(intl, list.error) }
        : { kind: 'loading' };

  return (
    <>
      <PeopleView
        result={result}
        viewerRole={user?.role ?? null}
        formatTime={(iso) => {
          const date = new Date(iso);
          return `${formatRegionDate(date, region)} ${formatClock(date).slice(0, 5)}`;
        }}
        busyId={busyId}
        onRetry={() => void list.refetch()}
        onInvite={() => setInviteOpen(true)}
        onResend={(person) => {
          setBusyId(person.id);
          void resend({ id: person.id }).then((answer) => {
            setBusyId(undefined);
            if (answer.error === undefined) done('resent');
          });
        }}
        onDelete={setToDelete}
      />
      <InviteDialog
        open={inviteOpen}
        busy={inviting.isLoading}
        onCancel={() => setInviteOpen(false)}
        onInvite={(invitation) =>
          invite(invitation).then((answer) => {
            if (answer.error === undefined) {
              setInviteOpen(false);
              done('invited');
            }
            return answer;
          })
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={intl.formatMessage(peopleMessages.deleteTitle)}
        message={toDelete ? intl.formatMessage(deleteQuestion, { who: displayName(toDelete) }) : ''}
        confirmLabel={intl.formatMessage(peopleMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={removing.isLoading || resending.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete === null) return;
          void remove({ id: toDelete.id }).then((answer) => {
            setToDelete(null);
            if (answer.error === undefined) done('deleted');
          });
        }}
      />
    </>
  );
};

export const Component = PeoplePage;
