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
 * batteries and energy follow without a reload. A `#gateway`, `#charger-…` or `#port-…` anchor (from
 * the topology) scrolls to it and moves the focus to its heading (rules 11.3).
 */
export const ChargeSystemPage = () => {
  const region = useRegion();
  const { hash, key } = useLocation();
  const decoded = GatewayId.decode(useParams().id);
  const id = E.isRight(decoded) ? decoded.right : null;
  const query = useChargeSystemDetailQuery(id === null ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  const result = useDetailResult(id !== null, query);
  const ready = result.kind === 'ready';

  // Each opening (a new history entry, even to the same anchor) scrolls to the anchor and moves the
  // focus to its heading, so keyboard and screen reader users land in what they opened.
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.querySelector<HTMLElement>('h2, h3, h4')?.focus({ preventScroll: true });
  }, [ready, hash, key]);

  return <ChargeSystemView result={result} region={region} now={new Date()} onRetry={() => void query.refetch()} />;
};

export const Component = ChargeSystemPage;
