import { skipToken } from '@reduxjs/toolkit/query/react';
import * as E from 'fp-ts/lib/Either.js';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { asApiError, isEnvelopeCode } from '@yardfleet/data/api-error';
import { useChargeSystemDetailQuery } from '@yardfleet/data/endpoints/power';
import { useRegion } from '../../shared/environment';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { ChargeSystemView, type ChargeSystemResult } from './charge-system-view';

/**
 * The connected charge system detail (SPEC 2, 3, 4; issue 9 item 3) at /power/:id. An id the
 * server does not know for this company (1170010404) or a malformed id shows the not-found state.
 * The live stream invalidates the system's and its chargers' tags, so ports, batteries and energy
 * follow without a reload. A `#charger-…` or `#port-…` anchor (from the topology) scrolls to it.
 */
export const ChargeSystemPage = () => {
  const intl = useIntl();
  const region = useRegion();
  const { hash } = useLocation();
  const decoded = GatewayId.decode(useParams().id);
  const id = E.isRight(decoded) ? decoded.right : null;
  const query = useChargeSystemDetailQuery(id === null ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  const error = asApiError(query.error);
  const result: ChargeSystemResult =
    id === null || isEnvelopeCode(error, ServerCode.notFound)
      ? { kind: 'notFound' }
      : query.data !== undefined && !query.isError
        ? { kind: 'ready', detail: query.data }
        : query.isError
          ? { kind: 'error', detail: loadErrorDetail(intl, query.error) }
          : { kind: 'loading' };
  const ready = result.kind === 'ready';

  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  return <ChargeSystemView result={result} region={region} now={new Date()} onRetry={() => void query.refetch()} />;
};

export const Component = ChargeSystemPage;
