import { describe, expect, it } from 'vitest';
import {
  categoryChanged,
  equipmentListSlice,
  filtersCleared,
  pageChanged,
  searchChanged,
  serviceDueChanged,
  toEquipmentFilters,
  toEquipmentListRequest,
  viewChanged,
} from './equipment-list';
import { sessionCleared } from './session';

type Action = Parameters<typeof equipmentListSlice.reducer>[1];
const run = (actions: Action[]) => actions.reduce(equipmentListSlice.reducer, equipmentListSlice.getInitialState());

describe('equipment list: list or map (rules 2.10, 17.9)', () => {
  it('starts on the list and switches to the map and back, keeping the filters and the page', () => {
    expect(run([]).view).toBe('list');
    const onMap = run([categoryChanged('mower'), pageChanged(3), viewChanged('map')]);
    expect(onMap).toMatchObject({ view: 'map', category: 'mower', page: 3 });
    expect(equipmentListSlice.reducer(onMap, viewChanged('list'))).toMatchObject({ view: 'list', category: 'mower', page: 3 });
  });

  it('keeps the map when the filters change or are cleared, and forgets it when the session ends', () => {
    const onMap = run([viewChanged('map'), searchChanged('mower'), filtersCleared()]);
    expect(onMap).toMatchObject({ view: 'map', search: '' });
    expect(equipmentListSlice.reducer(onMap, sessionCleared()).view).toBe('list');
  });

  it('gives the map the same filters as the list, without paging', () => {
    const state = run([searchChanged('  Mower 1  '), categoryChanged('mower'), pageChanged(4), viewChanged('map')]);
    expect(toEquipmentFilters(state)).toEqual({
      search: 'Mower 1',
      category: 'mower',
      inventoryStatus: null,
      onlineStatus: null,
      tagId: null,
      serviceDue: null,
      activity: null,
      faulty: null,
    });
    expect(toEquipmentFilters(run([searchChanged('   ')])).search).toBeNull();
  });
});

describe('equipment list: the service due filter (rules 18.5)', () => {
  it('goes into the request, back to page 1, and is reset with the other filters', () => {
    const state = run([pageChanged(3), serviceDueChanged('overdue')]);
    expect(toEquipmentListRequest(state)).toMatchObject({ page: 1, serviceDue: 'overdue' });
    expect(toEquipmentListRequest(equipmentListSlice.reducer(state, filtersCleared())).serviceDue).toBeNull();
  });
});
