import type { Role } from '../entities/person';

/**
 * What a company member may do on the People and Personal Center screens and with fleet data
 * (the permission table of rules 6.2; docs/roles.md explains the choices). Inviting, deleting,
 * resending invitations, transferring admin and changing the company name and time zone are
 * admin-only; a manager may see the people list (read only) and an employee may not.
 * Every member may change their own password, cancel their own account (rules 6.7 permitting),
 * withdraw consent and log out. The server enforces exactly this table; the web hides what
 * `can(role, action)` refuses.
 */
export type PeopleAction =
  | 'people.view'
  | 'people.invite'
  | 'people.resendInvitation'
  | 'people.delete'
  | 'admin.transfer'
  | 'company.rename'
  | 'company.changeTimeZone'
  | 'fleet.edit'
  | 'report.schedule'
  | 'gateway.manage'
  | 'alert.manage'
  | 'security.view';

/** The roles allowed to perform each action. */
export const PERMISSIONS: Readonly<Record<PeopleAction, readonly Role[]>> = {
  'people.view': ['admin', 'manager'],
  'people.invite': ['admin'],
  'people.resendInvitation': ['admin'],
  'people.delete': ['admin'],
  'admin.transfer': ['admin'],
  'company.rename': ['admin'],
  'company.changeTimeZone': ['admin'],
  // Equipment tags, deletion, maintenance logs, reminder plans, tags and warehouses.
  // Every member reads fleet data; admins and managers change it (docs/roles.md).
  'fleet.edit': ['admin', 'manager'],
  // Every member reads reports and the list of scheduled reports; admins and managers
  // schedule reports to recipients and delete schedules.
  'report.schedule': ['admin', 'manager'],
  // Every member sees the gateways; admins and managers reset and delete them.
  'gateway.manage': ['admin', 'manager'],
  // Every member reads the alert rules that concern them and the working hours; admins and
  // managers create, change, pause and delete rules and set the working hours (rules 22.1, 22.2).
  'alert.manage': ['admin', 'manager'],
  // The company's security log (logins, password and role changes, deletions) is the admin's.
  'security.view': ['admin'],
};

/** The roles an admin may invite with: the company keeps exactly one admin (rules 6.1, 6.5), so not admin. */
export const INVITABLE_ROLES: readonly Role[] = ['manager', 'employee'];

/** True when a member with `role` may perform `action`; a user without a company (null) may do none. */
export const can = (role: Role | null, action: PeopleAction): boolean => role !== null && PERMISSIONS[action].includes(role);
