import * as E from 'fp-ts/lib/Either.js';
import {
  alertWorkingHours,
  myAlertSettings,
  setAlertWorkingHours,
  setMyAlertSettings,
  type WorkingHoursRequest,
} from '@yardfleet/contract/endpoints/alert-settings';
import { validateMailPreference } from '@yardfleet/domain/alerts/mail-delivery';
import { validateWorkingHours, WEEKDAYS, type WorkingHours } from '@yardfleet/domain/alerts/working-hours';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { ok } from '../../http/answers';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';
import { mailPreferenceOf, setMailPreference, setWorkingHours, workingHoursOf } from './alert-settings-queries';
import { manageScope } from './alert-scope';

/**
 * The hours as sent, checked by the domain's `validateWorkingHours` (rules 22.2): every failing
 * field at once, a day left out `required` on `days.<day>`.
 */
const checkedHours = (input: WorkingHoursRequest): E.Either<Record<string, ValidationError>, WorkingHours> => {
  const d = input.days;
  const missing = WEEKDAYS.filter((day) => d[day] === undefined);
  const hours: WorkingHours = {
    days: { mon: d.mon ?? null, tue: d.tue ?? null, wed: d.wed ?? null, thu: d.thu ?? null, fri: d.fri ?? null, sat: d.sat ?? null, sun: d.sun ?? null },
  };
  const checked = validateWorkingHours(hours);
  const errors: Record<string, ValidationError> = E.isLeft(checked) ? { ...checked.left } : {};
  for (const day of missing) errors[`days.${day}`] = { code: 'required', field: `days.${day}` };
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(hours);
};

/**
 * Alert settings (rules 22.2, 22.3); users without a company and app-only users get 1170010403:
 * - `GET  /web-hmac/web/alert/working-hours`: every member reads the company's working hours.
 * - `POST /web-hmac/web/alert/working-hours`: admins and managers (`alert.manage`; employees
 *   1170010403) replace them; bad hours answer 1170010001 by field path (`days.mon.start`
 *   time_invalid, `days.mon.end` end_not_after_start, `days.sun` required); the change is in the
 *   security log (`working_hours_changed`).
 * - `GET` / `POST /web-hmac/web/alert/my-settings`: every member reads and sets their own alert
 *   mail preference (`validateMailPreference`: `quietHours.start` / `quietHours.end`
 *   time_invalid, `quietHours.end` end_not_after_start); immediate without quiet hours until set.
 */
export const alertSettingsRoutes = (route: Registrar): void => {
  route.authed(
    alertWorkingHours,
    async ({ ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      const hours = await workingHoursOf(db, scope.companyId);
      return hours === undefined ? notFound('company') : ok(hours);
    },
    { readOnly: true },
  );

  route.authed(setAlertWorkingHours, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const hours = checkedHours(input);
    if (E.isLeft(hours)) return invalidFields(hours.left);
    await setWorkingHours(db, actingAs(caller, scope.companyId), request, hours.right, clock);
    const stored = await workingHoursOf(db, scope.companyId);
    return stored === undefined ? notFound('company') : ok(stored);
  });

  route.authed(
    myAlertSettings,
    async ({ ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok(await mailPreferenceOf(db, caller.userId));
    },
    { readOnly: true },
  );

  route.authed(setMyAlertSettings, async ({ input, ctx: { db, clock }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const pref = validateMailPreference(input);
    if (E.isLeft(pref)) return invalidFields(pref.left);
    await setMailPreference(db, caller.userId, pref.right, clock);
    return ok(await mailPreferenceOf(db, caller.userId));
  });
};
