import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '@yardfleet/domain/entities/person';

/** The three roles of a company member (SPEC 6): My Account, People, the security log. */
export const roleWords = defineMessages({
  admin: { id: 'role.admin', defaultMessage: 'Admin', description: 'Role of a company member (SPEC 6)' },
  manager: { id: 'role.manager', defaultMessage: 'Manager', description: 'Role of a company member (SPEC 6)' },
  employee: { id: 'role.employee', defaultMessage: 'Employee', description: 'Role of a company member (SPEC 6)' },
} satisfies Record<Role, MessageDescriptor>);
