import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { HttpHandler } from 'msw';
import { EquipmentRequest } from '@yardfleet/contract/endpoints/equipment-detail';
import {
  AddMaintenanceLogRequest,
  addMaintenanceLog,
  deleteMaintenanceLog,
  EditMaintenanceLogRequest,
  editMaintenanceLog,
  maintenanceList,
  MaintenanceLogRequest,
  MaintenanceLogView,
  maintenanceReminder,
  SetReminderRequest,
  setMaintenanceReminder,
  type ReminderPlanInput,
} from '@yardfleet/contract/endpoints/maintenance';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EngineHours } from '@yardfleet/domain/entities/units';
import { validateMaintenanceLog, validateReminderEvery } from '@yardfleet/domain/forms/maintenance-log';
import { reminderStatus, reminderTransition, type ReminderState } from '@yardfleet/domain/machines/reminder-plan';
import { fixture } from '../decode';
import { MAINTENANCE, MAINTENANCE_NOW, NO_MAINTENANCE, type MachineMaintenance } from '../fixtures/maintenance';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** The request body decoded like the server does, after the session check of rules 7.5 (1401 without token / uid). */
const decodeAuthed = async <A, O>(codec: t.Type<A, O, unknown>, request: Request): Promise<E.Either<Response, A>> => {
  const refused = requireSession(request);
  return refused ? E.left(refused) : decodeBody(codec, request);
};

const notFound = (): Response => failureEnvelope(ServerCode.notFound, 'Not found.');

const stateOf = (machine: MachineMaintenance): ReminderState => {
  const last = machine.logs[0];
  return {
    plan: machine.plan,
    lastServiceAt: fixture(IsoDateTime, last?.date ?? machine.addedAt),
    lastServiceEngineHours: fixture(EngineHours, last?.runtimeHours ?? 0),
  };
};

const viewOf = (machine: MachineMaintenance) => ({ plan: machine.plan, status: reminderStatus(machine.plan, MAINTENANCE_NOW, machine.engineHours) });

const applyPlan = (machine: MachineMaintenance, input: ReminderPlanInput): MachineMaintenance => {
  const state = stateOf(machine);
  if (input.kind === 'off') return { ...machine, plan: { kind: 'off' } };
  const next = reminderTransition(state, {
    type: 'planSet',
    plan: input.kind === 'date' ? { kind: 'date', every: input.every, unit: input.unit } : { kind: 'engine_hours', every: input.every },
  });
  return E.isRight(next) ? { ...machine, plan: next.right.plan } : machine;
};

const byDateDesc = (a: MaintenanceLogView, b: MaintenanceLogView): number => b.date.localeCompare(a.date);

/**
 * A fake maintenance server over `machines` (default the MAINTENANCE fixtures; a machine without an
 * entry starts with no log and the plan off): list, add, edit, delete, reminder and setReminder,
 * each machine keeping its own logs and plan for the life of the handlers. Bodies are decoded with
 * the contract codecs; field rules are the domain's (1170010001 with `{ field: ValidationError }`,
 * like the server); adding a service restarts an active plan (the domain's `serviceLogged`).
 * Standing is computed at MAINTENANCE_NOW.
 */
