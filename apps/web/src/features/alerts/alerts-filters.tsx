import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { ALERT_RULE_KINDS } from '@yardfleet/domain/alerts/alert-rule';
import { TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Button } from '@yardfleet/ui/button';
import { Select } from '@yardfleet/ui/select';
import { commonMessages } from '../../shared/i18n/common-messages';
import { alertKindWords, alertStatusWords } from '../../shared/i18n/alert-words';
import { screenWords } from '../../shared/i18n/screen-words';
import { alertsMessages as m } from './alerts-messages';
import { ALERT_STATUSES, idOrNull, isFiltered, isReversed, type AlertsView } from './alerts-query';
import { MachineFilter } from './machine-filter';

export interface AlertsFiltersProps {
  readonly view: AlertsView;
  /** False for a power-only company: no machine, tag or warehouse filter (it has none). */
  readonly fleetFilters: boolean;
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly warehouses: readonly WarehouseView[];
  readonly onChange: (patch: Partial<AlertsView>) => void;
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
 * The /alerts filters (rules 22.5), each kept in the URL: status, kind (the twelve kinds in words),
 * the machine (a search), a tag ("Group · Tag"), a warehouse, and the first and last
 * company-local day the alert opened (either open; a reversed range is marked on "Opened to"),
 * then "Clear filters" while any is set. A power-only company gets status, kind and the days.
 */
export const AlertsFilters = ({ view, fleetFilters, tagGroups, warehouses, onChange, onClear }: AlertsFiltersProps) => {
  const intl = useIntl();
  const errorId = useId();
  const all = intl.formatMessage(commonMessages.all);
  const reversed = isReversed(view);
  const tags = tagGroups.flatMap((group) => group.tags.map((tag) => ({ value: tag.id, label: `${group.name} · ${tag.name}` })));
  return (
    <div role="group" aria-label={intl.formatMessage(m.filters)} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={intl.formatMessage(m.status)}
          value={view.status ?? ALL}
          options={[{ value: ALL, label: all }, ...ALERT_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(alertStatusWords[status]) }))]}
          onChange={(value) => onChange({ status: value === ALL ? null : value })}
        />
        <Select
          label={intl.formatMessage(m.kind)}
          value={view.kind ?? ALL}
          options={[{ value: ALL, label: all }, ...ALERT_RULE_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(alertKindWords[kind]) }))]}
          onChange={(value) => onChange({ kind: value === ALL ? null : value })}
        />
        {fleetFilters ? (
          <>
            <MachineFilter machine={view.machine} onChange={(machine) => onChange({ machine })} />
            <Select<string>
              label={intl.formatMessage(m.tag)}
              value={view.tag ?? ALL}
              options={[{ value: ALL, label: all }, ...tags]}
              onChange={(value) => onChange({ tag: idOrNull(TagId, value === ALL ? null : value) })}
            />
            <Select<string>
              label={intl.formatMessage(m.warehouse)}
              value={view.warehouse ?? ALL}
              options={[{ value: ALL, label: all }, ...warehouses.map((w) => ({ value: w.id, label: w.name }))]}
              onChange={(value) => onChange({ warehouse: idOrNull(WarehouseId, value === ALL ? null : value) })}
            />
          </>
        ) : null}
        <DayField label={intl.formatMessage(m.from)} value={view.from} max={view.to} onChange={(from) => onChange({ from })} />
        <DayField
          label={intl.formatMessage(m.to)}
          value={view.to}
          min={view.from}
          errorId={reversed ? errorId : undefined}
          onChange={(to) => onChange({ to })}
        />
        {isFiltered(view) ? (
          <Button variant="ghost" size="sm" onClick={onClear} className="mb-1">
            {intl.formatMessage(screenWords.clearFilters)}
          </Button>
        ) : null}
      </div>
      {reversed ? (
        <p id={errorId} className="text-sm text-red-700">
          {intl.formatMessage(m.reversed)}
        </p>
      ) : null}
    </div>
  );
};
