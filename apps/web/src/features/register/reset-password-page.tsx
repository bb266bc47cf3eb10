import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { validateNewPassword } from '@yardfleet/domain/forms/account-forms';
import { isEnvelopeCode, asApiError } from '@yardfleet/data/api-error';
import { useForgetCheckUserQuery, useResetPasswordMutation } from '@yardfleet/data/endpoints/account';
import { Button } from '@yardfleet/ui/button';
import { PasswordField } from '@yardfleet/ui/password-field';
import { AuthCard, linkClass } from './auth-card';
import { CheckingView } from './checking-view';
import { LinkFailureView } from './link-failure-view';
import { registerFieldMessages, registerMessages, registerValueMessages } from './register-messages';
import { useFormState } from './use-form-state';

/**
 * /reset-password?token= (the reset link, valid 1 hour; rules 19.4, 19.5): checks the token with
 * `/web-hmac/user/forgetCheckUser`, then asks for the new password (domain rule) and sends
 * `account/resetPassword`, which ends every session of the account. An invalid link (also when it
 * was used meanwhile) shows the reset failure screen of rules 4.12.
 */
export const ResetPasswordPage = () => {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useForgetCheckUserQuery({ token }, { skip: token.length === 0 });
  const [reset, resetState] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const labels = { password: intl.formatMessage(registerFieldMessages.password), confirmPassword: intl.formatMessage(registerFieldMessages.confirmPassword) };
  const form = useFormState({ password: '', confirmPassword: '' }, validateNewPassword, labels);

  if (token.length === 0 || check.isError || isEnvelopeCode(asApiError(resetState.error), ServerCode.linkInvalid)) return <LinkFailureView kind="reset" />;
  if (check.data === undefined) return <CheckingView />;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    form.showAll();
    if (!form.valid) return;
    const answer = await reset({ token, ...form.values });
    if (answer.error === undefined) setDone(true);
    else form.refused(answer.error);
  };

  return (
    <AuthCard title={intl.formatMessage(registerMessages.resetTitle)}>
      {done ? (
        <p role="status" className="text-sm text-slate-700">
          {intl.formatMessage(registerMessages.resetDone)}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{intl.formatMessage(registerValueMessages.resetFor, { email: check.data.email })}</p>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            {(['password', 'confirmPassword'] as const).map((field) => (
              <PasswordField
                key={field}
                label={labels[field]}
                name={field}
                autoComplete="new-password"
                value={form.values[field]}
                error={form.errors[field]}
                {...(field === 'password' ? { hint: intl.formatMessage(registerMessages.passwordHint) } : {})}
                onChange={(event) => form.change(field, event.target.value)}
                onBlur={() => form.blur(field)}
              />
            ))}
            <Button type="submit" disabled={resetState.isLoading}>
              {intl.formatMessage(resetState.isLoading ? registerMessages.submitting : registerMessages.resetSubmit)}
            </Button>
          </form>
        </>
      )}
      <Link to="/login" className={linkClass}>
        {intl.formatMessage(done ? registerMessages.goToLogin : registerMessages.backToLogin)}
      </Link>
    </AuthCard>
  );
};

export const Component = ResetPasswordPage;
