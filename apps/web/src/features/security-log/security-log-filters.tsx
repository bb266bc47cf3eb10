import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SECURITY_LOG_SEARCH_MAX } from '@yardfleet/contract/endpoints/security-log';
import { Button } from '@yardfleet/ui/button';
import { SearchField } from '@yardfleet/ui/search-field';
import { Select } from '@yardfleet/ui/select';
import { screenWords } from '../../shared/i18n/screen-words';
import { groupMessages } from './security-event-messages';
import { securityMessages } from './security-log-messages';
import { isReversed, KIND_GROUPS, type KindGroup, type SecurityLogView } from './security-log-query';

export interface SecurityLogFiltersProps {
  readonly view: SecurityLogView;
  /** The search field's text as typed (the request gets it after a pause). */
  readonly searchInput: string;
  readonly onSearchChange: (text: string) => void;
  readonly onChange: (patch: Partial<SecurityLogView>) => void;
  readonly onClear: () => void;
}

const ALL = '';
const fieldClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-[7px] text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-[invalid=true]:border-red-600';

/** A labelled native date input (keyboard entry and the platform's picker); '' is an open end. */
const DayField = (props: {
  readonly label: string;
  readonly value: string;
  readonly min?: string;
  readonly max?: string;
  readonly errorId?: string | undefined;
  readonly onChange: (day: string) => void;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        value={props.value}
        min={props.min === '' ? undefined : props.min}
        max={props.max === '' ? undefined : props.max}
        aria-invalid={props.errorId !== undefined ? true : undefined}
        aria-describedby={props.errorId}
        onChange={(event) => props.onChange(event.target.value)}
        className={fieldClass}
      />
    </div>
  );
};

/**
 * The /security filters (rules 20.12): the event type (a group of kinds: logins, passwords,
 * people and roles, consent and account, gateways and deletions, alert rules and working hours;
 * "All events" is none), a search of
 * name, email, address or item (at most SECURITY_LOG_SEARCH_MAX characters), the first and last
 * company-local day (either open; a reversed range is marked on the "To day" field), and "Clear
 * filters" while any is set.
 */
export const SecurityLogFilters = ({ view, searchInput, onSearchChange, onChange, onClear }: SecurityLogFiltersProps) => {
  const intl = useIntl();
  const errorId = useId();
  const reversed = isReversed(view);
  const anySet = searchInput !== '' || view.group !== null || view.from !== '' || view.to !== '';
  return (
    <div role="group" aria-label={intl.formatMessage(securityMessages.filters)} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <Select<KindGroup | typeof ALL>
          label={intl.formatMessage(securityMessages.kind)}
          value={view.group ?? ALL}
          options={[
            { value: ALL, label: intl.formatMessage(securityMessages.allKinds) },
            ...KIND_GROUPS.map((group) => ({ value: group, label: intl.formatMessage(groupMessages[group]) })),
          ]}
          onChange={(value) => onChange({ group: value === ALL ? null : value })}
        />
        <DayField label={intl.formatMessage(securityMessages.from)} value={view.from} max={view.to} onChange={(from) => onChange({ from })} />
        <DayField
          label={intl.formatMessage(securityMessages.to)}
          value={view.to}
          min={view.from}
          errorId={reversed ? errorId : undefined}
          onChange={(to) => onChange({ to })}
        />
        <SearchField
          label={intl.formatMessage(securityMessages.search)}
          value={searchInput}
          maxLength={SECURITY_LOG_SEARCH_MAX}
          onChange={onSearchChange}
          className="w-full sm:w-96"
        />
        {anySet ? (
          <Button variant="ghost" size="sm" onClick={onClear} className="mb-1">
            {intl.formatMessage(screenWords.clearFilters)}
          </Button>
        ) : null}
      </div>
      {reversed ? (
        <p id={errorId} className="text-sm text-red-700">
          {intl.formatMessage(securityMessages.reversed)}
        </p>
      ) : null}
    </div>
  );
};
