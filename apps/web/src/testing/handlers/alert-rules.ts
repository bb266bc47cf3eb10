import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  alertRuleList,
  AlertRule,
  AlertRuleDraft,
  AlertRulePreview,
  AlertRulePreviewRequest,
  AlertRuleRequest,
  createAlertRule,
  deleteAlertRule,
  pauseAlertRule,
  PauseAlertRuleRequest,
  previewAlertRule,
  updateAlertRule,
  UpdateAlertRuleRequest,
  ALERT_PREVIEW_EXAMPLES_MAX,
} from '@yardfleet/contract/endpoints/alert-rules';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { subjectKindOf } from '@yardfleet/domain/alerts/alert-rule';
import { validateAlertRule } from '@yardfleet/domain/alerts/alert-rule-validation';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import { fixture } from '../decode';
import { ALERT_MACHINE_WAREHOUSES } from '../fixtures/alerts';
import { EQUIPMENT } from '../fixtures/equipment';
import { PEOPLE } from '../fixtures/people';
import { CHARGE_SYSTEM_DETAILS } from '../fixtures/power';
import { TAG_GROUPS } from '../fixtures/tags';
import { WAREHOUSES } from '../fixtures/warehouses';
import { refuseUnlessManager, type AlertState } from './alert-state';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, okEnvelope, on, requireSession } from './respond';

/** The fixture instant rules are stamped with. */
const FAKE_NOW = '2026-03-12T17:30:00.000Z';

const notFound = (what: string): Response => failureEnvelope(ServerCode.notFound, `The ${what} does not exist.`);

/** The first id the draft names that the fixture company does not have (rules 22.7), as what it is; undefined when all exist. */
const unknownReference = (draft: AlertRuleDraft): string | undefined => {
  const tags = TAG_GROUPS.flatMap((g) => g.tags.map((t) => t.id as string));
  const warehouses = WAREHOUSES.map((w) => w.id as string);
  const people = PEOPLE.map((p) => p.id as string);
  const systems = CHARGE_SYSTEM_DETAILS.map((d) => d.system.id as string);
  const { scope, condition } = draft;
  if (scope.kind === 'tag' && !tags.includes(scope.tagId)) return 'tag';
  if (scope.kind === 'warehouse' && !warehouses.includes(scope.warehouseId)) return 'warehouse';
  if (scope.kind === 'charge_system' && !systems.includes(scope.chargerId)) return 'charge system';
  if (
    (condition.kind === 'left_warehouse' || condition.kind === 'entered_warehouse') &&
    condition.warehouseId !== null &&
    !warehouses.includes(condition.warehouseId)
  )
    return 'warehouse';
  const named = [...draft.recipients.people, ...(draft.escalation?.recipients.people ?? [])];
  return named.every((id) => people.includes(id)) ? undefined : 'person';
};

/** The fixture subjects a draft watches: machines of its scope, or charge systems. */
const subjectsOf = (draft: AlertRuleDraft) => {
  if (subjectKindOf(draft.condition.kind) === 'charger')
    return CHARGE_SYSTEM_DETAILS.map((d) => d.system)
      .filter((s) => draft.scope.kind !== 'charge_system' || s.id === draft.scope.chargerId)
      .map((s) => ({ kind: 'charger', id: s.id, name: s.name, serialNumber: null }));
  const { scope } = draft;
  return EQUIPMENT.filter(
    (e) =>
      scope.kind === 'all' ||
      (scope.kind === 'tag' && e.tags.some((t) => t.id === scope.tagId)) ||
      (scope.kind === 'category' && e.category === scope.category) ||
      (scope.kind === 'warehouse' && ALERT_MACHINE_WAREHOUSES[e.id] === scope.warehouseId),
  ).map((e) => ({ kind: 'equipment', id: e.id, name: e.name, serialNumber: e.serialNumber }));
};

/**
 * The fake replay of a draft (rules 22.5): up to three subjects of its scope, each with two
 * alerts in the last days (the newer one still open), newest first; nothing for an empty scope.
 */
export const previewOf = (draft: AlertRuleDraft): AlertRulePreview => {
  const subjects = subjectsOf(draft).slice(0, 3);
  const examples = subjects
    .flatMap((subject, i) => [
      { subject, openedAt: new Date(Date.UTC(2026, 2, 11, 14 - i, 30)).toISOString(), resolvedAt: null },
      { subject, openedAt: new Date(Date.UTC(2026, 2, 9, 13 - i, 0)).toISOString(), resolvedAt: new Date(Date.UTC(2026, 2, 9, 15 - i, 45)).toISOString() },
    ])
    .sort((a, b) => b.openedAt.localeCompare(a.openedAt))
    .slice(0, ALERT_PREVIEW_EXAMPLES_MAX);
  return fixture(AlertRulePreview, { opened: subjects.length * 2, subjects: subjects.length, examples });
};

/** Whether `user` reads `rule` (rules 22.1): admins and managers read all; an employee those naming them or their role, as recipient or escalation recipient. */
const tells = (rule: AlertRule, user: UserInfo): boolean => {
  if (can(user.role, 'alert.manage')) return true;
  const named = (r: AlertRule['recipients']) => r.people.includes(user.id) || (user.role !== null && r.roles.includes(user.role));
  return named(rule.recipients) || (rule.escalation !== null && named(rule.escalation.recipients));
};

