import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { KindGroup } from './security-log-query';

/**
 * The kind filter's groups. The grouping is this screen's own (security-log-query.ts), not an enum
 * of the domain or the contract, so its words are declared here; the names of event kinds, login
 * failure reasons and targets are in shared/i18n/security-words.ts, the roles in role-words.ts.
 */
export const groupMessages = defineMessages({
  logins: { id: 'security.group.logins', defaultMessage: 'Logins', description: 'Kind filter: logins, failed logins and locks' },
  passwords: { id: 'security.group.passwords', defaultMessage: 'Passwords', description: 'Kind filter: password changes and resets' },
  people: { id: 'security.group.people', defaultMessage: 'People and roles', description: 'Kind filter: invitations, role changes, admin hand-over' },
  account: { id: 'security.group.account', defaultMessage: 'Consent and account', description: 'Kind filter: consent withdrawn or given, account cancelled' },
  deletions: { id: 'security.group.deletions', defaultMessage: 'Gateways and deletions', description: 'Kind filter: gateway resets and deleted records' },
  alerts: {
    id: 'security.group.alerts',
    defaultMessage: 'Alert rules and working hours',
    description: 'Kind filter: alert rules created, changed, paused or resumed; working hours changed',
  },
  apiKeys: { id: 'security.group.apiKeys', defaultMessage: 'API keys', description: 'Kind filter: API keys created, used from a new address, revoked' },
  webhooks: { id: 'security.group.webhooks', defaultMessage: 'Webhooks', description: 'Kind filter: webhook endpoints created or their secrets rotated' },
  equipment: {
    id: 'security.group.equipment',
    defaultMessage: 'Machine changes',
    description: 'Kind filter: machines renamed or re-tagged, bulk actions, imports',
  },
  maintenance: { id: 'security.group.maintenance', defaultMessage: 'Maintenance changes', description: 'Kind filter: maintenance logs and reminder plans' },
  company: {
    id: 'security.group.company',
    defaultMessage: 'Company, warehouse and tag changes',
    description: 'Kind filter: company settings, warehouses, tag groups and tags',
  },
} satisfies Record<KindGroup, MessageDescriptor>);

/** "Person: Priya Shah": what an event acted on and its name at the time. */
export const targetLine = defineMessage<{ type: string; label: string }>({
  id: 'security.event.target',
  defaultMessage: '{type}: {label}',
  description: 'Security log: the kind of thing an event acted on and its name',
});

/** "Role: Employee → Manager" (role changes and invitations). */
export const roleChangeLine = defineMessage<{ change: string }>({
  id: 'security.event.roleChange',
  defaultMessage: 'Role: {change}',
  description: 'Security log: the role before and after, or the role offered in an invitation',
});

/** "Change: A → B" (any other change). */
export const changeLine = defineMessage<{ change: string }>({
  id: 'security.event.change',
  defaultMessage: 'Change: {change}',
  description: 'Security log: a value before and after',
});

/** "Reason: Wrong password" (a failed login). */
export const reasonLine = defineMessage<{ reason: string }>({
  id: 'security.event.reason',
  defaultMessage: 'Reason: {reason}',
  description: 'Security log: why a login failed',
});
