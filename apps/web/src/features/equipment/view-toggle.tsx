import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { EquipmentListView } from '@yardfleet/data/slices/equipment-list';
import { equipmentMessages } from './equipment-messages';

const OPTIONS: readonly { readonly value: EquipmentListView; readonly message: keyof typeof equipmentMessages }[] = [
  { value: 'list', message: 'viewList' },
  { value: 'map', message: 'viewMap' },
];

/**
 * The List / Map switch of the equipment screen (rules 2.10): two toggle buttons
 * (`aria-pressed`) in a group named "Show equipment as"; the pressed one is the current view.
 */
export const ViewToggle = ({ value, onChange }: { readonly value: EquipmentListView; readonly onChange: (view: EquipmentListView) => void }) => {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage(equipmentMessages.viewLabel)} className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
      {OPTIONS.map((option, index) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'px-3 py-1.5 text-sm font-medium focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-emerald-600',
            index === 0 ? 'rounded-l-md' : 'rounded-r-md',
            value === option.value ? 'bg-emerald-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {intl.formatMessage(equipmentMessages[option.message])}
        </button>
      ))}
    </div>
  );
};
