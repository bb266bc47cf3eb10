import type { FormEvent } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { validateChangePassword } from '@yardfleet/domain/forms/account-forms';
import { useChangePasswordMutation } from '@yardfleet/data/endpoints/personal';
import { Button } from '@yardfleet/ui/button';
import { PasswordField } from '@yardfleet/ui/password-field';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { personalMessages } from './personal-center-messages';
import { Section } from './section';
import { useSuccessToast } from '../../shared/use-success-toast';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (rules 5.2, 19.7): the domain's rule on submit; the server's old-password (1170012031)
 * and new-password (1170012032) failures are error toasts with its translated message (error
 * policy); success clears the form and toasts.
 */
export const PasswordSection = () => {
  const intl = useIntl();
  const toast = useSuccessToast();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const errors = validateChangePassword(values);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const answer = await change(values);
    if (answer.error !== undefined) return;
    setValues(EMPTY);
    setSubmitted(false);
    toast(personalMessages.passwordChanged);
  };
  return (
    <Section title={intl.formatMessage(personalMessages.passwordSection)}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-sm flex-col gap-3">
        {(['oldPassword', 'newPassword', 'confirmPassword'] as const).map((field) => {
          const error = errors[field];
          const label = intl.formatMessage(personalMessages[field]);
          return (
            <PasswordField
              key={field}
              label={label}
              name={field}
              autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
              value={values[field]}
              error={submitted && error ? validationMessage(intl, error, label) : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          );
        })}
        <Button type="submit" disabled={isLoading} className="self-start">
          {intl.formatMessage(personalMessages.savePassword)}
        </Button>
      </form>
    </Section>
  );
};
