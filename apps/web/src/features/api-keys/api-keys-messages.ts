import { defineMessage, defineMessages } from 'react-intl';

/** The words of the API keys screen and its dialogs (docs/security.md "API keys"). */
export const apiKeyMessages = defineMessages({
  intro: {
    id: 'apiKeys.intro',
    defaultMessage:
      'Keys let other systems (an ERP, a dispatch tool, your scripts) call the Yardfleet API for your company in an Authorization: Bearer header. A read key only reads; no key reaches accounts, people or keys.',
    description: 'API keys screen: what keys are for',
  },
  create: { id: 'apiKeys.create', defaultMessage: 'Create key', description: 'API keys: button that opens the create dialog' },
  tableCaption: { id: 'apiKeys.tableCaption', defaultMessage: 'API keys', description: 'API keys: the table caption' },
  name: { id: 'apiKeys.name', defaultMessage: 'Name', description: 'API keys: column and field, the name of a key' },
  prefix: { id: 'apiKeys.prefix', defaultMessage: 'Key starts with', description: 'API keys: column, the public start of a key (yf_live_…)' },
  scope: { id: 'apiKeys.scope', defaultMessage: 'Access', description: 'API keys: column and field, what a key may do' },
  created: { id: 'apiKeys.created', defaultMessage: 'Created', description: 'API keys: column, when and by whom a key was created' },
  expires: { id: 'apiKeys.expires', defaultMessage: 'Expires', description: 'API keys: column and field, when a key stops working' },
  lastUsed: { id: 'apiKeys.lastUsed', defaultMessage: 'Last used', description: 'API keys: column, the last use of a key (time and address)' },
  actions: { id: 'apiKeys.actions', defaultMessage: 'Actions', description: 'API keys: the actions column' },
  scopeRead: { id: 'apiKeys.scope.read', defaultMessage: 'Read only', description: 'API keys: scope that reads and never writes' },
  scopeReadWrite: { id: 'apiKeys.scope.readWrite', defaultMessage: 'Read and write', description: 'API keys: scope that reads and changes fleet data' },
  never: { id: 'apiKeys.never', defaultMessage: 'Never', description: 'API keys: a key without expiry' },
  neverUsed: { id: 'apiKeys.neverUsed', defaultMessage: 'Not used yet', description: 'API keys: a key that was never used' },
  expired: { id: 'apiKeys.expired', defaultMessage: 'Expired', description: 'API keys: a key past its expiry' },
  revoke: { id: 'apiKeys.revoke', defaultMessage: 'Revoke', description: 'API keys: button that revokes a key' },
  revokeMessage: {
    id: 'apiKeys.revokeMessage',
    defaultMessage: 'Systems using this key stop working at once. This cannot be undone.',
    description: 'API keys: the revoke confirmation text',
  },
  revokedToast: { id: 'apiKeys.revokedToast', defaultMessage: 'Key revoked.', description: 'API keys: toast after a key was revoked' },
  empty: { id: 'apiKeys.empty', defaultMessage: 'No API keys yet', description: 'API keys: the list is empty' },
  emptyHint: {
    id: 'apiKeys.emptyHint',
    defaultMessage: 'Create a key for each system that should reach your fleet data.',
    description: 'API keys: hint under the empty list',
  },
  loadFailed: { id: 'apiKeys.loadFailed', defaultMessage: 'The API keys could not be loaded.', description: 'API keys: the list failed to load' },
  notAllowed: {
    id: 'apiKeys.notAllowed',
    defaultMessage: 'Only your company’s admin manages API keys.',
    description: 'API keys: shown to a manager or employee instead of the list',
  },
  createTitle: { id: 'apiKeys.createTitle', defaultMessage: 'Create an API key', description: 'API keys: title of the create dialog' },
  nameHint: { id: 'apiKeys.nameHint', defaultMessage: 'Which system uses it, e.g. “ERP sync”.', description: 'API keys: hint under the name field' },
  createdTitle: { id: 'apiKeys.createdTitle', defaultMessage: 'Your new API key', description: 'API keys: title of the dialog that shows the new key' },
  shownOnce: {
    id: 'apiKeys.shownOnce',
    defaultMessage: 'Copy this key now. You will not see it again: Yardfleet keeps only a fingerprint of it.',
    description: 'API keys: warning that the key is shown this one time only',
  },
  keyLabel: { id: 'apiKeys.keyLabel', defaultMessage: 'API key', description: 'API keys: label of the field showing the new key' },
  copy: { id: 'apiKeys.copy', defaultMessage: 'Copy', description: 'API keys: button that copies the new key' },
  copied: { id: 'apiKeys.copied', defaultMessage: 'Copied', description: 'API keys: the copy button after copying' },
  done: { id: 'apiKeys.done', defaultMessage: 'I have copied it', description: 'API keys: closes the dialog that shows the new key' },
});

/** See apiKeyMessages. */
export const revokeTitleMessage = defineMessage<{ name: string }>({
  id: 'apiKeys.revokeTitle',
  defaultMessage: 'Revoke {name}?',
  description: 'API keys: title of the revoke confirmation',
});

/** See apiKeyMessages. */
export const byPersonMessage = defineMessage<{ name: string }>({
  id: 'apiKeys.byPerson',
  defaultMessage: 'by {name}',
  description: 'API keys: who created a key, e.g. "by Avery Collins"',
});

/** See apiKeyMessages. */
export const revokedMessage = defineMessage<{ time: string }>({
  id: 'apiKeys.revoked',
  defaultMessage: 'Revoked {time}',
  description: 'API keys: a revoked key, with when',
});

/** See apiKeyMessages. */
export const fromAddressMessage = defineMessage<{ address: string }>({
  id: 'apiKeys.fromAddress',
  defaultMessage: 'from {address}',
  description: 'API keys: the address of the last use, e.g. "from 203.0.113.7"',
});

/** See apiKeyMessages. */
export const expiryDaysMessage = defineMessage<{ days: number }>({
  id: 'apiKeys.expiryDays',
  defaultMessage: 'In {days} days',
  description: 'API keys: expiry choice, e.g. "In 30 days"',
});
