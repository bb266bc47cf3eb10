import { useCallback, useMemo, useState } from 'react';
import type { EquipmentFilters } from '@yardfleet/contract/endpoints/equipment';
import type { EquipmentSelection } from '@yardfleet/contract/endpoints/equipment-bulk';
import { MAX_SELECTED_IDS } from '@yardfleet/domain/rules/bulk-actions';

/** What is selected on the list: ticked machines (by id), or every machine matching the filters. */
export type ListSelection = { readonly kind: 'ids'; readonly ids: ReadonlySet<string> } | { readonly kind: 'all' };

const NOTHING: ListSelection = { kind: 'ids', ids: new Set() };

/** The selection of the equipment list and its changes. */
export interface BulkSelection {
  readonly selection: ListSelection;
  /** The selection as the contract sends it (null when nothing is selected). */
  readonly request: EquipmentSelection | null;
  readonly isSelected: (id: string) => boolean;
  readonly toggle: (id: string) => void;
  /** Selects (`on`) or unselects the machines `ids` of the page. */
  readonly togglePage: (ids: readonly string[], on: boolean) => void;
  readonly selectAllMatching: () => void;
  readonly clear: () => void;
}

/**
 * The list's selection (docs/roles.md "Bulk actions"): ticked ids (at most MAX_SELECTED_IDS; a
 * larger choice is "every machine matching the filters"), or every machine matching `filters`. The
 * caller clears it when the filters change, so "all matching" always means what the list shows.
 * `pageIds`: the machines of the page shown (unticking one of "all matching" keeps the others of the page).
 */
export const useBulkSelection = (filters: EquipmentFilters, pageIds: readonly string[]): BulkSelection => {
  const [selection, setSelection] = useState<ListSelection>(NOTHING);
  const toggle = useCallback(
    (id: string) =>
      setSelection((s) => {
        // Unticking a row of "every matching machine" keeps the rest of the page ticked.
        const ids = new Set(s.kind === 'ids' ? s.ids : pageIds);
        if (ids.has(id)) ids.delete(id);
        else if (ids.size < MAX_SELECTED_IDS) ids.add(id);
        return { kind: 'ids', ids };
      }),
    [pageIds],
  );
  const togglePage = useCallback(
    (pageIds: readonly string[], on: boolean) =>
      setSelection((s) => {
        const ids = new Set(s.kind === 'ids' ? s.ids : []);
        for (const id of pageIds)
          if (on && ids.size < MAX_SELECTED_IDS) ids.add(id);
          else if (!on) ids.delete(id);
        return { kind: 'ids', ids };
      }),
    [],
  );
  const selectAllMatching = useCallback(() => setSelection({ kind: 'all' }), []);
  const clear = useCallback(() => setSelection(NOTHING), []);
  const isSelected = useCallback((id: string) => selection.kind === 'all' || selection.ids.has(id), [selection]);
  const request = useMemo<EquipmentSelection | null>(
    () =>
      selection.kind === 'all'
        ? { kind: 'filters', filters }
        : selection.ids.size === 0
          ? null
          : ({ kind: 'ids', ids: [...selection.ids] } as EquipmentSelection),
    [selection, filters],
  );
  return { selection, request, isSelected, toggle, togglePage, selectAllMatching, clear };
};
