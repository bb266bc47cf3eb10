import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoginForm } from '@yardfleet/domain/forms/login';
import { Button } from '@yardfleet/ui/button';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { Logo } from '@yardfleet/ui/logo';
import { PasswordField } from '@yardfleet/ui/password-field';
import { TextField } from '@yardfleet/ui/text-field';
import { useRegion } from '../../shared/environment';
import { commonMessages } from '../../shared/i18n/common-messages';
import { loginMessages } from './login-messages';

export interface LoginViewProps {
  /** What the user typed (kept on every error). */
  readonly values: LoginForm;
  /** Translated error per field, shown under it (rules 5.9). */
  readonly errors: Partial<Record<keyof LoginForm, string>>;
  /** Translated outcome of a refused login (bad credentials, not activated, consent, locked; rules 8.1). */
  readonly serverError?: string | undefined;
  readonly submitting: boolean;
  readonly onChange: <K extends keyof LoginForm>(field: K, value: LoginForm[K]) => void;
  readonly onBlur: (field: keyof LoginForm) => void;
  readonly onSubmit: () => void;
  /** Set after a consent withdrawal (1170012073): accepts both agreements again and logs in (rules 4.10). */
  readonly onAcceptAgreements?: (() => void) | undefined;
  /** The language switch (switches in place on this route, rules 4.11). */
  readonly languageSwitch?: ReactNode;
}

const linkClass = 'font-medium text-emerald-700 underline hover:text-emerald-900';

/** The login screen (rules 2.8, 5.9): email, password, the agreement checkbox with its two links, Log in. */
export const LoginView = ({ values, errors, serverError, submitting, onChange, onBlur, onSubmit, onAcceptAgreements, languageSwitch }: LoginViewProps) => {
  const intl = useIntl();
  const region = useRegion();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-emerald-50 to-slate-100">
      <header className="flex items-center justify-between px-6 py-4">
        <Logo region={region} title={intl.formatMessage(commonMessages.appName)} className="h-9 w-auto" />
        {languageSwitch}
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
          <h1 className="text-2xl font-semibold text-slate-900">{intl.formatMessage(loginMessages.title)}</h1>
          <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(loginMessages.subtitle)}</p>
          <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
            <TextField
              label={intl.formatMessage(commonMessages.email)}
              type="email"
              name="email"
              autoComplete="username"
              value={values.email}
              error={errors.email}
              onChange={(event) => onChange('email', event.target.value)}
              onBlur={() => onBlur('email')}
            />
            <PasswordField
              label={intl.formatMessage(commonMessages.password)}
              name="password"
              autoComplete="current-password"
              value={values.password}
              error={errors.password}
              onChange={(event) => onChange('password', event.target.value)}
              onBlur={() => onBlur('password')}
            />
            <Checkbox
              name="agreed"
              checked={values.agreed}
              error={errors.agreed}
              onChange={(checked) => onChange('agreed', checked)}
              label={
                <>
                  {intl.formatMessage(loginMessages.agreementPrefix)}{' '}
                  <Link to="/protocol/user-agreement" className={linkClass}>
                    {intl.formatMessage(commonMessages.userAgreement)}
                  </Link>{' '}
                  {intl.formatMessage(loginMessages.agreementAnd)}{' '}
                  <Link to="/protocol/privacy-policy" className={linkClass}>
                    {intl.formatMessage(commonMessages.privacyPolicy)}
                  </Link>
                </>
              }
            />
            {serverError ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {serverError}
              </p>
            ) : null}
            {onAcceptAgreements ? (
              <Button variant="secondary" disabled={submitting} onClick={onAcceptAgreements}>
                {intl.formatMessage(loginMessages.acceptAgain)}
              </Button>
            ) : null}
            <Button type="submit" disabled={submitting} className="mt-2 w-full">
              {intl.formatMessage(submitting ? loginMessages.submitting : loginMessages.submit)}
            </Button>
          </form>
          <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
            <Link to="/forgot-password" className={linkClass}>
              {intl.formatMessage(loginMessages.forgotPassword)}
            </Link>
            <Link to="/register-company" className={linkClass}>
              {intl.formatMessage(loginMessages.createCompany)}
            </Link>
          </p>
          <p className="mt-6 text-xs text-slate-500">{intl.formatMessage(loginMessages.businessOnly)}</p>
        </div>
      </main>
    </div>
  );
};
