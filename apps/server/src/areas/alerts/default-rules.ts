import type { Kysely } from 'kysely';
import { defaultAlertRulesFor } from '@yardfleet/domain/alerts/default-rules';
import { alertDb } from '../../db/alert-schema';
import type { Database } from '../../db/schema';
import { rowFromDraft } from './rule-rows';

/**
 * Stores the domain's default rules of `version` (`defaultAlertRulesFor`) for the new company `companyId` (rules 22.6), with `trx`
 * the transaction that creates the company, so a company never exists without them. Written by
 * nobody (`created_by` null). The working hours come with the company row (the column's default).
 */
export const insertDefaultAlertRules = async (trx: Kysely<Database>, companyId: string, version: string): Promise<void> => {
  await alertDb(trx)
    .insertInto('alert_rules')
    .values(defaultAlertRulesFor(version).map((draft) => ({ ...rowFromDraft(draft), company_id: companyId, created_by: null })))
    .execute();
};
