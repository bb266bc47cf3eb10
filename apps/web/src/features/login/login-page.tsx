import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { validateLoginForm, type LoginForm } from '@yardfleet/domain/forms/login';
import { routeFor, safeRedirectTarget } from '@yardfleet/domain/routing/route-for';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { logIn } from '@yardfleet/data/session-flow';
import { screenMessageForCode } from '../../shared/i18n/error-messages';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { LanguageSwitch } from '../../shared/language-switch';
import { LoginView } from './login-view';

const FIELDS: readonly (keyof LoginForm)[] = ['email', 'password', 'agreed'];

/**
 * Where a user who just logged in goes: the `redirect` target, or where the domain's routeFor sends
 * this user from there (a user without a company goes to /guest, user type 3 to /welcome). Going
 * there directly avoids racing the route guard's own redirect of /login.
 */
const landingFor = (user: UserInfo, redirect: string | null): string => {
  const target = safeRedirectTarget(redirect);
  const decision = routeFor({ kind: 'logged_in', user }, target);
  return decision.kind === 'redirect' ? decision.to : target;
};

/**
 * The connected login screen: validates with the domain's login form rules (rules 5.9) on blur and on
 * submit, logs in through the data layer, shows the pass-through failures of rules 8.1 on the screen
 * (other failures are toasts), and on success goes to the `redirect` query (safeRedirectTarget) or /home.
 */
export const LoginPage = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginForm>({ email: '', password: '', agreed: false });
  const [shown, setShown] = useState<ReadonlySet<keyof LoginForm>>(new Set());
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [consentRequired, setConsentRequired] = useState(false);

  const validation = validateLoginForm(values);
  const fieldErrors = E.isLeft(validation) ? validation.left : {};
  const errors: Partial<Record<keyof LoginForm, string>> = {};
  for (const field of FIELDS) {
    const error = fieldErrors[field];
    if (error && shown.has(field)) errors[field] = validationMessage(intl, error);
  }

  const submit = async (): Promise<void> => {
    setShown(new Set(FIELDS));
    setServerError(undefined);
    if (E.isLeft(validation)) return;
    setSubmitting(true);
    const outcome = await dispatch(logIn(validation.right)).unwrap();
    setSubmitting(false);
    setConsentRequired(!outcome.ok && outcome.error.kind === 'envelope' && outcome.error.code === ServerCode.consentRequired);
    if (outcome.ok) {
      void navigate(landingFor(outcome.user, params.get('redirect')), { replace: true });
    } else if (outcome.error.kind === 'envelope') {
      setServerError(screenMessageForCode(intl, outcome.error.code));
    }
  };

  // After a withdrawal, accepting both agreements again logs in (rules 4.10). The flow is loaded on
  // demand so the login route's first download does not grow.
  const acceptAgreements = async (): Promise<void> => {
    if (E.isLeft(validation)) return;
    setSubmitting(true);
    const { acceptAgreementsAndLogIn } = await import('@yardfleet/data/account-flow');
    const outcome = await dispatch(acceptAgreementsAndLogIn({ ...validation.right, userAgreement: values.agreed, privacyPolicy: values.agreed })).unwrap();
    setSubmitting(false);
    if (outcome.ok) void navigate(landingFor(outcome.user, params.get('redirect')), { replace: true });
    else if (outcome.error.kind === 'envelope') setServerError(screenMessageForCode(intl, outcome.error.code));
  };

  return (
    <LoginView
      onAcceptAgreements={consentRequired ? () => void acceptAgreements() : undefined}
      values={values}
      errors={errors}
      serverError={serverError}
      submitting={submitting}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onBlur={(field) => {
        if (field !== 'agreed') setShown((current) => new Set(current).add(field));
      }}
      onSubmit={() => void submit()}
      languageSwitch={<LanguageSwitch />}
    />
  );
};

export const Component = LoginPage;
