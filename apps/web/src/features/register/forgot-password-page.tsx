import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { validateForgotPassword } from '@yardfleet/domain/forms/account-forms';
import { useForgotPasswordMutation } from '@yardfleet/data/endpoints/account';
import { Button } from '@yardfleet/ui/button';
import { TextField } from '@yardfleet/ui/text-field';
import { AuthCard, linkClass } from './auth-card';
import { registerFieldMessages, registerMessages, registerValueMessages } from './register-messages';
import { useFormState } from './use-form-state';

/**
 * /forgot-password (from the login screen; rules 19.4, 5.4): the email (domain rule), then
 * `account/forgotPassword`. The answer never says whether the address is registered, and neither
 * does the screen.
 */
export const ForgotPasswordPage = () => {
  const intl = useIntl();
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormState({ email: '' }, validateForgotPassword, { email: intl.formatMessage(registerFieldMessages.email) });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    form.showAll();
    if (!form.valid) return;
    const answer = await send({ email: form.values.email.trim() });
    if (answer.error === undefined) setSentTo(form.values.email.trim());
    else form.refused(answer.error);
  };

  return (
    <AuthCard title={intl.formatMessage(registerMessages.forgotTitle)}>
      {sentTo !== null ? (
        <p role="status" className="text-sm text-slate-700">
          {intl.formatMessage(registerValueMessages.forgotSent, { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{intl.formatMessage(registerMessages.forgotIntro)}</p>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <TextField
              label={intl.formatMessage(registerFieldMessages.email)}
              type="email"
              name="email"
              autoComplete="username"
              value={form.values.email}
              error={form.errors.email}
              onChange={(event) => form.change('email', event.target.value)}
              onBlur={() => form.blur('email')}
            />
            <Button type="submit" disabled={isLoading}>
              {intl.formatMessage(isLoading ? registerMessages.submitting : registerMessages.forgotSubmit)}
            </Button>
          </form>
        </>
      )}
      <Link to="/login" className={linkClass}>
        {intl.formatMessage(registerMessages.backToLogin)}
      </Link>
    </AuthCard>
  );
};

export const Component = ForgotPasswordPage;