const workingMaintenance = (machines: Readonly<Record<string, MachineMaintenance>> = MAINTENANCE): HttpHandler[] => {
  const store = new Map<string, MachineMaintenance>(Object.entries(machines));
  let counter = 0;
  const machine = (id: string): MachineMaintenance => store.get(id) ?? NO_MAINTENANCE();
  const owner = (logId: string): string | undefined => [...store.entries()].find(([, m]) => m.logs.some((l) => l.id === logId))?.[0];
  return [
    on(maintenanceList, async ({ request }) => {
      const refused = requireSession(request);
      if (refused) return refused;
      const body = await decodeBody(EquipmentRequest, request);
      return E.isLeft(body) ? body.left : okEnvelope({ logs: machine(body.right.id).logs });
    }),
    on(maintenanceReminder, async ({ request }) => {
      const refused = requireSession(request);
      if (refused) return refused;
      const body = await decodeBody(EquipmentRequest, request);
      return E.isLeft(body) ? body.left : okEnvelope(viewOf(machine(body.right.id)));
    }),
    on(addMaintenanceLog, async ({ request }) => {
      const body = await decodeAuthed(AddMaintenanceLogRequest, request);
      if (E.isLeft(body)) return body.left;
      const { equipmentId, expense, ...fields } = body.right;
      const checked = validateMaintenanceLog({ ...fields, expenseMinorUnits: expense.minorUnits });
      if (E.isLeft(checked)) return fieldErrorsEnvelope(checked.left);
      counter += 1;
      const log = fixture(MaintenanceLogView, { ...fields, expense, id: `log_new_${counter}`, equipmentId, performedBy: checked.right.performedBy });
      const before = machine(equipmentId);
      const restarted = reminderTransition(stateOf(before), { type: 'serviceLogged', at: log.date, engineHours: log.runtimeHours });
      const plan = E.isRight(restarted) ? restarted.right.plan : before.plan;
      store.set(equipmentId, { ...before, plan, logs: [...before.logs, log].sort(byDateDesc) });
      return okEnvelope(log);
    }),
    on(editMaintenanceLog, async ({ request }) => {
      const body = await decodeAuthed(EditMaintenanceLogRequest, request);
      if (E.isLeft(body)) return body.left;
      const equipmentId = owner(body.right.id);
      if (equipmentId === undefined) return notFound();
      const { id, expense, ...fields } = body.right;
      const checked = validateMaintenanceLog({ ...fields, expenseMinorUnits: expense.minorUnits });
      if (E.isLeft(checked)) return fieldErrorsEnvelope(checked.left);
      const log = fixture(MaintenanceLogView, { ...fields, expense, id, equipmentId, performedBy: checked.right.performedBy });
      const before = machine(equipmentId);
      store.set(equipmentId, { ...before, logs: before.logs.map((l) => (l.id === id ? log : l)).sort(byDateDesc) });
      return okEnvelope(log);
    }),
    on(deleteMaintenanceLog, async ({ request }) => {
      const body = await decodeAuthed(MaintenanceLogRequest, request);
      if (E.isLeft(body)) return body.left;
      const equipmentId = owner(body.right.id);
      if (equipmentId === undefined) return notFound();
      const before = machine(equipmentId);
      store.set(equipmentId, { ...before, logs: before.logs.filter((l) => l.id !== body.right.id) });
      return okEnvelope(null);
    }),
    on(setMaintenanceReminder, async ({ request }) => {
      const body = await decodeAuthed(SetReminderRequest, request);
      if (E.isLeft(body)) return body.left;
      const { equipmentId, plan } = body.right;
      if (plan.kind !== 'off') {
        const every = validateReminderEvery(plan.every);
        if (E.isLeft(every)) return fieldErrorsEnvelope({ every: every.left });
      }
      const next = applyPlan(machine(equipmentId), plan);
      store.set(equipmentId, next);
      return okEnvelope(viewOf(next));
    }),
  ];
};

/** Maintenance handlers in each state of the section (working with the fixtures, no history, HTTP 500, never answering). */
export const maintenanceHandlers = {
  working: (machines?: Readonly<Record<string, MachineMaintenance>>) => workingMaintenance(machines),
  /** Every machine without a log and with the plan off. */
  empty: () => workingMaintenance({}),
  httpError: (): HttpHandler[] => [
    on(maintenanceList, () => httpFailure(500, 'Internal Server Error')),
    on(maintenanceReminder, () => httpFailure(500, 'Internal Server Error')),
  ],
  loading: (): HttpHandler[] => [neverAnswers(maintenanceList), neverAnswers(maintenanceReminder)],
};
