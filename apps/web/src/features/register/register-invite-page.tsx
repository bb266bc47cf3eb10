import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { validateAccountRegistration } from '@yardfleet/domain/forms/account-forms';
import { asApiError, isEnvelopeCode } from '@yardfleet/data/api-error';
import { useRegisterCheckQuery, useRegisterInviteMutation } from '@yardfleet/data/endpoints/account';
import { AuthDoneCard } from './auth-card';
import { CheckingView } from './checking-view';
import { LinkFailureView } from './link-failure-view';
import { RegisterFormView, type RegisterTextField } from './register-form-view';
import { registerFieldMessages, registerMessages, registerValueMessages } from './register-messages';
import { useFormState } from './use-form-state';

const FIELDS: readonly RegisterTextField[] = ['firstName', 'lastName', 'password', 'confirmPassword'];
const EMPTY: Record<RegisterTextField, string> = { email: '', firstName: '', lastName: '', companyName: '', password: '', confirmPassword: '' };
const ROLE = { admin: registerMessages.roleAdmin, manager: registerMessages.roleManager, employee: registerMessages.roleEmployee } as const;

/**
 * /register-invite?token= (the invitation link, rules 19.3): checks the token with
 * `/web-hmac/user/registerCheck`, shows the inviting company, the role and the invited address,
 * and completes the invitation with names and password (`account/registerInvite`, domain rules).
 * An invalid link shows the registration failure screen of rules 4.12.
 */
export const RegisterInvitePage = () => {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useRegisterCheckQuery({ token }, { skip: token.length === 0 });
  const [complete, completion] = useRegisterInviteMutation();
  const [agreed, setAgreed] = useState(false);
  const [agreedShown, setAgreedShown] = useState(false);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);
  const labels = Object.fromEntries(Object.keys(EMPTY).map((f) => [f, intl.formatMessage(registerFieldMessages[f as RegisterTextField])])) as Record<
    RegisterTextField,
    string
  >;
  const form = useFormState(EMPTY, (values) => validateAccountRegistration({ ...values, email: undefined, companyName: undefined, agreed: true }), labels);

  if (token.length === 0 || check.isError || isEnvelopeCode(asApiError(completion.error), ServerCode.linkInvalid))
    return <LinkFailureView kind="registration" />;
  if (check.data === undefined) return <CheckingView />;
  if (doneEmail !== null)
    return (
      <AuthDoneCard
        title={intl.formatMessage(registerMessages.activatedTitle)}
        body={intl.formatMessage(registerValueMessages.inviteCompleted, { email: doneEmail })}
        linkLabel={intl.formatMessage(registerMessages.goToLogin)}
      />
    );

  const invitation = check.data;
  const submit = async (): Promise<void> => {
    form.showAll();
    setAgreedShown(true);
    if (!form.valid || !agreed) return;
    const { firstName, lastName, password, confirmPassword } = form.values;
    const answer = await complete({ token, firstName, lastName, password, confirmPassword });
    if (answer.data !== undefined) setDoneEmail(answer.data.email);
    else form.refused(answer.error);
  };

  return (
    <RegisterFormView
      title={intl.formatMessage(registerValueMessages.inviteTitle, { companyName: invitation.companyName })}
      intro={intl.formatMessage(registerValueMessages.inviteIntro, { role: intl.formatMessage(ROLE[invitation.role]), email: invitation.email })}
      fields={FIELDS}
      values={form.values}
      agreed={agreed}
      errors={{ ...form.errors, ...(agreedShown && !agreed ? { agreed: intl.formatMessage(registerMessages.agreementRequired) } : {}) }}
      submitting={completion.isLoading}
      onChange={form.change}
      onBlur={form.blur}
      onAgreedChange={setAgreed}
      onSubmit={() => void submit()}
    />
  );
};

export const Component = RegisterInvitePage;
