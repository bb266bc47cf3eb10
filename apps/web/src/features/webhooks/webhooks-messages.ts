import { defineMessage, defineMessages } from 'react-intl';
import type { WebhookEventKind } from '@yardfleet/contract/endpoints/webhooks';

/** The words of the Webhooks screen and its dialogs (docs/api.md "Webhooks"). */
export const webhookMessages = defineMessages({
  intro: {
    id: 'webhooks.intro',
    defaultMessage:
      'Webhooks tell other systems when something changes: Yardfleet POSTs each event you choose to your URL, signed by the Standard Webhooks scheme, and retries failed deliveries for 24 hours.',
    description: 'Webhooks screen: what webhooks are for',
  },
  create: { id: 'webhooks.create', defaultMessage: 'Add endpoint', description: 'Webhooks: button that opens the create dialog' },
  createTitle: { id: 'webhooks.createTitle', defaultMessage: 'Add a webhook endpoint', description: 'Webhooks: title of the create dialog' },
  tableCaption: { id: 'webhooks.tableCaption', defaultMessage: 'Webhook endpoints', description: 'Webhooks: the table caption' },
  url: { id: 'webhooks.url', defaultMessage: 'URL', description: 'Webhooks: column and field, the receiver address' },
  urlHint: {
    id: 'webhooks.urlHint',
    defaultMessage: 'An https address your system receives events at.',
    description: 'Webhooks: hint under the URL field',
  },
  urlInvalid: {
    id: 'webhooks.urlInvalid',
    defaultMessage: 'Enter an https URL of a public address (no user name or password).',
    description: 'Webhooks: the URL was refused (not https, a private address, credentials or not a URL)',
  },
  events: { id: 'webhooks.events', defaultMessage: 'Events', description: 'Webhooks: column and field group, the subscribed event kinds' },
  eventsRequired: { id: 'webhooks.eventsRequired', defaultMessage: 'Choose at least one event.', description: 'Webhooks: no event was chosen' },
  state: { id: 'webhooks.state', defaultMessage: 'State', description: 'Webhooks: column, enabled or disabled and failing' },
  enabled: { id: 'webhooks.enabled', defaultMessage: 'Enabled', description: 'Webhooks: an endpoint that receives events' },
  actions: { id: 'webhooks.actions', defaultMessage: 'Actions', description: 'Webhooks: the actions column' },
  enable: { id: 'webhooks.enable', defaultMessage: 'Enable', description: 'Webhooks: button that enables an endpoint' },
  disable: { id: 'webhooks.disable', defaultMessage: 'Disable', description: 'Webhooks: button that disables an endpoint' },
  rotate: { id: 'webhooks.rotate', defaultMessage: 'Rotate secret', description: 'Webhooks: button that gives an endpoint a new signing secret' },
  remove: { id: 'webhooks.delete', defaultMessage: 'Delete', description: 'Webhooks: button that deletes an endpoint' },
  deleteMessage: {
    id: 'webhooks.deleteMessage',
    defaultMessage: 'The endpoint, its pending deliveries and its delivery log are deleted. This cannot be undone.',
    description: 'Webhooks: the delete confirmation text',
  },
  deletedToast: { id: 'webhooks.deletedToast', defaultMessage: 'Endpoint deleted.', description: 'Webhooks: toast after a delete' },
  rotateMessage: {
    id: 'webhooks.rotateMessage',
    defaultMessage: 'A new secret signs every delivery. The old one keeps signing beside it for 24 hours so your receiver can switch.',
    description: 'Webhooks: the rotate confirmation text',
  },
  log: { id: 'webhooks.log', defaultMessage: 'Delivery log', description: 'Webhooks: button and dialog title, the attempts of an endpoint' },
  sendTest: { id: 'webhooks.sendTest', defaultMessage: 'Send a test event', description: 'Webhooks: button that sends a test event to the endpoint' },
  empty: { id: 'webhooks.empty', defaultMessage: 'No webhook endpoints yet', description: 'Webhooks: the company has no endpoint' },
  emptyHint: {
    id: 'webhooks.emptyHint',
    defaultMessage: 'Add an endpoint to send events to another system.',
    description: 'Webhooks: hint of the empty state',
  },
  loadFailed: { id: 'webhooks.loadFailed', defaultMessage: 'The webhook endpoints could not be loaded.', description: 'Webhooks: the list failed to load' },
  notAllowed: {
    id: 'webhooks.notAllowed',
    defaultMessage: "Only your company's admin manages webhooks.",
    description: 'Webhooks: shown to members who may not manage webhooks',
  },
  secretTitle: { id: 'webhooks.secretTitle', defaultMessage: 'Signing secret', description: 'Webhooks: title of the dialog showing a secret once' },
  secretLabel: { id: 'webhooks.secretLabel', defaultMessage: 'Secret', description: 'Webhooks: label of the secret field' },
  shownOnce: {
    id: 'webhooks.shownOnce',
    defaultMessage: 'Copy this secret now: you will not see it again. Your receiver verifies each delivery with it.',
    description: 'Webhooks: the secret is shown only once',
  },
  copy: { id: 'webhooks.copy', defaultMessage: 'Copy', description: 'Webhooks: copies the secret' },
  copied: { id: 'webhooks.copied', defaultMessage: 'Copied', description: 'Webhooks: the secret was copied' },
  done: { id: 'webhooks.done', defaultMessage: 'Done', description: 'Webhooks: closes the secret dialog' },
  close: { id: 'webhooks.close', defaultMessage: 'Close', description: 'Webhooks: closes the delivery log' },
  logEmpty: { id: 'webhooks.logEmpty', defaultMessage: 'No delivery attempts yet.', description: 'Webhooks: the delivery log is empty' },
  logFailed: { id: 'webhooks.logFailed', defaultMessage: 'The delivery log could not be loaded.', description: 'Webhooks: the log failed to load' },
  logTime: { id: 'webhooks.logTime', defaultMessage: 'Time', description: 'Webhooks: log column, when an attempt was made' },
  logEvent: { id: 'webhooks.logEvent', defaultMessage: 'Event', description: 'Webhooks: log column, the event kind' },
  logStatus: { id: 'webhooks.logStatus', defaultMessage: 'Status', description: 'Webhooks: log column, the HTTP status or the error' },
  logDuration: { id: 'webhooks.logDuration', defaultMessage: 'Duration', description: 'Webhooks: log column, how long the attempt took' },
  noAnswer: { id: 'webhooks.noAnswer', defaultMessage: 'No answer', description: 'Webhooks: the attempt got no HTTP answer' },
  testEvent: { id: 'webhooks.event.test', defaultMessage: 'Test event', description: 'Webhooks: the kind of a test event in the log' },
});

