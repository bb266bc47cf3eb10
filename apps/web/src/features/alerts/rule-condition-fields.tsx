import { useIntl } from 'react-intl';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { ALERT_RULE_KINDS } from '@yardfleet/domain/alerts/alert-rule';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { alertKindWords } from '../../shared/i18n/alert-words';
import { editorMessages as m } from './rule-editor-messages';
import type { RuleForm } from './rule-form';

export interface RuleConditionFieldsProps {
  readonly form: RuleForm;
  readonly warehouses: readonly WarehouseView[];
  /** The error text of a field by its path (`condition.offlineMinutes`), undefined when none. */
  readonly errorOf: (field: string, label: string) => string | undefined;
  readonly onChange: (patch: Partial<RuleForm>) => void;
}

/** A whole-number field typed as text (what was typed stays, the domain checks it). */
const NumberField = (props: {
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly onChange: (value: string) => void;
}) => (
  <TextField
    label={props.label}
    value={props.value}
    hint={props.hint}
    error={props.error}
    inputMode="numeric"
    autoComplete="off"
    className="max-w-xs"
    onChange={(event) => props.onChange(event.target.value)}
  />
);

/**
 * What a rule watches (rules 22.1): the kind (the twelve in words) and that kind's parameters:
 * minutes silent (and "only during working hours" for machines), a warehouse or any, a return-by
 * time, error codes, a battery percent, grace days, or a note that the kind has none.
 */
export const RuleConditionFields = ({ form, warehouses, errorOf, onChange }: RuleConditionFieldsProps) => {
  const intl = useIntl();
  const label = (message: keyof typeof m) => intl.formatMessage(m[message]);
  const parameters = (() => {
    switch (form.kind) {
      case 'machine_offline':
      case 'charger_offline':
        return (
          <>
            <NumberField
              label={label('offlineMinutes')}
              hint={label('offlineMinutesHint')}
              value={form.offlineMinutes}
              error={errorOf('condition.offlineMinutes', label('offlineMinutes'))}
              onChange={(offlineMinutes) => onChange({ offlineMinutes })}
            />
            {form.kind === 'machine_offline' ? (
              <>
                <Checkbox
                  label={label('onlyDuringWorkingHours')}
                  checked={form.onlyDuringWorkingHours}
                  onChange={(onlyDuringWorkingHours) => onChange({ onlyDuringWorkingHours })}
                />
                <Checkbox label={label('onlyOutForWork')} checked={form.onlyOutForWork} onChange={(onlyOutForWork) => onChange({ onlyOutForWork })} />
              </>
            ) : null}
          </>
        );
      case 'left_warehouse':
      case 'entered_warehouse':
        return (
          <Select<string>
            label={label('warehouse')}
            value={form.warehouseId}
            options={[{ value: '', label: label('anyWarehouse') }, ...warehouses.map((w) => ({ value: w.id, label: w.name }))]}
            onChange={(warehouseId) => onChange({ warehouseId })}
            className="max-w-xs"
          />
        );
      case 'not_returned':
        return (
          <TextField
            label={label('returnBy')}
            value={form.returnBy}
            error={errorOf('condition.returnBy', label('returnBy'))}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-xs"
            onChange={(event) => onChange({ returnBy: event.target.value })}
          />
        );
      case 'fault_reported':
        return (
          <TextField
            label={label('errorCodes')}
            hint={label('errorCodesHint')}
            value={form.errorCodes}
            error={errorOf('condition.errorCodes', label('errorCodes'))}
            autoComplete="off"
            onChange={(event) => onChange({ errorCodes: event.target.value })}
          />
        );
      case 'battery_health_low':
        return (
          <NumberField
            label={label('belowPercent')}
            value={form.belowPercent}
            error={errorOf('condition.belowPercent', label('belowPercent'))}
            onChange={(belowPercent) => onChange({ belowPercent })}
          />
        );
      case 'service_overdue':
        return (
          <NumberField
            label={label('graceDays')}
            value={form.graceDays}
            error={errorOf('condition.graceDays', label('graceDays'))}
            onChange={(graceDays) => onChange({ graceDays })}
          />
        );
      case 'out_after_hours':
      case 'battery_optimization_needed':
      case 'charger_port_fault':
      case 'service_due':
        return <p className="text-sm text-slate-600">{label('noParameters')}</p>;
    }
  })();
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={label('kind')}
        value={form.kind}
        options={ALERT_RULE_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(alertKindWords[kind]) }))}
        onChange={(kind) => onChange({ kind })}
        className="max-w-sm"
      />
      {parameters}
    </div>
  );
};
