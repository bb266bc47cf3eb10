import * as E from 'fp-ts/lib/Either.js';
import { ALERT_PREVIEW_DAYS_DEFAULT, previewAlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import { validateAlertRule } from '@yardfleet/domain/alerts/alert-rule-validation';
import { ok } from '../../../http/answers';
import type { Registrar } from '../../../http/registrar';
import { invalidFields } from '../../../shared/fleet-scope';
import { refusalOfDraft } from '../alert-rule-checks';
import { manageScope } from '../alert-scope';
import { previewDraft } from './preview';

/**
 * `POST /web-hmac/web/alert/rule/preview` (contract previewAlertRule, rules 22.5): admins and
 * managers (others 1170010403, manageScope) try a draft over the last `days` days (default 7):
 * the domain's `validateAlertRule` first (1170010001, each field named `draft.<field>`), then every
 * tag, warehouse, charge system and person it names must be the caller's company's (1170010404,
 * refusalOfDraft); then the replay (preview.ts). Stores nothing and mails nobody.
 */
export const previewRoutes = (route: Registrar): void => {
  route.authed(
    previewAlertRule,
    async ({ input, ctx: { db, clock }, caller }) => {
      const scope = manageScope(caller);
      if ('refused' in scope) return scope.refused;
      const draft = validateAlertRule(input.draft);
      if (E.isLeft(draft)) {
        const named = Object.fromEntries(Object.entries(draft.left).map(([field, error]) => [`draft.${field}`, { ...error, field: `draft.${field}` }]));
        return invalidFields(named);
      }
      const refused = await refusalOfDraft(db, scope.companyId, draft.right);
      if (refused !== null) return refused;
      return ok(await previewDraft(db, scope.companyId, draft.right, input.days ?? ALERT_PREVIEW_DAYS_DEFAULT, clock.now()));
    },
    { readOnly: true },
  );
};
