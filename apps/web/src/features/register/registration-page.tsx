import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { validateAccountRegistration } from '@yardfleet/domain/forms/account-forms';
import { useRegisterCompanyMutation, useRegisterPersonalMutation } from '@yardfleet/data/endpoints/account';
import { asBrowserTimeZone } from './browser-time-zone';
import { AuthDoneCard, linkClass } from './auth-card';
import { RegisterFormView, type RegisterTextField } from './register-form-view';
import { registerFieldMessages, registerMessages, registerValueMessages } from './register-messages';
import { useFormState } from './use-form-state';

type Kind = 'company' | 'personal';
const FIELDS: Record<Kind, readonly RegisterTextField[]> = {
  company: ['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword'],
  personal: ['firstName', 'lastName', 'email', 'password', 'confirmPassword'],
};
const EMPTY: Record<RegisterTextField, string> = { email: '', firstName: '', lastName: '', companyName: '', password: '', confirmPassword: '' };

/** "Check your inbox" after a registration was accepted (the server mails the activation link). */
export const RegistrationSentView = ({ email }: { readonly email: string }) => {
  const intl = useIntl();
  return (
    <AuthDoneCard
      title={intl.formatMessage(registerMessages.sentTitle)}
      body={intl.formatMessage(registerValueMessages.sentBody, { email })}
      linkLabel={intl.formatMessage(registerMessages.backToLogin)}
    />
  );
};

/**
 * /register-company and /register-personal (rules 19.1, 5.10): validates with the domain's
 * registration rules on blur and submit, sends `account/registerCompany` (with the browser's IANA
 * time zone) or `account/registerPersonal`, then says to check the inbox. The server's field
 * errors (1170010001) show on their fields, what was typed kept; other failures are toasts (error policy).
 */
const RegistrationPage = ({ kind }: { readonly kind: Kind }) => {
  const intl = useIntl();
  const [registerCompany, company] = useRegisterCompanyMutation();
  const [registerPersonal, personal] = useRegisterPersonalMutation();
  const [agreed, setAgreed] = useState(false);
  const [agreedShown, setAgreedShown] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = Object.fromEntries(Object.keys(EMPTY).map((f) => [f, intl.formatMessage(registerFieldMessages[f as RegisterTextField])])) as Record<
    RegisterTextField,
    string
  >;
  const validate = (values: Record<RegisterTextField, string>) => {
    const errors = validateAccountRegistration({ ...values, agreed: true });
    if (kind === 'personal') delete errors.companyName;
    return errors;
  };
  const form = useFormState(EMPTY, validate, labels);
  const agreementError = validateAccountRegistration({ ...form.values, agreed }).agreed;

  if (sentTo !== null) return <RegistrationSentView email={sentTo} />;

  const submit = async (): Promise<void> => {
    form.showAll();
    setAgreedShown(true);
    if (!form.valid || agreementError) return;
    const { email, firstName, lastName, companyName, password, confirmPassword } = form.values;
    const answer =
      kind === 'company'
        ? await registerCompany({ email, firstName, lastName, companyName, password, confirmPassword, timeZone: asBrowserTimeZone() })
        : await registerPersonal({ email, firstName, lastName, password, confirmPassword });
    if (answer.error === undefined) setSentTo(email.trim());
    else form.refused(answer.error);
  };

  return (
    <RegisterFormView
      title={intl.formatMessage(kind === 'company' ? registerMessages.companyTitle : registerMessages.personalTitle)}
      fields={FIELDS[kind]}
      values={form.values}
      agreed={agreed}
      errors={{ ...form.errors, ...(agreedShown && agreementError ? { agreed: intl.formatMessage(registerMessages.agreementRequired) } : {}) }}
      submitting={company.isLoading || personal.isLoading}
      onChange={form.change}
      onBlur={form.blur}
      onAgreedChange={setAgreed}
      onSubmit={() => void submit()}
      footer={
        <p className="flex flex-wrap gap-4 text-sm">
          <Link to="/login" className={linkClass}>
            {intl.formatMessage(registerMessages.backToLogin)}
          </Link>
          <Link to={kind === 'company' ? '/register-personal' : '/register-company'} className={linkClass}>
            {intl.formatMessage(kind === 'company' ? registerMessages.personalInstead : registerMessages.companyInstead)}
          </Link>
        </p>
      }
    />
  );
};

/** /register-company. */
export const RegisterCompanyPage = () => <RegistrationPage kind="company" />;
/** /register-personal. */
export const RegisterPersonalPage = () => <RegistrationPage kind="personal" />;
