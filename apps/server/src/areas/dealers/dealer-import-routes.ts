import * as E from 'fp-ts/lib/Either.js';
import type { FastifyInstance } from 'fastify';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEALER_IMPORT_BODY_LIMIT_BYTES, importDealers, type DealerImportRefusal } from '@yardfleet/contract/endpoints/dealers';
import { parseDealerDirectory } from '@yardfleet/domain/dealers/dealer-row';
import type { AppContext } from '../../context';
import { upsertDealerDirectory } from './directory-store';
import { isOperator } from './operator-token';
import { fail, ok } from '../../http/answers';
import { failureEnvelope, registrar } from '../../http/registrar';

/** Most issues one refused import lists (DealerImportRefusal.issues); `issueCount` tells how many there are in all. */
const DEALER_IMPORT_MAX_ISSUES = 1_000;

/**
 * The operator's calls (`/web-hmac/ops/...`, rules 15.8), in their own Fastify scope:
 * - every request is checked before its body is read (onRequest): without `authorization: Bearer
 *   <OPERATOR_TOKEN>` (or with no OPERATOR_TOKEN configured) it answers 1170010402 and nothing is
 *   read or written;
 * - the body limit is DEALER_IMPORT_BODY_LIMIT_BYTES (96 MiB: 200,000 rows); a larger body answers
 *   HTTP 413, more than DEALER_IMPORT_MAX_ROWS rows HTTP 400 (the contract's codec);
 * - `ops/dealer/import` checks every row with the domain's parseDealerDirectory; any issue answers
 *   1170010001 with `{ issues (the first DEALER_IMPORT_MAX_ISSUES), issueCount }` and writes
 *   nothing; otherwise upsertDealerDirectory writes (or, dry run, only counts) in one transaction.
 */
export const dealerImportRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = DEALER_IMPORT_BODY_LIMIT_BYTES;
    });
    scope.addHook('onRequest', async (request, reply) => {
      if (isOperator(request.headers.authorization, ctx.config.operatorToken)) return;
      const refusal = failureEnvelope(
        fail(
          ServerCode.operatorUnauthorized,
          'The operator token is missing or not valid. Set OPERATOR_TOKEN on the server and send it as "authorization: Bearer <token>".',
        ),
      );
      await reply.header('cache-control', 'no-store').send(refusal);
    });
    const route = registrar(scope, ctx);

    route.open(importDealers, async ({ input, ctx: c }) => {
      const parsed = parseDealerDirectory(input.header, input.rows);
      if (E.isLeft(parsed)) {
        const entry: DealerImportRefusal = {
          issues: parsed.left.slice(0, DEALER_IMPORT_MAX_ISSUES).map((i) => ({ row: i.row, column: i.column, code: i.code, message: i.message })),
          issueCount: parsed.left.length,
        };
        return fail(ServerCode.validationFailed, `${parsed.left.length} problem(s) in the directory; nothing was imported.`, entry);
      }
      const counts = await upsertDealerDirectory(c.db, parsed.right, { dryRun: input.dryRun });
      return ok({ dryRun: input.dryRun, rows: parsed.right.length, ...counts });
    });
  });
};