/** "Disabled since {time}". */
export const disabledSinceMessage = defineMessage<{ time: string }>({
  id: 'webhooks.disabledSince',
  defaultMessage: 'Disabled since {time}',
  description: 'Webhooks: an endpoint that no longer receives events, since when',
});
/** "Failing since {time}". */
export const failingSinceMessage = defineMessage<{ time: string }>({
  id: 'webhooks.failingSince',
  defaultMessage: 'Failing since {time}',
  description: 'Webhooks: deliveries to the endpoint have failed since then (disabled after 24 hours)',
});
/** "Delete {url}?". */
export const deleteTitleMessage = defineMessage<{ url: string }>({
  id: 'webhooks.deleteTitle',
  defaultMessage: 'Delete {url}?',
  description: 'Webhooks: delete confirmation title',
});
/** "Rotate the secret of {url}?". */
export const rotateTitleMessage = defineMessage<{ url: string }>({
  id: 'webhooks.rotateTitle',
  defaultMessage: 'Rotate the secret of {url}?',
  description: 'Webhooks: rotate confirmation title',
});
/** "{pending} deliveries waiting". */
export const pendingMessage = defineMessage<{ pending: number }>({
  id: 'webhooks.pending',
  defaultMessage: '{pending, plural, one {# delivery waiting} other {# deliveries waiting}}',
  description: 'Webhooks: deliveries not delivered nor given up yet',
});
/** "Test event: {status}". */
export const testResultMessage = defineMessage<{ result: string }>({
  id: 'webhooks.testResult',
  defaultMessage: 'Test event: {result}',
  description: 'Webhooks: the result of a test event (an HTTP status, or the error)',
});
/** "{ms} ms". */
export const durationMessage = defineMessage<{ ms: number }>({
  id: 'webhooks.duration',
  defaultMessage: '{ms} ms',
  description: 'Webhooks: an attempt took so many milliseconds',
});

/** The name of each event kind on the screen. */
export const eventKindWords = defineMessages({
  'equipment.changed': { id: 'webhooks.event.equipmentChanged', defaultMessage: 'Equipment changed', description: 'Webhook event: a machine changed' },
  'inventory.status_changed': {
    id: 'webhooks.event.inventoryStatusChanged',
    defaultMessage: 'Inventory status changed',
    description: "Webhook event: a machine's inventory status changed",
  },
  'machine.online': { id: 'webhooks.event.machineOnline', defaultMessage: 'Machine online', description: 'Webhook event: a machine came online' },
  'machine.offline': { id: 'webhooks.event.machineOffline', defaultMessage: 'Machine offline', description: 'Webhook event: a machine went offline' },
  'alert.opened': { id: 'webhooks.event.alertOpened', defaultMessage: 'Alert opened', description: 'Webhook event: an alert opened' },
  'alert.resolved': { id: 'webhooks.event.alertResolved', defaultMessage: 'Alert resolved', description: 'Webhook event: an alert was resolved' },
  'charger.port_state_changed': {
    id: 'webhooks.event.chargerPortStateChanged',
    defaultMessage: 'Charger port state changed',
    description: "Webhook event: a charger's ports changed",
  },
  'report.sent': { id: 'webhooks.event.reportSent', defaultMessage: 'Scheduled report sent', description: 'Webhook event: a scheduled report was mailed' },
} satisfies Record<WebhookEventKind, { id: string; defaultMessage: string; description: string }>);
