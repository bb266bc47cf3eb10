import * as E from 'fp-ts/lib/Either.js';
import { alertRuleList, createAlertRule, deleteAlertRule, pauseAlertRule, updateAlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import { validateAlertRule } from '@yardfleet/domain/alerts/alert-rule-validation';
import { can } from '@yardfleet/domain/rules/permissions';
import { ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';
import { refusalOfDraft } from './alert-rule-checks';
import { deleteRule, insertRule, pauseRule, ruleOf, rulesOf, updateRule } from './alert-rule-queries';
import { manageScope } from './alert-scope';

/** The answer when the rule just written is gone (a concurrent delete). */
const ruleGone = () => notFound('alert rule');

/**
 * Alert rules (rules 22.1, 22.7); every call needs a company (users without one and app-only
 * users get 1170010403):
 * - `GET  /web-hmac/web/alert/rule/list`: admins and managers (`alert.manage`) read every rule of
 *   the company; an employee reads the rules that tell them, by name or by role, as recipient or
 *   escalation recipient.
 * - `POST /web-hmac/web/alert/rule/create`, `update`, `pause`, `delete`: `alert.manage` only
 *   (employees 1170010403). The draft goes through the domain's `validateAlertRule` (1170010001
 *   with every field error by path) and is stored cleaned; a tag, warehouse, charge system or person
 *   it names that is not the company's answers 1170010404 and stores nothing (refusalOfDraft), as
 *   does a rule id of another company. Each change is in the security log in its transaction
 *   (`alert_rule_created`, `alert_rule_changed`, `alert_rule_paused` / `alert_rule_resumed`,
 *   `record_deleted`). Unknown fields are refused by the registrar like every call's (rules 7.8).
 * The preview (`rule/preview`) is the evaluation engine's (engine/).
 */
export const alertRuleRoutes = (route: Registrar): void => {
  route.authed(
    alertRuleList,
    async ({ ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      const addressedTo = can(caller.role, 'alert.manage') ? undefined : { userId: caller.userId, role: caller.role };
      return ok({ rules: await rulesOf(db, scope.companyId, addressedTo === undefined ? {} : { addressedTo }) });
    },
    { readOnly: true },
  );

  route.authed(createAlertRule, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const draft = validateAlertRule(input);
    if (E.isLeft(draft)) return invalidFields(draft.left);
    const refused = await refusalOfDraft(db, scope.companyId, draft.right);
    if (refused !== null) return refused;
    const id = await insertRule(db, actingAs(caller, scope.companyId), request, draft.right, clock);
    const rule = await ruleOf(db, scope.companyId, id);
    return rule === undefined ? ruleGone() : ok(rule);
  });

  route.authed(updateAlertRule, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const { id, ...words } = input;
    const draft = validateAlertRule(words);
    if (E.isLeft(draft)) return invalidFields(draft.left);
    if (!isRowId(id)) return ruleGone();
    const refused = await refusalOfDraft(db, scope.companyId, draft.right);
    if (refused !== null) return refused;
    if (!(await updateRule(db, actingAs(caller, scope.companyId), request, id, draft.right, clock))) return ruleGone();
    const rule = await ruleOf(db, scope.companyId, id);
    return rule === undefined ? ruleGone() : ok(rule);
  });

  route.authed(pauseAlertRule, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id) || !(await pauseRule(db, actingAs(caller, scope.companyId), request, id, input.paused, clock))) return ruleGone();
    const rule = await ruleOf(db, scope.companyId, id);
    return rule === undefined ? ruleGone() : ok(rule);
  });

  route.authed(deleteAlertRule, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id) || !(await deleteRule(db, actingAs(caller, scope.companyId), request, id, clock))) return ruleGone();
    return ok(null);
  });
};
