import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LoginFailureReason, SecurityEventKind, SecurityTargetType } from '@yardfleet/contract/endpoints/security-log';
import type { ApiKeyScope } from '@yardfleet/domain/rules/api-keys';

/** What happened: one name per event kind of the security log contract (the /security screen). */
export const securityEventKindWords = defineMessages({
  login_succeeded: { id: 'security.kind.loginSucceeded', defaultMessage: 'Logged in', description: 'Security log event: a successful login' },
  login_failed: { id: 'security.kind.loginFailed', defaultMessage: 'Login failed', description: 'Security log event: a refused login (the reason follows)' },
  account_locked: {
    id: 'security.kind.accountLocked',
    defaultMessage: 'Account locked after failed logins',
    description: 'Security log event: the failed login that locked the account',
  },
  password_changed: {
    id: 'security.kind.passwordChanged',
    defaultMessage: 'Password changed',
    description: 'Security log event: a member changed their password in My Account',
  },
  password_reset_requested: {
    id: 'security.kind.passwordResetRequested',
    defaultMessage: 'Password reset requested',
    description: 'Security log event: someone asked for a reset link (forgot password)',
  },
  password_reset: {
    id: 'security.kind.passwordReset',
    defaultMessage: 'Password reset with an emailed link',
    description: 'Security log event: a reset link was used to set a new password',
  },
  invitation_sent: { id: 'security.kind.invitationSent', defaultMessage: 'Invitation sent', description: 'Security log event: the admin invited a person' },
  invitation_resent: {
    id: 'security.kind.invitationResent',
    defaultMessage: 'Invitation sent again',
    description: 'Security log event: the admin resent an invitation',
  },
  invitation_accepted: {
    id: 'security.kind.invitationAccepted',
    defaultMessage: 'Invitation accepted',
    description: 'Security log event: an invited person registered',
  },
  role_changed: { id: 'security.kind.roleChanged', defaultMessage: 'Role changed', description: 'Security log event: a member got another role' },
  admin_transferred: {
    id: 'security.kind.adminTransferred',
    defaultMessage: 'Admin role handed over',
    description: 'Security log event: the admin made another member the admin',
  },
  consent_withdrawn: {
    id: 'security.kind.consentWithdrawn',
    defaultMessage: 'Consent withdrawn',
    description: 'Security log event: a member withdrew consent to the agreements',
  },
  consent_given: { id: 'security.kind.consentGiven', defaultMessage: 'Consent given', description: 'Security log event: a member accepted the agreements' },
  account_cancelled: {
    id: 'security.kind.accountCancelled',
    defaultMessage: 'Account cancelled',
    description: 'Security log event: a member cancelled their account',
  },
  gateway_reset: { id: 'security.kind.gatewayReset', defaultMessage: 'Gateway reset', description: 'Security log event: a gateway was reset' },
  record_deleted: { id: 'security.kind.recordDeleted', defaultMessage: 'Deleted', description: 'Security log event: something was deleted (what follows)' },
  alert_rule_created: {
    id: 'security.kind.alertRuleCreated',
    defaultMessage: 'Alert rule created',
    description: 'Security log event: an admin or manager created an alert rule',
  },
  alert_rule_changed: {
    id: 'security.kind.alertRuleChanged',
    defaultMessage: 'Alert rule changed',
    description: 'Security log event: an admin or manager changed an alert rule',
  },
  alert_rule_paused: {
    id: 'security.kind.alertRulePaused',
    defaultMessage: 'Alert rule paused',
    description: 'Security log event: an alert rule was paused (it opens no alerts until resumed)',
  },
  alert_rule_resumed: {
    id: 'security.kind.alertRuleResumed',
    defaultMessage: 'Alert rule resumed',
    description: 'Security log event: a paused alert rule was resumed',
  },
  working_hours_changed: {
    id: 'security.kind.workingHoursChanged',
    defaultMessage: 'Working hours changed',
    description: "Security log event: the company's working hours (read by alert rules) were changed",
  },
  api_key_created: {
    id: 'security.kind.apiKeyCreated',
    defaultMessage: 'API key created',
    description: 'Security log event: the admin created an API key for an integration',
  },
  api_key_used_from_new_address: {
    id: 'security.kind.apiKeyUsedFromNewAddress',
    defaultMessage: 'API key used from a new address',
    description: 'Security log event: an API key was used from an address it was not used from lately',
  },
  api_key_revoked: {
    id: 'security.kind.apiKeyRevoked',
    defaultMessage: 'API key revoked',
    description: 'Security log event: the admin revoked an API key (it no longer works)',
  },
  webhook_created: {
    id: 'security.kind.webhookCreated',
    defaultMessage: 'Webhook endpoint created',
    description: 'Security log event: the admin registered a webhook endpoint that receives signed events',
  },
  webhook_secret_rotated: {
    id: 'security.kind.webhookSecretRotated',
    defaultMessage: 'Webhook secret rotated',
    description: 'Security log event: the admin gave a webhook endpoint a new signing secret',
  },
  equipment_renamed: {
    id: 'security.kind.equipmentRenamed',
    defaultMessage: 'Machine renamed',
    description: 'Activity history event: a machine got a new name',
  },
  equipment_tags_changed: {
    id: 'security.kind.equipmentTagsChanged',
    defaultMessage: 'Machine tags changed',
    description: 'Activity history event: tags were added to or removed from a machine',
  },
  equipment_bulk_tagged: {
    id: 'security.kind.equipmentBulkTagged',
    defaultMessage: 'Tags changed on several machines',
    description: 'Activity history event: a bulk action added or removed tags on a selection of machines',
  },
  equipment_bulk_deleted: {
    id: 'security.kind.equipmentBulkDeleted',
    defaultMessage: 'Several machines deleted',
    description: 'Activity history event: a bulk action deleted a selection of machines',
  },
  equipment_imported: {
    id: 'security.kind.equipmentImported',
    defaultMessage: 'Equipment details imported',
    description: 'Activity history event: an import file of equipment details was applied',
  },
  maintenance_log_added: {
    id: 'security.kind.maintenanceLogAdded',
    defaultMessage: 'Maintenance log added',
    description: 'Activity history event: a maintenance log was written for a machine',
  },
  maintenance_log_changed: {
    id: 'security.kind.maintenanceLogChanged',
    defaultMessage: 'Maintenance log changed',
    description: 'Activity history event: a maintenance log was edited',
  },
  reminder_plan_changed: {
    id: 'security.kind.reminderPlanChanged',
    defaultMessage: 'Reminder plan changed',
    description: "Activity history event: a machine's maintenance reminder plan was set or changed",
  },
  company_settings_changed: {
    id: 'security.kind.companySettingsChanged',
    defaultMessage: 'Company settings changed',
    description: 'Activity history event: the company name or time zone was changed',
  },
  warehouse_created: {
    id: 'security.kind.warehouseCreated',
    defaultMessage: 'Warehouse created',
    description: 'Activity history event: a warehouse was set up',
  },
  warehouse_changed: {
    id: 'security.kind.warehouseChanged',
    defaultMessage: 'Warehouse changed',
    description: 'Activity history event: a warehouse name, place or radius was changed',
  },
  tag_group_created: {
    id: 'security.kind.tagGroupCreated',
    defaultMessage: 'Tag group created',
    description: 'Activity history event: a tag group was created',
  },
  tag_group_changed: {
    id: 'security.kind.tagGroupChanged',
    defaultMessage: 'Tag group renamed',
    description: 'Activity history event: a tag group got a new name',
  },
  tag_created: { id: 'security.kind.tagCreated', defaultMessage: 'Tag created', description: 'Activity history event: a tag was created in a group' },
  tag_changed: { id: 'security.kind.tagChanged', defaultMessage: 'Tag renamed', description: 'Activity history event: a tag got a new name' },
} satisfies Record<SecurityEventKind, MessageDescriptor>);

