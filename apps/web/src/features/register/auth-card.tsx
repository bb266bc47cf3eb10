import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Logo } from '@yardfleet/ui/logo';
import { useRegion } from '../../shared/environment';
import { commonMessages } from '../../shared/i18n/common-messages';

/** The centred card of the logged-out account screens: the region's logo, a heading, the content. */
export const AuthCard = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const intl = useIntl();
  const region = useRegion();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-emerald-50 to-slate-100 p-4">
      <div className="flex w-full max-w-lg flex-col gap-4 rounded-xl bg-white p-8 shadow-lg">
        <Logo region={region} title={intl.formatMessage(commonMessages.appName)} className="h-9 w-auto self-start" />
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
};

/** Link style of the account screens. */
export const linkClass = 'font-medium text-emerald-700 underline hover:text-emerald-900';

/**
 * The card that ends an account flow (registration sent, account activated, invitation accepted):
 * `title`, what happened as a status line (`body`, read out when it appears), and the link to
 * /login named `linkLabel`.
 */
export const AuthDoneCard = ({ title, body, linkLabel }: { readonly title: string; readonly body: string; readonly linkLabel: string }) => (
  <AuthCard title={title}>
    <p role="status" className="text-sm text-slate-700">
      {body}
    </p>
    <Link to="/login" className={linkClass}>
      {linkLabel}
    </Link>
  </AuthCard>
);
