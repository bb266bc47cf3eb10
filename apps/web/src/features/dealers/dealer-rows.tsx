import { clsx } from 'clsx';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
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
  /** Shown instead of the rows (loading, error, empty). */
  readonly placeholder?: ReactNode;
  /** Below the 992 px breakpoint: stacked cards instead of a table (SPEC 9, 390 px phones). */
  readonly compact: boolean;
}

/** The DOM id of a dealer's row or card (the map's click target). */
export const dealerRowId = (id: string): string => `dealer-row-${id}`;

const highlight = 'bg-emerald-50 outline outline-2 -outline-offset-2 outline-emerald-600';

/**
 * The dealers of one page (issue 11 item 3). Wide: a table of composed cells so it fits 1280 px
 * without sideways scrolling: dealer (name + category, row header), address (street, town, city,
 * state, postcode, country), contact (telephone, email, website links), region, distance (only when
 * located) and the "In my collection" toggle. Narrow: one card per dealer with the same content.
 */
export const DealerRows = ({ caption, dealers, located, focusedId, busyIds, onToggle, placeholder, compact }: DealerRowsProps) => {
  const intl = useIntl();
  useEffect(() => {
    if (focusedId === null) return;
    const row = document.getElementById(dealerRowId(focusedId));
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  }, [focusedId]);

  if (compact)
    return (
      <section aria-label={caption} className="flex flex-col gap-3">
        {placeholder ?? (
          <ul className="flex flex-col gap-3">
            {dealers.map((dealer) => (
              <li
                key={dealer.id}
                id={dealerRowId(dealer.id)}
                tabIndex={-1}
                className={clsx('flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm', focusedId === dealer.id && highlight)}
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="min-w-0">
                    <DealerName dealer={dealer} />
                  </h2>
                  {located ? <DealerDistance dealer={dealer} /> : null}
                </div>
                <DealerAddress dealer={dealer} />
                <p className="text-slate-600">{regionName(intl, dealer.region)}</p>
                <DealerContacts dealer={dealer} />
                <div>
                  <CollectionToggle dealer={dealer} busy={busyIds.has(dealer.id)} onToggle={onToggle} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    );

  const headers = [
    intl.formatMessage(dealerMessages.name),
    intl.formatMessage(dealerMessages.address),
    intl.formatMessage(dealerMessages.contact),
    intl.formatMessage(dealerMessages.region),
    ...(located ? [intl.formatMessage(dealerMessages.distance)] : []),
    intl.formatMessage(dealerMessages.collection),
  ];
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeholder !== undefined ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-10">
                {placeholder}
              </td>
            </tr>
          ) : (
            dealers.map((dealer) => (
              <tr key={dealer.id} id={dealerRowId(dealer.id)} tabIndex={-1} className={clsx('border-t border-slate-100 align-top', focusedId === dealer.id && highlight)}>
                <th scope="row" className="min-w-40 px-3 py-2.5 font-normal [overflow-wrap:anywhere]">
                  <DealerName dealer={dealer} />
                </th>
                <td className="min-w-40 px-3 py-2.5 [overflow-wrap:anywhere]">
                  <DealerAddress dealer={dealer} />
                </td>
                <td className="px-3 py-2.5">
                  <DealerContacts dealer={dealer} />
                </td>
                <td className="px-3 py-2.5">{regionName(intl, dealer.region)}</td>
                {located ? (
                  <td className="px-3 py-2.5">
                    <DealerDistance dealer={dealer} />
                  </td>
                ) : null}
                <td className="px-3 py-2.5">
                  <CollectionToggle dealer={dealer} busy={busyIds.has(dealer.id)} onToggle={onToggle} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
};
