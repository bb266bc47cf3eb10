import { defineMessage, defineMessages } from 'react-intl';

/** Words of the People screen (rules 2.12, 3.2, 6.2). */
export const peopleMessages = defineMessages({
  name: { id: 'people.column.name', defaultMessage: 'Name', description: 'Column: first and last name' },
  role: { id: 'people.column.role', defaultMessage: 'Role', description: 'Column: role' },
  status: { id: 'people.column.status', defaultMessage: 'Status', description: 'Column: activated or not' },
  invitedAt: { id: 'people.column.invitedAt', defaultMessage: 'Invited', description: 'Column: invitation time' },
  activatedAt: { id: 'people.column.activatedAt', defaultMessage: 'Activated', description: 'Column: activation time' },
  invitationEmail: { id: 'people.column.invitationEmail', defaultMessage: 'Invitation address', description: 'Column: the address the invitation went to' },
  statusActivated: { id: 'people.status.activated', defaultMessage: 'Activated', description: 'Status of a person who completed the invitation' },
  statusInvited: { id: 'people.status.invited', defaultMessage: 'Not activated', description: 'Status of an invited person' },
  notRegistered: { id: 'people.notRegistered', defaultMessage: 'Not registered yet', description: 'Name cell of an invited person' },
  invite: { id: 'people.invite', defaultMessage: 'Invite person', description: 'Button that opens the invitation dialog' },
  inviteTitle: { id: 'people.invite.title', defaultMessage: 'Invite a person', description: 'Title of the invitation dialog' },
  inviteEmail: { id: 'people.invite.email', defaultMessage: 'Email address', description: 'Invitation dialog: the address' },
  inviteRole: { id: 'people.invite.role', defaultMessage: 'Role', description: 'Invitation dialog: the role' },
  inviteSend: { id: 'people.invite.send', defaultMessage: 'Send invitation', description: 'Invitation dialog: send' },
  resend: { id: 'people.resend', defaultMessage: 'Resend invitation', description: 'Row action: mail a new invitation link' },
  delete: { id: 'people.delete', defaultMessage: 'Delete', description: 'Row action: delete the person' },
  deleteTitle: { id: 'people.delete.title', defaultMessage: 'Delete this person?', description: 'Title of the delete confirmation' },
  loadFailed: { id: 'people.loadFailed', defaultMessage: 'The people list could not be loaded.', description: 'Error state of the list' },
  empty: { id: 'people.empty', defaultMessage: 'Nobody else is in your company yet', description: 'Empty state (only the admin)' },
  emptyHint: { id: 'people.empty.hint', defaultMessage: 'Invite your managers and employees to work with the fleet.', description: 'Empty state hint' },
  readOnly: {
    id: 'people.readOnly',
    defaultMessage: 'Only the admin of your company can invite or remove people.',
    description: 'Shown to a manager, who may see the list only',
  },
  invited: { id: 'people.invited', defaultMessage: 'Invitation sent.', description: 'Toast-like status after an invitation' },
  resent: { id: 'people.resent', defaultMessage: 'Invitation sent again.', description: 'Status after resending' },
  deleted: { id: 'people.deleted', defaultMessage: 'Person deleted.', description: 'Status after a delete' },
});

/** The delete confirmation naming the person (delete asks confirmation, rules 2.12). */
export const deleteQuestion = defineMessage<{ who: string }>({
  id: 'people.delete.question',
  defaultMessage: '{who} will lose access to Yardfleet immediately. This cannot be undone.',
  description: 'Body of the delete confirmation',
});

/** The row action names that say whom they act on (unique accessible names). */
export const rowActionMessages = {
  resend: defineMessage<{ who: string }>({
    id: 'people.resend.for',
    defaultMessage: 'Resend invitation to {who}',
    description: 'Accessible name of the resend button',
  }),
  delete: defineMessage<{ who: string }>({ id: 'people.delete.for', defaultMessage: 'Delete {who}', description: 'Accessible name of the delete button' }),
};
