import { describe, expect, it } from 'vitest';
import { can, INVITABLE_ROLES } from './permissions';

describe('permissions (rules 6.2, docs/roles.md)', () => {
  it('lets only the admin invite, delete, resend, transfer and change the company', () => {
    for (const action of ['people.invite', 'people.resendInvitation', 'people.delete', 'admin.transfer', 'company.rename', 'company.changeTimeZone'] as const) {
      expect(can('admin', action)).toBe(true);
      expect(can('manager', action)).toBe(false);
      expect(can('employee', action)).toBe(false);
      expect(can(null, action)).toBe(false);
    }
  });

  it('lets admin and manager see the people list, not the employee', () => {
    expect(can('admin', 'people.view')).toBe(true);
    expect(can('manager', 'people.view')).toBe(true);
    expect(can('employee', 'people.view')).toBe(false);
  });

  it('lets admin and manager schedule reports to recipients, not the employee (rules 10.10)', () => {
    expect(can('admin', 'report.schedule')).toBe(true);
    expect(can('manager', 'report.schedule')).toBe(true);
    expect(can('employee', 'report.schedule')).toBe(false);
    expect(can(null, 'report.schedule')).toBe(false);
  });

  it('lets admin and manager write alert rules and set the working hours, not the employee (rules 22.1, 22.2)', () => {
    expect(can('admin', 'alert.manage')).toBe(true);
    expect(can('manager', 'alert.manage')).toBe(true);
    expect(can('employee', 'alert.manage')).toBe(false);
    expect(can(null, 'alert.manage')).toBe(false);
  });

  it('never offers the admin role in an invitation', () => {
    expect(INVITABLE_ROLES).toEqual(['manager', 'employee']);
  });
});
