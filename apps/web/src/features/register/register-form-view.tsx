import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@yardfleet/ui/button';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { PasswordField } from '@yardfleet/ui/password-field';
import { TextField } from '@yardfleet/ui/text-field';
import { AuthCard, linkClass } from './auth-card';
import { registerFieldMessages, registerMessages } from './register-messages';

/** The text fields a registration form may show, in screen order. */
export type RegisterTextField = 'email' | 'firstName' | 'lastName' | 'companyName' | 'password' | 'confirmPassword';

export interface RegisterFormViewProps {
  readonly title: string;
  /** A line under the heading (the invitation's company and role). */
  readonly intro?: string | undefined;
  /** The fields this form shows (company: all; personal: no company name; invited: no email or company name). */
  readonly fields: readonly RegisterTextField[];
  readonly values: Readonly<Record<RegisterTextField, string>>;
  readonly agreed: boolean;
  /** Translated errors per field (rules 5.10), `agreed` for the tick box. */
  readonly errors: Partial<Record<RegisterTextField | 'agreed', string>>;
  readonly submitting: boolean;
  readonly onChange: (field: RegisterTextField, value: string) => void;
  readonly onBlur: (field: RegisterTextField) => void;
  readonly onAgreedChange: (agreed: boolean) => void;
  readonly onSubmit: () => void;
  /** Links under the form (log in, the other registration). */
  readonly footer?: ReactNode;
}

const AUTOCOMPLETE: Record<RegisterTextField, string> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  password: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * A registration form (rules 19.1, 5.10): the chosen fields, the registration text of rules 1.1
 * (businesses and individual traders only; the registrant is authorised by the account holder),
 * links to both agreements, the agreement tick box and the submit button.
 */
export const RegisterFormView = (props: RegisterFormViewProps) => {
  const intl = useIntl();
  const { title, intro, fields, values, agreed, errors, submitting, onChange, onBlur, onAgreedChange, onSubmit, footer } = props;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <AuthCard title={title}>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {fields.map((field) => {
          const common = {
            label: intl.formatMessage(registerFieldMessages[field]),
            name: field,
            autoComplete: AUTOCOMPLETE[field],
            value: values[field],
            error: errors[field],
            onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
            onBlur: () => onBlur(field),
          };
          return field === 'password' || field === 'confirmPassword' ? (
            <PasswordField key={field} {...common} {...(field === 'password' ? { hint: intl.formatMessage(registerMessages.passwordHint) } : {})} />
          ) : (
            <TextField key={field} type={field === 'email' ? 'email' : 'text'} {...common} />
          );
        })}
        <p className="rounded-md bg-slate-50 p-3 text-xs leading-5 text-slate-700">{intl.formatMessage(registerMessages.businessNotice)}</p>
        <p className="flex gap-4 text-xs">
          <Link to="/protocol/user-agreement" className={linkClass}>
            {intl.formatMessage(registerMessages.readAgreement)}
          </Link>
          <Link to="/protocol/privacy-policy" className={linkClass}>
            {intl.formatMessage(registerMessages.readPrivacy)}
          </Link>
        </p>
        <Checkbox name="agreed" checked={agreed} error={errors.agreed} onChange={onAgreedChange} label={intl.formatMessage(registerMessages.agreement)} />
        <Button type="submit" disabled={submitting} className="w-full">
          {intl.formatMessage(submitting ? registerMessages.submitting : registerMessages.submit)}
        </Button>
      </form>
      {footer}
    </AuthCard>
  );
};
