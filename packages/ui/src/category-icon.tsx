import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';

/** Simple line drawings per category, shown when a machine has no picture. */
const PATHS: Record<EquipmentCategory, string> = {
  mower: 'M5 16h12l2-5H8L5 16Zm3-5L6 6M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  ride_on_mower: 'M4 16h14l1-4h-6l-2-4H8l-1 4H4v4Zm2 3a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  string_trimmer: 'M6 3l10 14M16 17a3 3 0 1 0 3 3M9 7l3-2',
  blower: 'M4 10h9a3 3 0 0 1 0 6H9l-5 4V10Zm12 3h5M17 9l4-2M17 17l4 2',
  hedge_trimmer: 'M3 12h6m0-3h12v6H9V9Zm2 0v6m3-6v6m3-6v6',
  chainsaw: 'M3 14h8V9H3v5Zm8-3h9a2 2 0 0 1 0 4h-9M5 9V6h4v3',
  snow_blower: 'M4 15h10V9H4v6Zm10-3h4l3-6M6 18a2 2 0 1 0 0-3M12 18a2 2 0 1 0 0-3',
  edger: 'M8 3l4 12m0 0a4 4 0 1 0 4 4M6 21h12',
};

/**
 * A category icon (40 x 40 px line drawing, named by `label`), shown instead of a machine's
 * picture when its model has none (rules 3.4: picture); used by the equipment list and detail.
 */
export const CategoryIcon = ({ category, label }: { readonly category: EquipmentCategory; readonly label: string }) => (
  <svg viewBox="0 0 24 24" width="40" height="40" role="img" aria-label={label} className="rounded-md bg-slate-100 p-2 text-slate-500">
    <path d={PATHS[category]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
