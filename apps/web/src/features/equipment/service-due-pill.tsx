import { defineMessages, useIntl } from 'react-intl';
import type { ServiceDue } from '@yardfleet/domain/entities/equipment';
import { StatusPill } from '@yardfleet/ui/status-pill';

const messages = defineMessages({
  due: {
    id: 'equipment.serviceDue.due',
    defaultMessage: 'Service due',
    description: 'Small pill in an equipment list row: the maintenance reminder is due soon (rules 18.4)',
  },
  overdue: {
    id: 'equipment.serviceDue.overdue',
    defaultMessage: 'Service overdue',
    description: 'Small pill in an equipment list row: the maintenance reminder is past its date or engine hours (rules 18.4)',
  },
});

/**
 * The "Service due" (amber) / "Service overdue" (red) pill of an equipment list row, from the
 * server's `serviceDue` (the domain's reminderStatus, rules 18.4, 18.5); nothing when null.
 */
export const ServiceDuePill = ({ serviceDue }: { readonly serviceDue: ServiceDue }) => {
  const intl = useIntl();
  if (serviceDue === null) return null;
  return <StatusPill tone={serviceDue === 'overdue' ? 'red' : 'amber'}>{intl.formatMessage(messages[serviceDue])}</StatusPill>;
};
