import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import { formatMiles } from '@yardfleet/domain/locale/format-miles';
import { Icon } from '@yardfleet/ui/icons';
import { categoryName, countryName } from './dealer-names';
import { addToCollectionName, dealerMessages, removeFromCollectionName } from './dealers-messages';

/** The host of a website address, shown as the link text ("lakeshoreturf.example"); the address itself when it cannot be read. */
const hostOf = (website: string): string => {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
};

/** Name and translated category of a dealer. */
export const DealerName = ({ dealer }: { readonly dealer: Dealer }) => {
  const intl = useIntl();
  return (
    <>
      <span className="block font-semibold text-slate-900">{dealer.name}</span>
      <span className="block text-xs text-slate-600">{categoryName(intl, dealer.category)}</span>
    </>
  );
};

/**
 * The postal address of a dealer on three lines: street; town (when it differs from the city),
 * city, state and postcode; the country in the interface language.
 */
export const DealerAddress = ({ dealer }: { readonly dealer: Dealer }) => {
  const intl = useIntl();
  const place = [dealer.town !== dealer.city ? dealer.town : null, dealer.city].filter((part) => part !== null && part !== '').join(', ');
  return (
    <address className="not-italic leading-snug">
      <span className="block">{dealer.address}</span>
      <span className="block">{[place, [dealer.state, dealer.postcode].filter((part) => part !== '').join(' ')].filter((part) => part !== '').join(', ')}</span>
      <span className="block text-slate-600">{countryName(intl, dealer.country)}</span>
    </address>
  );
};

/** Telephone (tel: link), email (mailto: link) and website (opens in a new tab, rel noopener noreferrer), each labelled. */
export const DealerContacts = ({ dealer }: { readonly dealer: Dealer }) => {
  const intl = useIntl();
  const link = 'text-emerald-800 underline decoration-emerald-700/40 underline-offset-2 hover:decoration-emerald-800 [overflow-wrap:anywhere]';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 leading-snug">
      <dt className="text-slate-600">{intl.formatMessage(dealerMessages.telephone)}</dt>
      <dd>
        <a className={clsx(link, 'whitespace-nowrap')} href={`tel:${dealer.telephone.replace(/[^\d+]/g, '')}`}>
          {dealer.telephone}
        </a>
      </dd>
      <dt className="text-slate-600">{intl.formatMessage(dealerMessages.email)}</dt>
      <dd>
        <a className={link} href={`mailto:${dealer.email}`}>
          {dealer.email}
        </a>
      </dd>
      <dt className="text-slate-600">{intl.formatMessage(dealerMessages.website)}</dt>
      <dd>
        <a className={link} href={dealer.website} target="_blank" rel="noopener noreferrer">
          {hostOf(dealer.website)}
          <span className="sr-only"> {intl.formatMessage(dealerMessages.opensNewTab)}</span>
        </a>
      </dd>
    </dl>
  );
};

/** The server's distance of a dealer from the user, formatted by the domain's formatMiles ("3.4 mi"); a dash when not located. */
export const DealerDistance = ({ dealer }: { readonly dealer: Dealer }) => {
  const intl = useIntl();
  return <span className="whitespace-nowrap tabular-nums">{dealer.distanceMiles === null ? '—' : formatMiles(dealer.distanceMiles, intl.locale)}</span>;
};

const StarIcon = ({ filled }: { readonly filled: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'} width="16" height="16">
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);

/**
 * The collection button of one dealer (rules 15.1), in the "My collection" column: its word says
 * what pressing it does and so where the dealer is, "Add" (outlined star) or "Remove" (filled star,
 * amber), named in full with the dealer ("Add to my collection: {name}", "Remove from my
 * collection: {name}"); disabled while its change is on its way.
 */
export const CollectionToggle = ({
  dealer,
  busy,
  onToggle,
}: {
  readonly dealer: Dealer;
  readonly busy: boolean;
  readonly onToggle: (dealer: Dealer) => void;
}) => {
  const intl = useIntl();
  const on = dealer.inMyCollection;
  return (
    <button
      type="button"
      aria-label={intl.formatMessage(on ? removeFromCollectionName : addToCollectionName, { name: dealer.name })}
      disabled={busy}
      onClick={() => onToggle(dealer)}
      className={clsx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border px-2.5 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-progress disabled:opacity-60',
        on ? 'border-amber-400 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <StarIcon filled={on} />
      {intl.formatMessage(on ? dealerMessages.removeFromCollection : dealerMessages.addToCollection)}
    </button>
  );
};
