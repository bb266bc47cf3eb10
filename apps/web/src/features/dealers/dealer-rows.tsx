import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import { PagedTable, type TablePaging } from '@yardfleet/ui/paged-table';
import type { RowActions, TableColumn } from '@yardfleet/ui/responsive-table';
import { regionName } from './dealer-names';
import { CollectionToggle, DealerAddress, DealerContacts, DealerDistance, DealerName } from './dealer-parts';
import { dealerMessages } from './dealers-messages';

export interface DealerRowsProps {
  readonly caption: string;
  readonly dealers: readonly Dealer[];
  /** The list was asked with the user's position: show the Distance column. */
  readonly located: boolean;
  /** Dealer chosen on the map: its row is highlighted, scrolled to and focused. */
  readonly focusedId: string | null;
  /** Dealers whose collection change is on its way (their toggles are disabled). */
  readonly busyIds: ReadonlySet<string>;
  readonly onToggle: (dealer: Dealer) => void;
  /** True while a newer page loads (the rows stay; the table is marked busy). */
  readonly busy: boolean;
  /** Shown instead of the rows (loading, error, empty). */
  readonly placeholder?: ReactNode;
  /** The page shown, the total matching and how to move. */
  readonly paging: TablePaging;
}

/** The DOM id of a dealer's row (the map's click target). */
export const dealerRowId = (id: string): string => `dealer-row-${id}`;

const highlight = 'bg-emerald-50 outline outline-2 -outline-offset-2 outline-emerald-600';

/**
 * Composed cells, so the table fits 1280 px without sideways scrolling: dealer (name and category,
 * the row header), address (street, town, city, state, postcode, country), contact (telephone,
 * email, website links), region, and the distance only when located (fifth, after the region).
 */
const columnsOf = (intl: IntlShape, located: boolean): TableColumn<Dealer>[] => [
  {
    key: 'name',
    header: intl.formatMessage(dealerMessages.name),
    rowHeader: true,
    cell: (dealer) => <DealerName dealer={dealer} />,
    className: 'font-normal [overflow-wrap:anywhere]',
    headerClassName: 'min-w-40 whitespace-nowrap',
  },
  {
    key: 'address',
    header: intl.formatMessage(dealerMessages.address),
    cell: (dealer) => <DealerAddress dealer={dealer} />,
    className: '[overflow-wrap:anywhere]',
    headerClassName: 'min-w-40 whitespace-nowrap',
  },
  {
    key: 'contact',
    header: intl.formatMessage(dealerMessages.contact),
    cell: (dealer) => <DealerContacts dealer={dealer} />,
    headerClassName: 'whitespace-nowrap',
  },
  { key: 'region', header: intl.formatMessage(dealerMessages.region), cell: (dealer) => regionName(intl, dealer.region), headerClassName: 'whitespace-nowrap' },
  ...(located
    ? [
        {
          key: 'distance',
          header: intl.formatMessage(dealerMessages.distance),
          cell: (dealer: Dealer) => <DealerDistance dealer={dealer} />,
          headerClassName: 'whitespace-nowrap',
        },
      ]
    : []),
];

/**
 * The dealers of one page (rules 15.2) as a PagedTable named by `caption`: a table from
 * 992 px, one card per dealer below (the name its title, each field named; a 390 px phone scrolls
 * only down), the collection button last, the paging under it. Each row has the id
 * `dealer-row-{id}` (the map's click target); the dealer chosen on the map is highlighted,
 * scrolled to and focused.
 */
export const DealerRows = ({ caption, dealers, located, focusedId, busyIds, onToggle, busy, placeholder, paging }: DealerRowsProps) => {
  const intl = useIntl();
  useEffect(() => {
    if (focusedId === null) return;
    const row = document.getElementById(dealerRowId(focusedId));
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  }, [focusedId]);
  const columns = useMemo(() => columnsOf(intl, located), [intl, located]);
  const actions: RowActions<Dealer> = {
    header: intl.formatMessage(dealerMessages.collection),
    headerClassName: 'whitespace-nowrap',
    cell: (dealer) => <CollectionToggle dealer={dealer} busy={busyIds.has(dealer.id)} onToggle={onToggle} />,
  };
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={dealers}
      rowKey={(dealer) => dealer.id}
      rowActions={actions}
      rowAttributes={(dealer) => ({ id: dealerRowId(dealer.id), tabIndex: -1, className: focusedId === dealer.id ? highlight : undefined })}
      busy={busy}
      placeholder={placeholder}
      paging={paging}
    />
  );
};
