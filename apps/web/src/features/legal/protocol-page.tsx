import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@yardfleet/data/hooks';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { LegalDocument, LegalTexts } from './content/legal-document';
import { legalMessages } from './legal-messages';
import { loadLegalTexts } from './legal-texts';

/** An agreement written out in full: title, version, numbered sections. */
export const LegalDocumentView = ({ document }: { readonly document: LegalDocument }) => (
  <article className="flex flex-col gap-4">
    <h1 className="text-2xl font-semibold text-slate-900">{document.title}</h1>
    <p className="text-sm text-slate-600">{document.version}</p>
    {document.sections.map((section) => (
      <section key={section.heading} className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-slate-900">{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-sm leading-6 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
    ))}
  </article>
);

/**
 * /protocol/user-agreement and /protocol/privacy-policy (rules 1.5, 2.1): the agreement in the current
 * language, open to everyone (logged out too), with a way back.
 */
const ProtocolPage = ({ which }: { readonly which: keyof LegalTexts }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.locale.language);
  const [texts, setTexts] = useState<{ language: string; texts: LegalTexts } | null>(null);
  useEffect(() => {
    let live = true;
    void loadLegalTexts(language).then((loaded) => live && setTexts({ language, texts: loaded }));
    return () => {
      live = false;
    };
  }, [language]);
  return (
    <main className="min-h-screen bg-slate-100 p-4 sm:p-8">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-6 shadow sm:p-10">
        <button type="button" onClick={() => void navigate(-1)} className="self-start text-sm font-medium text-emerald-700 underline hover:text-emerald-900">
          {intl.formatMessage(legalMessages.back)}
        </button>
        {texts === null || texts.language !== language ? (
          <Placeholder kind="loading" label={intl.formatMessage(legalMessages.loading)} />
        ) : (
          <LegalDocumentView document={texts.texts[which]} />
        )}
      </div>
    </main>
  );
};

/** /protocol/user-agreement. */
export const UserAgreementPage = () => <ProtocolPage which="userAgreement" />;
/** /protocol/privacy-policy. */
export const PrivacyPolicyPage = () => <ProtocolPage which="privacyPolicy" />;
