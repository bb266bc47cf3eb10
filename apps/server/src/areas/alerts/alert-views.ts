import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Alert, AlertDetail } from '@yardfleet/contract/endpoints/alerts';
import { AlertStatus } from '@yardfleet/contract/endpoints/alerts';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { AlertId, AlertRuleId } from '@yardfleet/domain/entities/ids';
import { Count } from '@yardfleet/domain/entities/units';
import type { AlertStatusColumn } from '../../db/alert-schema';
import { asBranded, isoDateTimeOf } from '../../http/ids';

/**
 * What the evaluation stores in `alerts.detail` (JSON): a fault's error code and the warehouse
 * (its id, or its name at the time). Keys it does not know are ignored; a value of the wrong type
 * counts as absent.
 */
const StoredDetail = t.partial({
  errorCode: t.union([t.string, t.null]),
  warehouseId: t.union([t.string, t.null]),
  warehouseName: t.union([t.string, t.null]),
});
type StoredDetail = t.TypeOf<typeof StoredDetail>;

/** An alert row as the list queries read it: the alert, its rule, and its subject's names (equipment, deleted equipment or charger). */
export interface AlertViewRow {
  readonly id: string;
  readonly rule_id: string;
  readonly rule_name: string;
  readonly kind: AlertRuleKind;
  readonly subject_kind: 'equipment' | 'charger';
  readonly subject_id: string;
  readonly status: AlertStatusColumn;
  readonly condition_since: Date;
  readonly opened_at: Date | null;
  readonly acknowledged_at: Date | null;
  readonly acknowledged_by_name: string | null;
  readonly note: string | null;
  readonly resolved_at: Date | null;
  readonly resolved_how: 'condition' | 'person' | null;
  readonly escalated_at: Date | null;
  readonly reopen_count: number;
  readonly detail: unknown;
  readonly equipment_name: string | null;
  readonly equipment_serial: string | null;
  readonly deleted_name: string | null;
  readonly deleted_serial: string | null;
  readonly charger_name: string | null;
  readonly charger_serial: string | null;
}

/** The stored detail, decoded (an undecodable detail is empty: it only adds words to the alert). */
export const storedDetailOf = (detail: unknown): StoredDetail => {
  const decoded = StoredDetail.decode(detail);
  return E.isRight(decoded) ? decoded.right : {};
};

/** The warehouse id a stored detail names, if any (its name is read for the view). */
export const detailWarehouseId = (detail: unknown): string | null => storedDetailOf(detail).warehouseId ?? null;

const isoOrNull = (date: Date | null) => (date === null ? null : isoDateTimeOf(new Date(date)));

/** The subject's name and serial number: the machine (or its tombstone once deleted) or the charge system; its id when none is left. */
const subjectOf = (row: AlertViewRow): Alert['subject'] => {
  const name = row.subject_kind === 'charger' ? row.charger_name : (row.equipment_name ?? row.deleted_name);
  const serial = row.subject_kind === 'charger' ? row.charger_serial : (row.equipment_serial ?? row.deleted_serial);
  return { kind: row.subject_kind, id: row.subject_id, name: name ?? row.subject_id, serialNumber: serial };
};

/** The detail shown: the error code, and the warehouse's name (stored, or the current name of the id it stored). */
const detailOf = (row: AlertViewRow, warehouseNames: ReadonlyMap<string, string>): AlertDetail => {
  const stored = storedDetailOf(row.detail);
  const detail: { errorCode?: string | null; warehouseName?: string | null } = {};
  if (stored.errorCode !== undefined) detail.errorCode = stored.errorCode;
  const name = stored.warehouseName ?? (stored.warehouseId == null ? undefined : warehouseNames.get(stored.warehouseId));
  if (name !== undefined) detail.warehouseName = name;
  return detail;
};

/**
 * An alert as the contract shows it (rules 22.5). @throws for a pending row (never shown: the
 * queries leave them out) or a stored value the contract refuses (a server fault).
 */
export const alertView = (row: AlertViewRow, warehouseNames: ReadonlyMap<string, string>): Alert => {
  const status = row.status;
  if (!AlertStatus.is(status)) throw new Error(`alert ${row.id} is ${status}: never shown`);
  const reopenCount = Count.decode(row.reopen_count);
  if (E.isLeft(reopenCount)) throw new Error(`alert ${row.id} has an invalid reopen count`);
  return {
    id: asBranded(AlertId, row.id),
    ruleId: asBranded(AlertRuleId, row.rule_id),
    ruleName: row.rule_name,
    kind: row.kind,
    subject: subjectOf(row),
    status,
    openedAt: isoDateTimeOf(new Date(row.opened_at ?? row.condition_since)),
    acknowledgedAt: isoOrNull(row.acknowledged_at),
    acknowledgedBy: row.acknowledged_by_name,
    note: row.note,
    resolvedAt: isoOrNull(row.resolved_at),
    resolvedHow: row.resolved_how,
    escalated: row.escalated_at !== null,
    reopenCount: reopenCount.right,
    detail: detailOf(row, warehouseNames),
  };
};
