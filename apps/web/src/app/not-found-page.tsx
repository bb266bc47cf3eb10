import { defineMessages, useIntl } from 'react-intl';
import { goHomeMessage } from '../shared/i18n/home-link-messages';
import { TextLink } from '../shared/text-link';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found', description: 'Heading of the not-found screen (rules 2.21)' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The page you are looking for does not exist or is not available to you.',
    description: 'Not-found explanation',
  },
});

/** Not found (rules 2.1, 2.21: /noFound and any unknown path). */
export const NotFoundPage = () => {
  const intl = useIntl();
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-5xl font-bold text-emerald-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(messages.title)}</h1>
      <p className="max-w-md text-sm text-slate-600">{intl.formatMessage(messages.body)}</p>
      <TextLink to="/">{intl.formatMessage(goHomeMessage)}</TextLink>
    </main>
  );
};

/** The same screen as a route module for `lazy`. */
export const Component = NotFoundPage;
