import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EquipmentId } from '@yardfleet/domain/entities/ids';
import { useEquipmentDetailQuery } from '@yardfleet/data/endpoints/equipment-detail';
import { useEquipmentListQuery } from '@yardfleet/data/endpoints/equipment';
import { CloseIcon } from '@yardfleet/ui/icons';
import { SearchField } from '@yardfleet/ui/search-field';
import { alertsMessages as m, removeMachineLabel, serialLine } from './alerts-messages';

/** Typing pauses this long (ms) before the machine search is sent. */
export const MACHINE_SEARCH_DEBOUNCE_MS = 300;
/** Machines the search lists at most. */
const MACHINE_RESULTS = 8;

export interface MachineFilterProps {
  /** The machine filtered on, or null. */
  readonly machine: EquipmentId | null;
  readonly onChange: (machine: EquipmentId | null) => void;
}

const buttonClass =
  'flex w-full flex-col items-start rounded px-2 py-1.5 text-left text-sm hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600';

/**
 * The machine filter of /alerts (rules 22.5): with a machine chosen, its name (read from its detail;
 * "Unknown machine" when it is gone) and a button removing the filter; otherwise a search by name or
 * serial number (the equipment list's search, after a pause) listing up to eight machines as
 * buttons that choose one.
 */
export const MachineFilter = ({ machine, onChange }: MachineFilterProps) => {
  const intl = useIntl();
  const labelId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), MACHINE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const detail = useEquipmentDetailQuery(machine === null ? skipToken : { id: machine });
  const found = useEquipmentListQuery(
    machine !== null || search === ''
      ? skipToken
      : { page: 1, pageSize: MACHINE_RESULTS, search: search.slice(0, 50), category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
  );
  const label = intl.formatMessage(m.machine);

  if (machine !== null) {
    const name = detail.data?.name ?? (detail.isError ? intl.formatMessage(m.unknownMachine) : '…');
    return (
      <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
        <span id={labelId} className="text-xs font-medium text-slate-600">
          {label}
        </span>
        <span className="inline-flex items-center gap-1 rounded-md border border-emerald-600 bg-emerald-50 py-1 pl-2.5 pr-1 text-sm text-emerald-900">
          {name}
          <button
            type="button"
            aria-label={intl.formatMessage(removeMachineLabel, { name })}
            onClick={() => {
              setText('');
              setSearch('');
              onChange(null);
            }}
            className="rounded p-1 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <CloseIcon width={14} height={14} />
          </button>
        </span>
      </div>
    );
  }

  const items = found.currentData?.items ?? [];
  return (
    <div className="relative flex flex-col gap-1">
      <span className="text-xs font-medium text-slate-600" aria-hidden="true">
        {label}
      </span>
      <SearchField label={intl.formatMessage(m.machineSearch)} value={text} maxLength={50} onChange={setText} className="w-full sm:w-72" />
      {search !== '' && found.currentData !== undefined ? (
        items.length === 0 ? (
          <p className="text-sm text-slate-600">{intl.formatMessage(m.noMachineFound)}</p>
        ) : (
          <ul
            aria-label={intl.formatMessage(m.machineResults)}
            className="flex max-h-64 w-full flex-col overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-sm sm:w-72"
          >
            {items.map((item) => (
              <li key={item.id}>
                <button type="button" className={buttonClass} onClick={() => onChange(item.id)}>
                  <span className="font-medium text-slate-900">{item.name}</span>
                  <span className="font-mono text-xs text-slate-600">{intl.formatMessage(serialLine, { serial: item.serialNumber })}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
};
