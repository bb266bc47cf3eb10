import { useIntl, type IntlShape } from 'react-intl';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { asApiError, isEnvelopeCode } from '@yardfleet/data/api-error';
import type { DetailLoadResult } from '@yardfleet/data/load-result';
import { loadErrorDetail } from './i18n/error-messages';

/** The part of an RTK Query hook result a detail page reads. */
export interface DetailQuery<Detail> {
  readonly data?: Detail | undefined;
  readonly isError: boolean;
  readonly error?: unknown;
}

/**
 * What a page opened by an id shows (`DetailStates` in @yardfleet/ui renders it), in this order:
 * not found when the id in the URL is malformed (`idValid` false: nothing was asked) or the server
 * answered 1170010404 (no such record for the viewer's company, rules 8.1); the record when it is
 * there and the last read did not fail; a failed read with the server's text (`loadErrorDetail`);
 * else loading.
 */
export const detailResultOf = <Detail>(intl: IntlShape, idValid: boolean, query: DetailQuery<Detail>): DetailLoadResult<Detail> =>
  !idValid || isEnvelopeCode(asApiError(query.error), ServerCode.notFound)
    ? { kind: 'notFound' }
    : query.data !== undefined && !query.isError
      ? { kind: 'ready', detail: query.data }
      : query.isError
        ? { kind: 'error', detail: loadErrorDetail(intl, query.error) }
        : { kind: 'loading' };

/**
 * `detailResultOf` with the screen's intl: pass whether the URL's id decoded (the query is skipped
 * when it did not) and the RTK Query result, e.g.
 * `useDetailResult(id !== null, useEquipmentDetailQuery(id === null ? skipToken : { id }))`.
 */
export const useDetailResult = <Detail>(idValid: boolean, query: DetailQuery<Detail>): DetailLoadResult<Detail> => detailResultOf(useIntl(), idValid, query);
