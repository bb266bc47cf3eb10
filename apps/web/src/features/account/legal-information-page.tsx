import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { accountMessages } from './account-messages';

/** /personal/legalInformation (SPEC 2): the two agreements with a one-paragraph summary each. */
export const LegalInformationPage = () => {
  const intl = useIntl();
  const documents = [
    { title: accountMessages.userAgreementTitle, summary: accountMessages.userAgreementSummary, path: '/protocol/user-agreement' },
    { title: accountMessages.privacyPolicyTitle, summary: accountMessages.privacyPolicySummary, path: '/protocol/privacy-policy' },
  ];
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(accountMessages.legalTitle)}</h1>
      {documents.map((doc) => (
        <article key={doc.path} className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-base font-semibold text-slate-900">{intl.formatMessage(doc.title)}</h2>
          <p className="mt-2 text-sm leading-6 text-slate-700">{intl.formatMessage(doc.summary)}</p>
          <Link to={doc.path} className="mt-3 inline-block text-sm font-medium text-emerald-700 underline hover:text-emerald-900">
            {intl.formatMessage(accountMessages.fullTextLater)}
          </Link>
        </article>
      ))}
    </section>
  );
};

export const Component = LegalInformationPage;
