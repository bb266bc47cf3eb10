import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { goHomeMessage } from './i18n/home-link-messages';
import { TextLink } from './text-link';

/**
 * What an admin-only screen (security log, API keys, webhooks; docs/roles.md) shows any other
 * role: the screen's `title`, the screen's own one-line `note` ("Only your company's admin …") and a
 * link home. The server refuses the same calls with 1170010403.
 */
export const AdminOnlyNote = ({ title, note }: { readonly title: ReactNode; readonly note: string }) => {
  const intl = useIntl();
  return (
    <section className="flex flex-col items-start gap-3">
      {title}
      <p className="text-sm text-slate-700">{note}</p>
      <TextLink to="/home">{intl.formatMessage(goHomeMessage)}</TextLink>
    </section>
  );
};
