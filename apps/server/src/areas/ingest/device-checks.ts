import * as E from 'fp-ts/lib/Either.js';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { validateMaxLength, validateRequired } from '@yardfleet/domain/validation/rules';
import { fail, type Answer } from '../../http/answers';

/** A fix time further than this ahead of the server clock is refused (a wrong device clock would block later reports), ms. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** The 1170010001 answer of the device API with `{ field: error }` entries. */
export const invalid = (errors: Record<string, unknown>): Answer<never> => fail(ServerCode.validationFailed, 'Some fields are not valid.', errors);

/** A bound device's text field (name, model, firmware...): required and at most 50 characters after trimming (the domain's rules). */
export const checkName = (field: string, value: string): E.Either<unknown, string> =>
  E.chain((v: string) => validateMaxLength(field, v))(validateRequired(field, value.trim()));

/** True when one of `fixTimes` (ISO 8601) lies more than MAX_CLOCK_AHEAD_MS after `now`. */
export const futureFix = (fixTimes: readonly string[], now: Date): boolean => fixTimes.some((at) => Date.parse(at) - now.getTime() > MAX_CLOCK_AHEAD_MS);

/** The 1170010001 answer for a fix time past MAX_CLOCK_AHEAD_MS. */
export const fixTooFarAhead = (): Answer<never> => invalid({ fixAt: { code: 'out_of_range', field: 'fixAt', min: 0, max: MAX_CLOCK_AHEAD_MS } });
