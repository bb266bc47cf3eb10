import { skipToken } from '@reduxjs/toolkit/query/react';
import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { useGatewayDetailQuery } from '@yardfleet/data/endpoints/gateways';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { useRegion } from '../../shared/environment';
import { useDetailResult } from '../../shared/use-detail-result';
import { actionsFor, useGatewayActions } from './gateway-actions';
import { GatewayDetailView } from './gateway-detail-view';
import { useCompanyTimeZone } from '../../shared/use-company-time';

/** The list query the list page passed in the link's state ("?tab=…"), or none. */
const listQueryOf = (state: unknown): string => {
  const query = typeof state === 'object' && state !== null && 'listQuery' in state ? state.listQuery : undefined;
  return typeof query === 'string' && (query === '' || query.startsWith('?')) ? query : '';
};

/**
 * The connected gateway detail (/gateway/:id; rules 14.4). An id the server does not know
 * for this company (1170010404) or a malformed id shows the not-found state (useDetailResult). Reset and delete (the
 * domain's `gateway.manage`) ask first; the detail then refetches (its tag) and shows the banner.
 */
export const GatewayDetailPage = () => {
  const region = useRegion();
  const timeZone = useCompanyTimeZone();
  const role = useAppSelector(selectUser)?.role ?? null;
  const { state } = useLocation();
  const [now] = useState(() => new Date());
  const actions = useGatewayActions();
  const decoded = GatewayId.decode(useParams().id);
  const id = E.isRight(decoded) ? decoded.right : null;
  const query = useGatewayDetailQuery(id === null ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  const result = useDetailResult(id !== null, query);
  const gateway = result.kind === 'ready' ? result.detail.gateway : null;

  return (
    <>
      <GatewayDetailView
        result={result}
        format={{ timeZone, region, now }}
        backTo={`/gateway${listQueryOf(state)}`}
        actions={gateway === null ? [] : actionsFor(role, gateway)}
        onAction={(action) => {
          if (gateway !== null) actions.ask(gateway, action);
        }}
        onRetry={() => void query.refetch()}
      />
      {actions.dialog}
    </>
  );
};

export const Component = GatewayDetailPage;
