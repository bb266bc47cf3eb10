import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Role } from '@yardfleet/domain/entities/person';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { FieldError } from '@yardfleet/ui/field-error';
import { roleWords } from '../../shared/i18n/role-words';
import { editorMessages as m } from './rule-editor-messages';
import type { RecipientsForm } from './rule-form';

/** A person a rule may name: their user id and name (or e-mail when they have none yet). */
export interface PersonOption {
  readonly id: string;
  readonly name: string;
}

const ROLES: readonly Role[] = ['admin', 'manager', 'employee'];

export interface RuleRecipientsFieldsProps {
  /** The fieldset's legend ("Who is told", "Escalate to"). */
  readonly legend: string;
  readonly value: RecipientsForm;
  readonly people: readonly PersonOption[];
  readonly error?: string | undefined;
  readonly onChange: (value: RecipientsForm) => void;
}

const toggle = <A,>(list: readonly A[], item: A, on: boolean): A[] => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

/**
 * Who is told (rules 22.3): a fieldset of the company's people (checkboxes, scrolling when many)
 * and of the three roles; its error (none chosen, too many people) under it, named by the fieldset.
 */
export const RuleRecipientsFields = ({ legend, value, people, error, onChange }: RuleRecipientsFieldsProps) => {
  const intl = useIntl();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-slate-600">{intl.formatMessage(m.people)}</legend>
          <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
            {people.map((person) => (
              <Checkbox
                key={person.id}
                label={person.name}
                checked={value.people.includes(person.id)}
                onChange={(on) => onChange({ ...value, people: toggle(value.people, person.id, on) })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-slate-600">{intl.formatMessage(m.roles)}</legend>
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              label={intl.formatMessage(roleWords[role])}
              checked={value.roles.includes(role)}
              onChange={(on) => onChange({ ...value, roles: toggle(value.roles, role, on) })}
            />
          ))}
        </fieldset>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
};
