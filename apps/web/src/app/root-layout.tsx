import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectSessionAlert } from '@yardfleet/data/slices/alert';
import { selectToasts, toastDismissed } from '@yardfleet/data/slices/toasts';
import { Toaster } from '@yardfleet/ui/toaster';
import { commonMessages } from '../shared/i18n/common-messages';
import { toastText } from '../shared/i18n/error-messages';
import { DelayedSpinner } from './delayed-spinner';
import { useNavigatePort } from './navigate-port';

/** The toasts of the store, translated (the templates of rules 8.3), dismissable by the user. */
const AppToaster = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  return (
    <Toaster
      toasts={toasts.map((toast) => ({ id: toast.id, level: toast.level, text: toastText(intl, toast.content) }))}
      onDismiss={(id) => dispatch(toastDismissed(id))}
      dismissLabel={intl.formatMessage(commonMessages.dismiss)}
    />
  );
};

/** The 1401 alert, loaded only when a session expires (its dialog code stays off the first route). */
const SessionAlert = lazy(() => import('./session-alert'));

/**
 * The root of every route: binds the store's navigate port to the router, shows a loader when a
 * lazy screen takes longer than 200 ms (rules 9.3), and renders the toasts and the session alert.
 * The alert's dialog code is loaded only when a session expires.
 */
export const RootLayout = () => {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const port = useNavigatePort();
  const alertOpen = useAppSelector(selectSessionAlert) !== null;
  useEffect(() => port?.bind((path) => void navigate(path)), [port, navigate]);
  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-40 bg-white/70">
          <DelayedSpinner />
        </div>
      ) : null}
      <Outlet />
      <AppToaster />
      {alertOpen ? (
        <Suspense fallback={null}>
          <SessionAlert />
        </Suspense>
      ) : null}
    </>
  );
};
