import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { EquipmentListRow } from '@yardfleet/contract/endpoints/equipment';
import { CategoryIcon } from '@yardfleet/ui/category-icon';
import { useProgressiveRows } from '@yardfleet/ui/progressive-rows';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { categoryIconMessage, categoryMessages, INVENTORY_TONES, inventoryStatusMessages, lastSeenText, onlineStatusMessages } from '../../shared/i18n/equipment-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { ActivityCell } from './equipment-columns';
import { ServiceDuePill } from './service-due-pill';

export interface EquipmentCardsProps {
  /** Accessible name of the list ("Equipment"). */
  readonly label: string;
  readonly rows: readonly EquipmentListRow[];
  /** The time "last seen" is measured from. */
  readonly now: Date;
  /** Shown instead of the cards (loading, error, empty states), as in the table. */
  readonly placeholder?: ReactNode;
  /** A new page is loading (aria-busy). */
  readonly busy?: boolean;
}

/** The cards of a list that shows its placeholder (one array, not a new list every render). */
const NO_ROWS: readonly EquipmentListRow[] = [];
const cardKey = (row: EquipmentListRow): string => row.id;

/**
 * The equipment list as stacked cards for phones (issue 14 defect 4: below the 992 px breakpoint):
 * one card per machine with its picture (or category icon), name (a link to /equipment/:id), SN,
 * inventory status (with service due), online status, activity (with error code) and last seen,
 * so a 390 px screen scrolls only down. A page of 50 or 100 cards renders a few per frame
 * (useProgressiveRows, issue 12 item 2), the list aria-busy meanwhile.
 */
export const EquipmentCards = ({ label, rows, now, placeholder, busy }: EquipmentCardsProps) => {
  const { rendered, pending } = useProgressiveRows(placeholder ? NO_ROWS : rows, cardKey);
  if (placeholder) return <div className="rounded-lg border border-slate-200 bg-white px-3 py-10">{placeholder}</div>;
  return (
    <ul aria-label={label} aria-busy={busy || pending ? true : undefined} className="flex min-w-0 flex-col gap-3">
      {rendered.map((row) => (
        <EquipmentCard key={row.id} row={row} now={now} />
      ))}
    </ul>
  );
};


/**
 * One machine's card; renders again only when its row or `now` changes, and the browser renders
 * it only near the screen (content-visibility: auto; issue 12 item 2).
 */
const EquipmentCard = memo(function EquipmentCard({ row, now }: { readonly row: EquipmentListRow; readonly now: Date }) {
  const intl = useIntl();
  const category = intl.formatMessage(categoryMessages[row.category]);
  return (
    // Off-screen cards skip style, layout and paint until scrolled near (168 px: a card's height at 390 px, kept once rendered).
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 [contain-intrinsic-size:auto_168px] [content-visibility:auto]">
      <div className="flex min-w-0 items-center gap-3">
        {row.pictureUrl ? (
          <img src={row.pictureUrl} alt={row.name} width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-md bg-slate-100 object-contain" />
        ) : (
          <CategoryIcon category={row.category} label={intl.formatMessage(categoryIconMessage, { category })} />
        )}
        <div className="min-w-0">
          <Link to={`/equipment/${row.id}`} className="block break-words font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600">
            {row.name}
          </Link>
          <span className="block break-all font-mono text-xs text-slate-600">{row.serialNumber}</span>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{intl.formatMessage(equipmentFieldWords.inventoryStatus)}</dt>
        <dd className="flex flex-wrap items-center gap-1">
          <StatusPill tone={INVENTORY_TONES[row.inventoryStatus]}>{intl.formatMessage(inventoryStatusMessages[row.inventoryStatus])}</StatusPill>
          <ServiceDuePill serviceDue={row.serviceDue} />
        </dd>
        <dt className="text-slate-600">{intl.formatMessage(equipmentFieldWords.onlineStatus)}</dt>
        <dd>
          <StatusPill tone={row.onlineStatus === 'online' ? 'green' : 'gray'}>{intl.formatMessage(onlineStatusMessages[row.onlineStatus])}</StatusPill>
        </dd>
        <dt className="text-slate-600">{intl.formatMessage(equipmentFieldWords.activity)}</dt>
        <dd>
          <ActivityCell intl={intl} row={row} />
        </dd>
        <dt className="text-slate-600">{intl.formatMessage(equipmentFieldWords.lastSeen)}</dt>
        <dd className="text-slate-800">
          {row.lastSeenAt ? <time dateTime={row.lastSeenAt}>{lastSeenText(intl, row.lastSeenAt, now)}</time> : lastSeenText(intl, null, now)}
        </dd>
      </dl>
    </li>
  );
});
