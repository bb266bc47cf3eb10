import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withdrawConsentAndLeave } from '@yardfleet/data/account-flow';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { Button } from '@yardfleet/ui/button';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { commonMessages } from '../../shared/i18n/common-messages';
import { routeTitles } from '../../shared/route-titles';
import { TextLink } from '../../shared/text-link';
import { legalMessages } from './legal-messages';

/**
 * /personal/legalInformation (rules 2.13, 4.10): links to both agreements in full, and withdraw consent
 * (confirmed first): the server ends every session, the app logs out to /login; the next login
 * asks to accept the agreements again.
 */
export const LegalInformationPage = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.legalInformation)}</h1>
      {(
        [
          ['/protocol/user-agreement', routeTitles.userAgreement],
          ['/protocol/privacy-policy', routeTitles.privacyPolicy],
        ] as const
      ).map(([path, title]) => (
        <section key={path} aria-label={intl.formatMessage(title)} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-base font-semibold text-slate-900">{intl.formatMessage(title)}</h2>
          <TextLink to={path}>{intl.formatMessage(legalMessages.read)}</TextLink>
        </section>
      ))}
      <section aria-label={intl.formatMessage(legalMessages.withdrawSection)} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="text-base font-semibold text-slate-900">{intl.formatMessage(legalMessages.withdrawSection)}</h2>
        <p className="text-sm text-slate-700">{intl.formatMessage(legalMessages.withdrawHint)}</p>
        <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
          {intl.formatMessage(legalMessages.withdraw)}
        </Button>
      </section>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(legalMessages.withdrawTitle)}
        message={intl.formatMessage(legalMessages.withdrawQuestion)}
        confirmLabel={intl.formatMessage(legalMessages.withdraw)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          void dispatch(withdrawConsentAndLeave())
            .unwrap()
            .then(() => {
              setBusy(false);
              setConfirming(false);
            });
        }}
      />
    </div>
  );
};

export const Component = LegalInformationPage;
