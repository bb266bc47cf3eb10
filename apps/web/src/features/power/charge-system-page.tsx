import { skipToken } from '@reduxjs/toolkit/query/react';
import * as E from 'fp-ts/lib/Either.js';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { useChargeSystemDetailQuery } from '@yardfleet/data/endpoints/power';
import { useRegion } from '../../shared/environment';
import { useDetailResult } from '../../shared/use-detail-result';
import { ChargeSystemView } from './charge-system-view';

/**
 * The connected charge system detail (rules 11.3) at /power/:id. An id the
 * server does not know for this company (1170010404) or a malformed id shows the not-found state
 * (useDetailResult). The live stream invalidates the system's and its chargers' tags, so ports,
 * batteries and energy follow without a reload. A `#charger-…` or `#port-…` anchor (from the
 * topology) scrolls to it.
 */
export const ChargeSystemPage = () => {
  const region = useRegion();
  const { hash } = useLocation();
  const decoded = GatewayId.decode(useParams().id);
  const id = E.isRight(decoded) ? decoded.right : null;
  const query = useChargeSystemDetailQuery(id === null ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  const result = useDetailResult(id !== null, query);
  const ready = result.kind === 'ready';

  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  return <ChargeSystemView result={result} region={region} now={new Date()} onRetry={() => void query.refetch()} />;
};

export const Component = ChargeSystemPage;
