import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorMessages } from '../../shared/i18n/error-messages';
import { AuthCard, linkClass } from './auth-card';
import { registerMessages } from './register-messages';

/** The three kinds of mailed link (rules 7.7, 19.5). */
export type LinkKind = 'activation' | 'registration' | 'reset';

const MESSAGE = {
  activation: errorMessages.invalidActivationLink,
  registration: errorMessages.invalidRegistrationLink,
  reset: errorMessages.invalidResetLink,
} as const;

/**
 * The link failure screen (rules 4.12, 8.5): an unknown, used or expired link shows the message of its kind
 * (activation: contact the inviter to resend; registration: use a new link; reset: send the
 * request again, with a link to /forgot-password), and a way back to log in.
 */
export const LinkFailureView = ({ kind }: { readonly kind: LinkKind }) => {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(registerMessages.linkFailedTitle)}>
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {intl.formatMessage(MESSAGE[kind])}
      </p>
      <p className="flex flex-wrap gap-4 text-sm">
        {kind === 'reset' ? (
          <Link to="/forgot-password" className={linkClass}>
            {intl.formatMessage(registerMessages.resendRequest)}
          </Link>
        ) : null}
        <Link to="/login" className={linkClass}>
          {intl.formatMessage(registerMessages.backToLogin)}
        </Link>
      </p>
    </AuthCard>
  );
};
