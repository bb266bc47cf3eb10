import { defineMessage, defineMessages, type IntlShape, type TypedMessageDescriptor } from 'react-intl';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { asApiError } from '@yardfleet/data/api-error';
import type { ToastContent } from '@yardfleet/data/slices/toasts';
import { isDatabaseUnavailable } from '@yardfleet/domain/policy/error-policy';

/**
 * The messages of rules 8, in one place: the client's own error texts, the toast templates, and the
 * texts the screens show for the pass-through server codes.
 */
export const errorMessages = defineMessages({
  invalidActivationLink: {
    id: 'error.invalidActivationLink',
    defaultMessage: 'This activation link is not valid. Ask the person who invited you to send the invitation again.',
    description: 'Rules 4.12: an activation link that is expired, used or unknown',
  },
  invalidRegistrationLink: {
    id: 'error.invalidRegistrationLink',
    defaultMessage: 'This registration link is not valid. Please use a new link.',
    description: 'Rules 4.12: a registration link that is expired, used or unknown',
  },
  invalidResetLink: {
    id: 'error.invalidResetLink',
    defaultMessage: 'This password reset link is not valid. Please send the request again.',
    description: 'Rules 4.12: a password reset link that is expired, used or unknown',
  },
  oldPasswordFailed: {
    id: 'error.oldPasswordFailed',
    defaultMessage: 'The old password is incorrect.',
    description: 'Rules 8.2: old password check failed (toast)',
  },
  newPasswordFailed: {
    id: 'error.newPasswordFailed',
    defaultMessage: 'The new password could not be set.',
    description: 'Rules 8.2: new password refused (toast)',
  },
  locationUnavailable: {
    id: 'error.locationUnavailable',
    defaultMessage: 'Could not get your current location.',
    description: 'Rules 15.4: geolocation failed',
  },
  authoriseLocation: {
    id: 'error.authoriseLocation',
    defaultMessage: 'Please authorise the location service to see dealers near you.',
    description: 'Rules 15.4: asks for location permission',
  },
  noDeviceLocation: {
    id: 'error.noDeviceLocation',
    defaultMessage: 'There is no location information for this device.',
    description: 'Rules 8.5: device never reported a position',
  },
  deviceOffline: { id: 'error.deviceOffline', defaultMessage: 'The device is offline. No data available.', description: 'Rules 8.5: device offline' },
  updateFirmware: {
    id: 'error.updateFirmware',
    defaultMessage: 'Please update the firmware through the mobile app.',
    description: 'Rules 8.5: firmware too old',
  },
  noResults: { id: 'error.noResults', defaultMessage: 'No results found', description: 'Rules 8.5: a list or search with no rows' },
  companyNameNotSet: {
    id: 'error.companyNameNotSet',
    defaultMessage: 'Your company name is not set. Confirming takes you to the company name entry.',
    description: 'Rules 2.21: shown to a user without a company name (guest route)',
  },
  accessRestricted: {
    id: 'error.accessRestricted',
    defaultMessage: 'Access is restricted. Log in to the mobile app to see this information.',
    description: 'Rules 2.21: restricted-access prompt',
  },
  requestTimeout: {
    id: 'error.requestTimeout',
    defaultMessage: 'The server did not answer in time. Please try again.',
    description: 'Toast after a request got no answer within 60 seconds (rules 7.6)',
  },
  chunkLoadFailed: {
    id: 'error.chunkLoadFailed',
    defaultMessage: 'This page could not be loaded, possibly because a new version was released. Please refresh the page.',
    description: 'Rules 8.4: a lazily loaded screen failed to load',
  },
  networkFailed: {
    id: 'error.networkFailed',
    defaultMessage: 'Could not reach the Yardfleet server. Check your network connection and try again.',
    description: "Toast when a request got no answer at all (offline, server down); replaces the browser's raw 'Failed to fetch'",
  },
  databaseRetrying: {
    id: 'error.databaseRetrying',
    defaultMessage: 'Yardfleet cannot reach its database. Retrying…',
    description: "Toast while a read the server could not serve (HTTP 503: its database is away) is sent again after the server's Retry-After (rules 8.3)",
  },
  databaseUnavailable: {
    id: 'error.databaseUnavailable',
    defaultMessage: 'Yardfleet cannot reach its database. Please try again in a moment.',
    description: 'Toast and load error when the server answered HTTP 503 because its database is away or too slow, and nothing more is retried (rules 8.3)',
  },
  actionFailed: {
    id: 'error.actionFailed',
    defaultMessage: 'Something went wrong in this browser, so nothing was sent. Please try again or reload the page.',
    description: 'Toast when the app itself failed before a request could be sent (rules 8.6: no click fails silently)',
  },
  unexpected: { id: 'error.unexpected', defaultMessage: 'Something went wrong while showing this page.', description: 'A screen failed to render' },
  badCredentials: {
    id: 'error.login.badCredentials',
    defaultMessage: 'Incorrect email or password.',
    description: 'Login refused: wrong email or password (code 1170012020)',
  },
  notActivated: {
    id: 'error.login.notActivated',
    defaultMessage: 'This account is not activated yet. Check your inbox for the activation email.',
    description: 'Login refused: account not activated (code 1170012068)',
  },
  consentRequired: {
    id: 'error.login.consentRequired',
    defaultMessage: 'You withdrew your consent. Accept the user agreement and privacy policy again to continue.',
    description: 'Login refused: consent withdrawn (code 1170012073)',
  },
  accountLocked: {
    id: 'error.login.accountLocked',
    defaultMessage: 'Your account is locked after too many failed attempts. Please try again later.',
    description: 'Login refused: account locked (code 1170042004)',
  },
});

