import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LANGUAGE_STORAGE_KEY } from '@yardfleet/domain/locale/language';
import { routeFor } from '@yardfleet/domain/routing/route-for';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { languageChanged } from '@yardfleet/data/slices/locale';
import { selectRoutingSession } from '@yardfleet/data/slices/session';
import { DelayedSpinner } from './delayed-spinner';
import { useEnvironment } from '../shared/environment';
import { NotFoundPage } from './not-found-page';
import { RouteDecisionContext } from './route-decision';
import { refreshUserInfoOnce } from './user-info-refresh';

/**
 * Guards every route with the domain's `routeFor(session, path)` (rules 4.14): it redirects, shows Not
 * found, stores a language opened by locale path, or renders the route with its decision in
 * context. The web app never re-decides a rule. While a restored session's user info is loading
 * (after a reload) it waits, showing a spinner after 200 ms.
 */
export const RouteGuard = () => {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { storage } = useEnvironment();
  const session = useAppSelector(selectRoutingSession);
  const pathWithQuery = `${location.pathname}${location.search}`;
  const decision = useMemo(() => (session === 'pending' ? null : routeFor(session, pathWithQuery)), [session, pathWithQuery]);

  useEffect(() => {
    if (session === 'pending') void refreshUserInfoOnce(dispatch);
  }, [session, dispatch]);

  useEffect(() => {
    if (decision?.kind !== 'set_language') return;
    storage.setItem(LANGUAGE_STORAGE_KEY, decision.language);
    dispatch(languageChanged(decision.language));
  }, [decision, storage, dispatch]);

  if (decision === null) return <DelayedSpinner />;
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'set_language':
      return <Navigate to={decision.to} replace />;
    case 'not_found':
      return <NotFoundPage />;
    case 'show':
      return (
        <RouteDecisionContext.Provider value={decision}>
          <Outlet />
        </RouteDecisionContext.Provider>
      );
  }
};
