import * as E from 'fp-ts/lib/Either.js';
import { SECURITY_LOG_SEARCH_MAX, type SecurityLogRequest } from '@yardfleet/contract/endpoints/security-log';
import { validateMaxLength } from '@yardfleet/domain/validation/rules';
import type { Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { invalidFields } from '../../shared/form-answers';
import type { SecurityLogFilters } from './security-log-queries';

/** An id no row has: a malformed person or machine id in a filter matches nothing. */
const NO_ROW = '00000000-0000-0000-0000-000000000000';

/**
 * The filters of a log request or its export, checked: a search over SECURITY_LOG_SEARCH_MAX (100)
 * characters is 1170010001 `{ search: { code: 'too_long', max: 100 } }`; a malformed person or
 * machine id matches nothing (as another company's does).
 */
export const checkedFilters = (input: Omit<SecurityLogRequest, 'page' | 'pageSize'>): SecurityLogFilters | { readonly refused: Answer<never> } => {
  const search = validateMaxLength('search', input.search ?? '', SECURITY_LOG_SEARCH_MAX);
  if (E.isLeft(search)) return { refused: invalidFields({ search: search.left }) };
  const id = (value: string | undefined): string | null => (value === undefined ? null : isRowId(value) ? value : NO_ROW);
  return {
    kinds: input.kinds ?? [],
    categories: input.categories ?? [],
    actorId: id(input.actorId),
    equipmentId: id(input.equipmentId),
    search: search.right,
    // IsoDateTime admits the years 1000-9999 only (rules 20.8), so both bounds go to SQL as they are.
    from: input.from === undefined ? null : new Date(input.from),
    to: input.to === undefined ? null : new Date(input.to),
  };
};