/** Rules 8.3: "Code: {status}, Message: {message}" for an HTTP failure with a body. */
export const httpFailureMessage = defineMessage<{ status: number; message: string }>({
  id: 'error.httpFailure',
  defaultMessage: 'Code: {status}, Message: {message}',
  description: 'Toast for an HTTP failure: status number and the server message',
});

const SCREEN_MESSAGES: ReadonlyMap<number, TypedMessageDescriptor> = new Map<number, TypedMessageDescriptor>([
  [ServerCode.badCredentials, errorMessages.badCredentials],
  [ServerCode.notActivated, errorMessages.notActivated],
  [ServerCode.consentRequired, errorMessages.consentRequired],
  [ServerCode.accountLocked, errorMessages.accountLocked],
]);

/** The translated text a screen shows for a pass-through server code; undefined for other codes. */
export const screenMessageForCode = (intl: IntlShape, code: number): string | undefined => {
  const descriptor = SCREEN_MESSAGES.get(code);
  return descriptor ? intl.formatMessage(descriptor) : undefined;
};

/** The translated text of a toast from the data layer (the templates of rules 8.3; server texts as sent). */
export const toastText = (intl: IntlShape, content: ToastContent): string => {
  switch (content.kind) {
    case 'text':
      return content.text;
    case 'http_failure':
      return intl.formatMessage(httpFailureMessage, { status: content.status, message: content.message });
    case 'timeout':
      return intl.formatMessage(errorMessages.requestTimeout);
    case 'network':
      return intl.formatMessage(errorMessages.networkFailed);
    case 'unexpected':
      return intl.formatMessage(errorMessages.actionFailed);
    case 'database_unavailable':
      return intl.formatMessage(content.retrying ? errorMessages.databaseRetrying : errorMessages.databaseUnavailable);
  }
};

/**
 * The detail line of a screen's error state after a failed load (rules 2.23): the server's message of a
 * failure envelope, "Code: {status}, Message: {message}" of an HTTP failure (the translated
 * "cannot reach its database" for the server's database 503, rules 8.3), nothing for a timeout
 * or a network failure (their toast already said it).
 */
export const loadErrorDetail = (intl: IntlShape, error: unknown): string | undefined => {
  const apiError = asApiError(error);
  if (apiError?.kind === 'envelope') return apiError.message;
  if (apiError?.kind === 'http' && isDatabaseUnavailable(apiError)) return intl.formatMessage(errorMessages.databaseUnavailable);
  if (apiError?.kind === 'http') return intl.formatMessage(httpFailureMessage, { status: apiError.status, message: apiError.message });
  return undefined;
};
