import { useIntl } from 'react-intl';
import type { LoadResult } from '@yardfleet/data/load-result';
import { loadErrorDetail } from './i18n/error-messages';

/** The part of an RTK Query hook result a list screen reads. */
export interface LoadQuery<Data> {
  readonly data?: Data | undefined;
  readonly isError: boolean;
  readonly error?: unknown;
}

/**
 * What a screen's view shows for one read (its `LoadResult`): ready with `ready(data)`'s fields as
 * soon as data is there (kept while a refetch runs or fails), else the failed read with the
 * server's text (`loadErrorDetail`), else loading. E.g.
 * `useLoadResult(usePeopleListQuery(), (data) => ({ people: data.people }))`.
 */
export const useLoadResult = <Data, Ready extends object>(query: LoadQuery<Data>, ready: (data: Data) => Ready): LoadResult<Ready> => {
  const intl = useIntl();
  if (query.data !== undefined) return { kind: 'ready', ...ready(query.data) };
  return query.isError ? { kind: 'error', detail: loadErrorDetail(intl, query.error) } : { kind: 'loading' };
};
