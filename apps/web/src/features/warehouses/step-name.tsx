import { useIntl } from 'react-intl';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { TextField } from '@yardfleet/ui/text-field';
import { metresMessage, setupMessages } from './setup-messages';

export interface StepNameProps {
  readonly name: string;
  readonly address: string;
  readonly onName: (name: string) => void;
  readonly onAddress: (address: string) => void;
  /** Translated errors shown on the fields (the domain's rules or the server's answer). */
  readonly nameError?: string | undefined;
  readonly addressError?: string | undefined;
  /** What the summary repeats: the location (degrees) and the radius in metres. */
  readonly location: GeoPoint | null;
  readonly radius: number;
}

/**
 * Step 3 of the set-up (rules 17.2, 5.12): the name (required, at most 50 characters, no outer
 * spaces) and the address (optional, at most 200, prefilled from the search result), then a
 * summary of location, radius, name and address before Save.
 */
export const StepName = ({ name, address, onName, onAddress, nameError, addressError, location, radius }: StepNameProps) => {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(setupMessages.location), location === null ? '—' : formatCoordinates(location)],
    [intl.formatMessage(setupMessages.radius), intl.formatMessage(metresMessage, { metres: intl.formatNumber(radius) })],
    [intl.formatMessage(setupMessages.name), name.trim() === '' ? '—' : name],
    [intl.formatMessage(setupMessages.address), address.trim() === '' ? '—' : address],
  ];
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={intl.formatMessage(setupMessages.name)}
        name="name"
        value={name}
        error={nameError}
        required
        maxLength={60}
        onChange={(event) => onName(event.target.value)}
      />
      <TextField
        label={intl.formatMessage(setupMessages.address)}
        name="address"
        value={address}
        error={addressError}
        hint={intl.formatMessage(setupMessages.addressHint)}
        onChange={(event) => onAddress(event.target.value)}
      />
      <section aria-labelledby="warehouse-summary" className="rounded-md border border-slate-200 bg-slate-50 p-3">
        <h3 id="warehouse-summary" className="text-sm font-semibold text-slate-900">
          {intl.formatMessage(setupMessages.summary)}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
};
