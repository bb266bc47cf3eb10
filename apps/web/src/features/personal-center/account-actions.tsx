import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Person } from '@yardfleet/domain/entities/person';
import { canCancelPersonalAccount } from '@yardfleet/domain/machines/account-cancellation';
import { cancelAccountAndLeave } from '@yardfleet/data/account-flow';
import { usePeopleListQuery } from '@yardfleet/data/endpoints/people';
import { useTransferAdminMutation } from '@yardfleet/data/endpoints/personal';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { refreshUserInfo } from '@yardfleet/data/session-flow';
import { Button } from '@yardfleet/ui/button';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { Select } from '@yardfleet/ui/select';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useSuccessToast } from '../../shared/use-success-toast';
import { personalMessages, personalValueMessages } from './personal-center-messages';
import { Section } from './section';

const nameOf = (p: Person): string => `${p.firstName} ${p.lastName}`.trim() || p.email;

/** Transfer admin (rules 4.9, admin only): an activated person becomes admin, the caller manager; the user info is read again. */
export const TransferSection = ({ selfId }: { readonly selfId: string }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const people = usePeopleListQuery();
  const [transfer, { isLoading }] = useTransferAdminMutation();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const candidates = (people.data?.people ?? []).filter((p) => p.id !== selfId && p.status === 'activated');
  const chosen = candidates.find((p) => p.id === target) ?? candidates[0];
  return (
    <Section title={intl.formatMessage(personalMessages.transferSection)}>
      <p className="text-sm text-slate-700">{intl.formatMessage(personalMessages.transferHint)}</p>
      {chosen === undefined ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(personalMessages.noCandidates)}</p>
      ) : (
        <div className="flex max-w-md flex-col gap-3">
          <Select
            label={intl.formatMessage(personalMessages.transferTo)}
            value={chosen.id}
            options={candidates.map((p) => ({ value: p.id, label: `${nameOf(p)} (${p.email})` }))}
            onChange={setTarget}
          />
          <Button className="self-start" variant="secondary" onClick={() => setConfirming(true)}>
            {intl.formatMessage(personalMessages.transfer)}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={intl.formatMessage(personalMessages.transferTitle)}
            message={intl.formatMessage(personalValueMessages.transferQuestion, { who: nameOf(chosen) })}
            confirmLabel={intl.formatMessage(personalMessages.transfer)}
            cancelLabel={intl.formatMessage(commonMessages.cancel)}
            busy={isLoading}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              void transfer({ id: chosen.id }).then((answer) => {
                setConfirming(false);
                if (answer.error === undefined) void dispatch(refreshUserInfo());
              })
            }
          />
        </div>
      )}
    </Section>
  );
};

/**
 * Cancel the personal account (rules 6.7) and how to cancel the company (only a service agent). The
 * domain's `canCancelPersonalAccount` decides up front: an admin of a registered company reads the
 * refusal reason instead of the button; the server's refusal (1170010422) shows the same reason.
 * The confirmation's buttons say what each does ("Keep my account" / "Cancel my account"); once
 * cancelled, the login screen confirms it with a success message (rules 19.7).
 */
export const CancelSection = ({ isCompanyAdmin, hasCompany }: { readonly isCompanyAdmin: boolean; readonly hasCompany: boolean }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toast = useSuccessToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const allowed = canCancelPersonalAccount({ account: 'active', isCompanyAdmin, company: hasCompany ? 'registered' : 'none' });
  return (
    <>
      <Section title={intl.formatMessage(personalMessages.cancelSection)}>
        {allowed && !refused ? (
          <>
            <p className="text-sm text-slate-700">{intl.formatMessage(personalMessages.cancelHint)}</p>
            <Button className="self-start" variant="danger" onClick={() => setConfirming(true)}>
              {intl.formatMessage(personalMessages.cancelAccount)}
            </Button>
          </>
        ) : (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{intl.formatMessage(personalMessages.cancelRefused)}</p>
        )}
      </Section>
      {hasCompany ? (
        <Section title={intl.formatMessage(personalMessages.companyCancellation)}>
          <p className="text-sm text-slate-700">{intl.formatMessage(personalMessages.companyCancellationBody)}</p>
        </Section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(personalMessages.cancelTitle)}
        message={intl.formatMessage(personalMessages.cancelQuestion)}
        confirmLabel={intl.formatMessage(personalMessages.cancelAccount)}
        cancelLabel={intl.formatMessage(personalMessages.keepAccount)}
        tone="danger"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          void dispatch(cancelAccountAndLeave())
            .unwrap()
            .then((outcome) => {
              setBusy(false);
              setConfirming(false);
              if (outcome.ok) toast(personalMessages.accountCancelled);
              else if (outcome.error.kind === 'envelope') setRefused(true);
            });
        }}
      />
    </>
  );
};
