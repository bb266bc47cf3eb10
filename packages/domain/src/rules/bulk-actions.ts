import type { Role } from '../entities/person';
import { PERMISSIONS } from './permissions';

/**
 * The most machines an explicit selection may name (docs/roles.md "Bulk actions"): a selection by
 * ids comes from rows ticked on the list, at most 100 a page, so 10,000 covers a hundred pages;
 * a larger fleet is selected as "every machine matching the filters", which has no bound.
 */
export const MAX_SELECTED_IDS = 10_000;

/** The most tags one bulk tag change may add plus remove (a machine holds at most 100, rules 2.11). */
export const MAX_BULK_TAGS = 100;

/**
 * What can be done to a selection of machines at once (the equipment list's bulk bar):
 * `tag` adds or removes tags, `delete` deletes the machines, `export` writes them to a file.
 */
export type BulkAction = 'tag' | 'delete' | 'export';

/**
 * The roles allowed each bulk action (docs/roles.md): tagging as tagging one machine (`fleet.edit`:
 * admin and manager); deleting many machines at once only the admin, a manager deletes one at a
 * time; every member may export what they may read.
 */
export const BULK_PERMISSIONS: Readonly<Record<BulkAction, readonly Role[]>> = {
  tag: PERMISSIONS['fleet.edit'],
  delete: ['admin'],
  export: ['admin', 'manager', 'employee'],
};

/** True when a member with `role` may perform the bulk `action`; a user without a company (null) may do none. */
export const canBulk = (role: Role | null, action: BulkAction): boolean => role !== null && BULK_PERMISSIONS[action].includes(role);

/**
 * A selection: the ids of machines ticked on the list (at most MAX_SELECTED_IDS), or every machine
 * matching the list's filters `F` at the moment of the call. Either way it only ever holds the
 * caller's company's machines: ids of another company, or of no machine, are left out (never an
 * error, which would tell that an id exists elsewhere).
 */
export type Selection<F> = { readonly kind: 'ids'; readonly ids: readonly string[] } | { readonly kind: 'filters'; readonly filters: F };

/**
 * A tag change refused before it reaches the data: 'nothing' when it neither adds nor removes a
 * tag, 'both' when a tag is both added and removed, 'tooMany' beyond MAX_BULK_TAGS; null when it
 * may run. Duplicates count once.
 */
export const tagChangeRefusal = (add: readonly string[], remove: readonly string[]): 'nothing' | 'both' | 'tooMany' | null => {
  const added = new Set(add);
  const removed = new Set(remove);
  if (added.size + removed.size === 0) return 'nothing';
  if ([...added].some((id) => removed.has(id))) return 'both';
  if (added.size + removed.size > MAX_BULK_TAGS) return 'tooMany';
  return null;
};

/**
 * Whether a bulk delete may go ahead: the person confirmed "delete N machines" and the selection
 * still holds exactly N of the company's machines now. Any other number (machines added, deleted
 * or re-filtered since) refuses the whole delete, so nobody deletes more or fewer than they read.
 */
export const deleteConfirmed = (confirmedCount: number, currentCount: number): boolean => currentCount > 0 && confirmedCount === currentCount;
