import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useActivityCheckMutation } from '@yardfleet/data/endpoints/account';
import { AuthDoneCard } from './auth-card';
import { CheckingView } from './checking-view';
import { LinkFailureView } from './link-failure-view';
import { registerMessages, registerValueMessages } from './register-messages';

/** An activation link that worked: the account's email and the way to log in. */
export const ActivatedView = ({ email }: { readonly email: string }) => {
  const intl = useIntl();
  return (
    <AuthDoneCard
      title={intl.formatMessage(registerMessages.activatedTitle)}
      body={intl.formatMessage(registerValueMessages.activatedBody, { email })}
      linkLabel={intl.formatMessage(registerMessages.goToLogin)}
    />
  );
};

type State = { readonly kind: 'checking' } | { readonly kind: 'activated'; readonly email: string } | { readonly kind: 'failed' };

/**
 * /activate?token= (the activation link of the mail, rules 19.2): posts the token once to
 * `/web-hmac/user/activityCheck`; success shows that the account is active, any failure (unknown,
 * used or expired token, or no token) the activation failure screen of rules 4.12.
 */
export const ActivatePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check] = useActivityCheckMutation();
  const [state, setState] = useState<State>(token.length > 0 ? { kind: 'checking' } : { kind: 'failed' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || token.length === 0) return;
    sent.current = true;
    void check({ token }).then((answer) => setState(answer.data !== undefined ? { kind: 'activated', email: answer.data.email } : { kind: 'failed' }));
  }, [check, token]);

  switch (state.kind) {
    case 'checking':
      return <CheckingView />;
    case 'activated':
      return <ActivatedView email={state.email} />;
    case 'failed':
      return <LinkFailureView kind="activation" />;
  }
};

export const Component = ActivatePage;
