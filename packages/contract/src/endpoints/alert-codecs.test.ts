import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { AlertRuleDraft as DomainDraft } from '@yardfleet/domain/alerts/alert-rule';
import { decodeWith } from '../codec';
import { AlertRuleDraft, AlertRulePreviewRequest, UpdateAlertRuleRequest } from './alert-rules';
import { AcknowledgeAlertsRequest, AlertListRequest } from './alerts';
import { MailPreference, WorkingHours, WorkingHoursRequest } from './alert-settings';

const DRAFT: DomainDraft = {
  name: 'Faults at the north yard',
  condition: { kind: 'fault_reported', errorCodes: ['E12', 'E40'] },
  scope: { kind: 'warehouse', warehouseId: 'w-1' },
  recipients: { people: ['u-1'], roles: ['manager'] },
  channels: { email: true },
  escalation: { afterMinutes: 30, recipients: { people: [], roles: ['admin'] } },
  holdMinutes: 5,
  reopenWithinMinutes: 60,
  paused: false,
};
const SPAN = { start: '07:00', end: '18:00' };
const HOURS = { days: { mon: SPAN, tue: SPAN, wed: SPAN, thu: SPAN, fri: SPAN, sat: null, sun: null } };

describe('alert rule codecs', () => {
  it("decode the domain's draft as it is", () => {
    expect(decodeWith(AlertRuleDraft)(DRAFT)).toEqual(E.right(DRAFT));
    expect(decodeWith(UpdateAlertRuleRequest)({ id: 'r-1', ...DRAFT })).toEqual(E.right({ id: 'r-1', ...DRAFT }));
  });

  it.each([
    ['the draft', { ...DRAFT, extra: 1 }, 'extra'],
    ['the condition', { ...DRAFT, condition: { ...DRAFT.condition, threshold: 3 } }, 'threshold'],
    ['the scope', { ...DRAFT, scope: { kind: 'all', warehouseId: 'w-1' } }, 'warehouseId'],
    ['the recipients', { ...DRAFT, recipients: { ...DRAFT.recipients, emails: [] } }, 'emails'],
    ['the channels', { ...DRAFT, channels: { email: true, sms: true } }, 'sms'],
    ['the escalation', { ...DRAFT, escalation: { afterMinutes: 30, recipients: DRAFT.recipients, repeat: true } }, 'repeat'],
    ["the escalation's recipients", { ...DRAFT, escalation: { afterMinutes: 30, recipients: { people: [], roles: [], teams: [] } } }, 'teams'],
  ])('refuse an unknown key in %s', (_where, draft, key) => {
    const decoded = decodeWith(AlertRuleDraft)(draft);
    expect(E.isLeft(decoded)).toBe(true);
    expect(JSON.stringify(decoded)).toContain(`unknown field \\"${key}\\"`);
  });

  it("refuse a condition's parameters of another kind and a kind the rules do not have", () => {
    expect(E.isLeft(decodeWith(AlertRuleDraft)({ ...DRAFT, condition: { kind: 'battery_health_low', offlineMinutes: 30 } }))).toBe(true);
    expect(E.isLeft(decodeWith(AlertRuleDraft)({ ...DRAFT, condition: { kind: 'machine_stolen' } }))).toBe(true);
  });

  it('preview 1 to 30 days, the days left out when absent', () => {
    expect(decodeWith(AlertRulePreviewRequest)({ draft: DRAFT })).toEqual(E.right({ draft: DRAFT }));
    expect(E.isRight(decodeWith(AlertRulePreviewRequest)({ draft: DRAFT, days: 30 }))).toBe(true);
    expect(E.isLeft(decodeWith(AlertRulePreviewRequest)({ draft: DRAFT, days: 31 }))).toBe(true);
    expect(E.isLeft(decodeWith(AlertRulePreviewRequest)({ draft: DRAFT, days: 0 }))).toBe(true);
  });
});

describe('alert codecs', () => {
  const list = { status: null, kind: null, equipmentId: null, tagId: null, warehouseId: null, from: null, to: null, page: 1, pageSize: 100 };

  it('list: pending is no status to ask for, and a page holds at most 100', () => {
    expect(E.isRight(decodeWith(AlertListRequest)({ ...list, status: 'acknowledged', kind: 'not_returned' }))).toBe(true);
    expect(E.isLeft(decodeWith(AlertListRequest)({ ...list, status: 'pending' }))).toBe(true);
    expect(E.isLeft(decodeWith(AlertListRequest)({ ...list, pageSize: 101 }))).toBe(true);
  });

  it('acknowledge: 1 to 100 ids', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `a-${i}`);
    expect(E.isRight(decodeWith(AcknowledgeAlertsRequest)({ ids: ids(100), note: 'On my way' }))).toBe(true);
    expect(E.isLeft(decodeWith(AcknowledgeAlertsRequest)({ ids: ids(0), note: null }))).toBe(true);
    expect(E.isLeft(decodeWith(AcknowledgeAlertsRequest)({ ids: ids(101), note: null }))).toBe(true);
  });
});

describe('alert settings codecs', () => {
  it('working hours name every day; a day left out to set reaches the domain (which answers required)', () => {
    expect(decodeWith(WorkingHours)(HOURS)).toEqual(E.right(HOURS));
    const { sun: _sun, ...sixDays } = HOURS.days;
    expect(E.isLeft(decodeWith(WorkingHours)({ days: sixDays }))).toBe(true);
    expect(decodeWith(WorkingHoursRequest)({ days: sixDays })).toEqual(E.right({ days: sixDays }));
  });

  it.each([
    ['WorkingHours', decodeWith(WorkingHours)],
    ['WorkingHoursRequest', decodeWith(WorkingHoursRequest)],
  ])('%s refuses unknown keys at every depth', (_name, decode) => {
    expect(E.isLeft(decode({ ...HOURS, timeZone: 'UTC' }))).toBe(true);
    expect(E.isLeft(decode({ days: { ...HOURS.days, holiday: null } }))).toBe(true);
    expect(E.isLeft(decode({ days: { ...HOURS.days, mon: { ...SPAN, break: '12:00' } } }))).toBe(true);
  });

  it('a mail preference: a mode and quiet hours or none', () => {
    const pref = { mode: 'daily', quietHours: { start: '22:00', end: '07:00' } };
    expect(decodeWith(MailPreference)(pref)).toEqual(E.right(pref));
    expect(E.isRight(decodeWith(MailPreference)({ mode: 'off', quietHours: null }))).toBe(true);
    expect(E.isLeft(decodeWith(MailPreference)({ mode: 'weekly', quietHours: null }))).toBe(true);
    expect(E.isLeft(decodeWith(MailPreference)({ ...pref, quietHours: { ...pref.quietHours, days: [] } }))).toBe(true);
  });
});
