import { equipmentImportApply, equipmentImportDryRun, type ImportDryRun, type ImportRefusal } from '@yardfleet/contract/endpoints/equipment-import';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { canImport, type ImportFileProblem, type ParsedImportRow } from '@yardfleet/domain/rules/equipment-import';
import type { ImportPlan, FleetMachine } from '@yardfleet/domain/rules/equipment-import-plan';
import type { Caller } from '../../auth/sessions';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { readImportFile } from './equipment-import-file';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { applyImport, importPlan, parsedRows, planDigest } from './equipment-import-queries';

/**
 * What an applied import hands the activity history (rules 20.13), inside its transaction: the
 * plan written, the machines as they were before (by id), who applied it, the request and when.
 */
export interface AppliedImport {
  readonly plan: ImportPlan;
  readonly before: ReadonlyMap<string, FleetMachine>;
  readonly caller: Caller;
  readonly request: FastifyRequest;
  readonly at: Date;
}

/** Records an applied import in the activity history, in the import's transaction `trx`. */
export type ImportActivityRecorder = (trx: Transaction<Database>, applied: AppliedImport) => Promise<void>;

/** The company an import of `caller` is scoped to, or 1170010403 (no company, app-only user, or a role the domain's `canImport` refuses). */
export const importScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (!canImport(caller.role)) return { refused: fail(ServerCode.forbiddenRole, 'Only the admin and managers may import equipment details.') };
  return scope;
};

const refuse = (entry: ImportRefusal, message: string): Answer<never> => fail(ServerCode.refused, message, entry);

/** The 1170010422 answer of a refused file (rules 23.3). */
const fileRefused = (problem: ImportFileProblem): Answer<never> =>
  refuse({ reason: 'import_file_refused', problem }, `The file cannot be imported (${problem.code}); nothing was changed.`);

/** The dry run's entry of a plan. */
const dryRunOf = (plan: ImportPlan, digest: string): ImportDryRun => ({
  rows: [...plan.rows] as ImportDryRun['rows'],
  counts: plan.counts,
  planDigest: digest,
});

/** The file's rows checked on their own, or the refusal of the whole file. */
const rowsOfFile = async (content: string): Promise<{ readonly rows: readonly ParsedImportRow[] } | { readonly refused: Answer<never> }> => {
  const read = await readImportFile(content);
  if ('problem' in read) return { refused: fileRefused(read.problem) };
  const rows = parsedRows(read.sheet);
  return 'code' in rows ? { refused: fileRefused(rows) } : { rows };
};

/**
 * The equipment import's dry run and apply (rules 23; contract equipment-import.ts), admin and
 * manager only. The dry run reads the file and plans it on the machines of now (two queries
 * whatever the number of rows) without writing; the apply does the same inside one transaction and
 * writes the plan only when no row is refused and it is the plan the dry run showed (its digest),
 * calling `record` (the activity history) in that transaction.
 */
export const equipmentImportRoutes = (route: Registrar, record: ImportActivityRecorder): void => {
  route.authed(
    equipmentImportDryRun,
    async ({ input, ctx, caller }) => {
      const scope = importScope(caller);
      if ('refused' in scope) return scope.refused;
      const file = await rowsOfFile(input.content);
      if ('refused' in file) return file.refused;
      const plan = await importPlan(ctx.db, scope.companyId, file.rows);
      return ok(dryRunOf(plan, planDigest(plan)));
    },
    { readOnly: true },
  );

  route.authed(equipmentImportApply, async ({ input, ctx, caller, request }) => {
    const scope = importScope(caller);
    if ('refused' in scope) return scope.refused;
    const file = await rowsOfFile(input.content);
    if ('refused' in file) return file.refused;
    const at = ctx.clock.now();
    const done = await applyImport(ctx.db, scope.companyId, file.rows, input.planDigest, at, (trx, plan, before) =>
      record(trx, { plan, before, caller, request, at }),
    );
    if ('applied' in done) return ok(done.applied.counts);
    const message =
      done.refused === 'import_has_refused_rows'
        ? `${done.plan.counts.refused} row(s) are refused; nothing was changed.`
        : 'The machines or tags changed since the dry run; nothing was changed. Check the new dry run and apply again.';
    return refuse({ reason: done.refused, result: dryRunOf(done.plan, done.digest) }, message);
  });
};