/** Why a login failed: one reason per login failure reason of the security log contract. */
export const loginFailureReasonWords = defineMessages({
  bad_password: { id: 'security.reason.badPassword', defaultMessage: 'Wrong password', description: 'Security log: why a login failed' },
  not_activated: { id: 'security.reason.notActivated', defaultMessage: 'Account not activated yet', description: 'Security log: why a login failed' },
  consent_required: {
    id: 'security.reason.consentRequired',
    defaultMessage: 'Consent to the agreements withdrawn',
    description: 'Security log: why a login failed',
  },
  locked: { id: 'security.reason.locked', defaultMessage: 'Account locked', description: 'Security log: why a login failed' },
} satisfies Record<LoginFailureReason, MessageDescriptor>);

/**
 * What a security log event acted on: one name per target type of the security log contract. These
 * name the kind of thing in an event's "Person: Priya Shah" line, so they stay apart from the same
 * English words used as column headers or filter labels elsewhere.
 */
export const securityTargetWords = defineMessages({
  person: { id: 'security.target.person', defaultMessage: 'Person', description: 'Security log: what an event acted on' },
  company: { id: 'security.target.company', defaultMessage: 'Company', description: 'Security log: what an event acted on' },
  equipment: { id: 'security.target.equipment', defaultMessage: 'Equipment', description: 'Security log: what an event acted on (one machine)' },
  warehouse: { id: 'security.target.warehouse', defaultMessage: 'Warehouse', description: 'Security log: what an event acted on' },
  tag: { id: 'security.target.tag', defaultMessage: 'Tag', description: 'Security log: what an event acted on' },
  tag_group: { id: 'security.target.tagGroup', defaultMessage: 'Tag group', description: 'Security log: what an event acted on (a group with its tags)' },
  gateway: { id: 'security.target.gateway', defaultMessage: 'Gateway', description: 'Security log: what an event acted on' },
  maintenance_log: {
    id: 'security.target.maintenanceLog',
    defaultMessage: 'Service record',
    description: 'Security log: what an event acted on (a maintenance log entry)',
  },
  reminder_plan: {
    id: 'security.target.reminderPlan',
    defaultMessage: 'Service reminder',
    description: 'Security log: what an event acted on (a maintenance reminder plan)',
  },
  report_schedule: { id: 'security.target.reportSchedule', defaultMessage: 'Scheduled report', description: 'Security log: what an event acted on' },
  alert_rule: { id: 'security.target.alertRule', defaultMessage: 'Alert rule', description: 'Security log: what an event acted on' },
  api_key: { id: 'security.target.apiKey', defaultMessage: 'API key', description: 'Security log: what an event acted on (an API key for an integration)' },
  webhook: {
    id: 'security.target.webhook',
    defaultMessage: 'Webhook endpoint',
    description: 'Security log: what an event acted on (a webhook endpoint, labelled with its URL)',
  },
} satisfies Record<SecurityTargetType, MessageDescriptor>);

/** An API key's scope as a security log change shows it (`api_key_created`: "Change: Read only"). */
export const apiKeyScopeWords = defineMessages({
  read: { id: 'security.scope.read', defaultMessage: 'Read only', description: 'Security log: the scope of an API key that only reads' },
  read_write: { id: 'security.scope.readWrite', defaultMessage: 'Read and write', description: 'Security log: the scope of an API key that reads and writes' },
} satisfies Record<ApiKeyScope, MessageDescriptor>);