/** Field errors keyed `draft.<field>`, as the preview names them. */
const asDraftErrors = (errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`draft.${k}`, v]));

/**
 * The rule calls of a fake server over `state` for `user` (rules 22.1, 22.5, 22.7): the list by
 * name (all for admins and managers, the rules telling them for an employee); create, update, pause, delete and preview for `alert.manage` roles (else
 * 1170010403), drafts checked with the domain's validateAlertRule (1170010001 with field errors;
 * `draft.`-prefixed for the preview) and their ids against the fixture company (1170010404);
 * deleting a rule deletes its alerts; an update renames its alerts.
 */
export const alertRuleHandlers = (state: AlertState, user: UserInfo): HttpHandler[] => {
  let created = 0;
  const refuse = (request: Request): Response | undefined => requireSession(request) ?? refuseUnlessManager(user);
  const byName = () => [...state.rules].sort((a, b) => a.name.localeCompare(b.name));
  return [
    on(alertRuleList, ({ request }) => requireSession(request) ?? okEnvelope({ rules: byName().filter((rule) => tells(rule, user)) })),
    on(createAlertRule, async ({ request }) => {
      const body = refuse(request) ?? (await decodeBody(AlertRuleDraft, request));
      if (body instanceof Response) return body;
      if (E.isLeft(body)) return body.left;
      const checked = validateAlertRule(body.right);
      if (E.isLeft(checked)) return fieldErrorsEnvelope(checked.left);
      const unknown = unknownReference(checked.right);
      if (unknown !== undefined) return notFound(unknown);
      created += 1;
      const stored = fixture(AlertRule, { ...checked.right, id: `alr_new_${String(created)}`, createdAt: FAKE_NOW, updatedAt: FAKE_NOW, createdBy: user.name });
      state.rules = [...state.rules, stored];
      return okEnvelope(stored);
    }),
    on(updateAlertRule, async ({ request }) => {
      const body = refuse(request) ?? (await decodeBody(UpdateAlertRuleRequest, request));
      if (body instanceof Response) return body;
      if (E.isLeft(body)) return body.left;
      const { id, ...draft } = body.right;
      const old = state.rules.find((r) => r.id === id);
      if (old === undefined) return notFound('alert rule');
      const checked = validateAlertRule(draft);
      if (E.isLeft(checked)) return fieldErrorsEnvelope(checked.left);
      const unknown = unknownReference(checked.right);
      if (unknown !== undefined) return notFound(unknown);
      const stored = fixture(AlertRule, { ...old, ...checked.right, updatedAt: FAKE_NOW });
      state.rules = state.rules.map((r) => (r.id === id ? stored : r));
      state.alerts = state.alerts.map((a) => (a.ruleId === id ? { ...a, ruleName: stored.name } : a));
      return okEnvelope(stored);
    }),
    on(pauseAlertRule, async ({ request }) => {
      const body = refuse(request) ?? (await decodeBody(PauseAlertRuleRequest, request));
      if (body instanceof Response) return body;
      if (E.isLeft(body)) return body.left;
      const old = state.rules.find((r) => r.id === body.right.id);
      if (old === undefined) return notFound('alert rule');
      const stored = { ...old, paused: body.right.paused };
      state.rules = state.rules.map((r) => (r.id === old.id ? stored : r));
      return okEnvelope(stored);
    }),
    on(deleteAlertRule, async ({ request }) => {
      const body = refuse(request) ?? (await decodeBody(AlertRuleRequest, request));
      if (body instanceof Response) return body;
      if (E.isLeft(body)) return body.left;
      if (!state.rules.some((r) => r.id === body.right.id)) return notFound('alert rule');
      state.rules = state.rules.filter((r) => r.id !== body.right.id);
      state.alerts = state.alerts.filter((a) => a.ruleId !== body.right.id);
      return okEnvelope(null);
    }),
    on(previewAlertRule, async ({ request }) => {
      const body = refuse(request) ?? (await decodeBody(AlertRulePreviewRequest, request));
      if (body instanceof Response) return body;
      if (E.isLeft(body)) return body.left;
      const checked = validateAlertRule(body.right.draft);
      if (E.isLeft(checked)) return fieldErrorsEnvelope(asDraftErrors(checked.left));
      const unknown = unknownReference(checked.right);
      return unknown !== undefined ? notFound(unknown) : okEnvelope(previewOf(checked.right));
    }),
  ];
};

/**
 * A server stricter than the web's checks: every create and update answers 1170010001 with
 * `entry` (field errors by path, e.g. `{ name: { code: 'too_long', max: 80 } }`), for the editor's
 * "errors at the fields, what was typed kept" state.
 */
export const refuseRuleFields = (entry: Record<string, unknown>): HttpHandler[] => [
  on(createAlertRule, ({ request }) => requireSession(request) ?? fieldErrorsEnvelope(entry)),
  on(updateAlertRule, ({ request }) => requireSession(request) ?? fieldErrorsEnvelope(entry)),
];
