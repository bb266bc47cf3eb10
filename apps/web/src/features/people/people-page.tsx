import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Person } from '@yardfleet/domain/entities/person';
import { formatClock, formatRegionDate } from '@yardfleet/domain/locale/region';
import { useDeletePersonMutation, useInvitePersonMutation, usePeopleListQuery, useResendInvitationMutation } from '@yardfleet/data/endpoints/people';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { useRegion } from '../../shared/environment';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { useLoadResult } from '../../shared/use-load-result';
import { useSuccessToast } from '../../shared/use-success-toast';
import { InviteDialog } from './invite-dialog';
import { deleteQuestion, peopleMessages } from './people-messages';
import { displayName, PeopleView, type PeopleResult } from './people-view';

/**
 * The connected People screen (rules 2.12, 6.2): the people list, the invitation dialog, resend, and
 * delete after a confirmation; a success status toast after each change (failures are the error
 * policy's toasts, with the server's translated message).
 */
export const PeoplePage = () => {
  const intl = useIntl();
  const region = useRegion();
  const user = useAppSelector(selectUser);
  const list = usePeopleListQuery();
  const [invite, inviting] = useInvitePersonMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [remove, removing] = useDeletePersonMutation();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | undefined>(undefined);
  const toast = useSuccessToast();
  const done = (message: 'invited' | 'resent' | 'deleted') => toast(peopleMessages[message]);
  const removal = useConfirmedAction(
    (person: Person) => remove({ id: person.id }),
    () => done('deleted'),
  );
  const toDelete = removal.target;
  const result: PeopleResult = useLoadResult(list, (data) => ({ people: data.people }));

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
        onDelete={removal.ask}
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
        {...removal.dialog}
        title={intl.formatMessage(peopleMessages.deleteTitle)}
        message={toDelete ? intl.formatMessage(deleteQuestion, { who: displayName(toDelete) }) : ''}
        confirmLabel={intl.formatMessage(peopleMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={removing.isLoading || resending.isLoading}
      />
    </>
  );
};

export const Component = PeoplePage;
