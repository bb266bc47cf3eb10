import * as E from 'fp-ts/lib/Either.js';
import { TimeZone } from '@yardfleet/domain/entities/company';

const FALLBACK = 'UTC';

/** The browser's IANA time zone as the domain's TimeZone (validated by its codec); UTC when the browser reports none it knows. */
export const asBrowserTimeZone = (): TimeZone => {
  const zone = TimeZone.decode(Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (E.isRight(zone)) return zone.right;
  const fallback = TimeZone.decode(FALLBACK);
  if (E.isRight(fallback)) return fallback.right;
  throw new Error('This runtime knows no UTC time zone');
};
