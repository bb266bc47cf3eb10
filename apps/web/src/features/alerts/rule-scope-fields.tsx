import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { EQUIPMENT_CATEGORIES } from '@yardfleet/domain/entities/equipment';
import { FieldError } from '@yardfleet/ui/field-error';
import { Select } from '@yardfleet/ui/select';
import { alertScopeWords } from '../../shared/i18n/alert-words';
import { categoryMessages } from '../../shared/i18n/equipment-words';
import { editorMessages as m } from './rule-editor-messages';
import { scopeKindsOf, type RuleForm } from './rule-form';

/** A charge system the scope may name: its id (the charge system's) and name. */
export interface ChargeSystemOption {
  readonly id: string;
  readonly name: string;
}

export interface RuleScopeFieldsProps {
  readonly form: RuleForm;
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly warehouses: readonly WarehouseView[];
  readonly chargeSystems: readonly ChargeSystemOption[];
  /** The scope's error text (`scope`, `scope.tagId`, ... shown together), id `errorId`. */
  readonly error?: string | undefined;
  readonly errorId: string;
  readonly onChange: (patch: Partial<RuleForm>) => void;
}

/**
 * Which machines or charge systems a rule watches (rules 22.1): the scope kinds the rule's kind
 * takes (machines: all, a tag, a category, a warehouse; charge systems: all or one), then the
 * tag ("Group · Tag"), category, warehouse or charge system, chosen from the company's own.
 */
export const RuleScopeFields = ({ form, tagGroups, warehouses, chargeSystems, error, errorId, onChange }: RuleScopeFieldsProps) => {
  const intl = useIntl();
  const kinds = scopeKindsOf(form.kind);
  const scopeKind = kinds.includes(form.scopeKind) ? form.scopeKind : 'all';
  const choose = { value: '', label: intl.formatMessage(m.choose) };
  const picker = (() => {
    switch (scopeKind) {
      case 'tag':
        return (
          <Select<string>
            label={intl.formatMessage(m.scopeTag)}
            value={form.scopeTagId}
            options={[choose, ...tagGroups.flatMap((g) => g.tags.map((t) => ({ value: t.id, label: `${g.name} · ${t.name}` })))]}
            onChange={(scopeTagId) => onChange({ scopeTagId })}
          />
        );
      case 'category':
        return (
          <Select
            label={intl.formatMessage(m.scopeCategory)}
            value={form.scopeCategory}
            options={EQUIPMENT_CATEGORIES.map((category) => ({ value: category, label: intl.formatMessage(categoryMessages[category]) }))}
            onChange={(scopeCategory) => onChange({ scopeCategory })}
          />
        );
      case 'warehouse':
        return (
          <Select<string>
            label={intl.formatMessage(m.scopeWarehouse)}
            value={form.scopeWarehouseId}
            options={[choose, ...warehouses.map((w) => ({ value: w.id, label: w.name }))]}
            onChange={(scopeWarehouseId) => onChange({ scopeWarehouseId })}
          />
        );
      case 'charge_system':
        return (
          <Select<string>
            label={intl.formatMessage(m.scopeChargeSystem)}
            value={form.scopeChargerId}
            options={[choose, ...chargeSystems.map((s) => ({ value: s.id, label: s.name }))]}
            onChange={(scopeChargerId) => onChange({ scopeChargerId })}
          />
        );
      case 'all':
        return null;
    }
  })();
  return (
    <div role="group" aria-label={intl.formatMessage(m.scope)} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={intl.formatMessage(m.scope)}
          value={scopeKind}
          options={kinds.map((kind) => ({ value: kind, label: intl.formatMessage(alertScopeWords[kind]) }))}
          onChange={(kind) => onChange({ scopeKind: kind })}
        />
        {picker}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
