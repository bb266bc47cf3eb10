import type { AlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import type { MailPreference, WorkingHours } from '@yardfleet/contract/endpoints/alert-settings';
import type { Alert } from '@yardfleet/contract/endpoints/alerts';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import { failureEnvelope } from './respond';

/** What the fake alert server (handlers/alerts.ts, handlers/alert-rules.ts) keeps between the calls of one story or test. */
export interface AlertState {
  alerts: Alert[];
  rules: AlertRule[];
  workingHours: WorkingHours;
  mail: MailPreference;
}

/** 1170010403 for a role the domain's `alert.manage` refuses (rules 22.7), else undefined. */
export const refuseUnlessManager = (user: UserInfo): Response | undefined =>
  can(user.role, 'alert.manage') ? undefined : failureEnvelope(ServerCode.forbiddenRole, 'Your role may not change alert rules or working hours.');
