import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '@yardfleet/domain/entities/person';

/** The three roles of a company member (rules 6.1): My Account, People, the security log. */
export const roleWords = defineMessages({
  admin: { id: 'role.admin', defaultMessage: 'Admin', description: 'Role of a company member (rules 6.1)' },
  manager: { id: 'role.manager', defaultMessage: 'Manager', description: 'Role of a company member (rules 6.1)' },
  employee: { id: 'role.employee', defaultMessage: 'Employee', description: 'Role of a company member (rules 6.1)' },
} satisfies Record<Role, MessageDescriptor>);
