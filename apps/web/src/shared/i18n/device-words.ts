import { defineMessages } from 'react-intl';

/**
 * The names of the attributes devices share (machines, gateways, chargers; rules 3), the same on
 * every screen: "SN" as a column header (rules 2.10), the full words as a detail's labels; model,
 * firmware, status and last connection as the gateway list and the charge system detail (its
 * gateway card and charger cards) show them.
 */
export const deviceWords = defineMessages({
  sn: {
    id: 'device.sn',
    defaultMessage: 'SN',
    description: 'Short name of the serial number ("SN", rules 2.10) of a machine, gateway or charger: column headers, compact labels',
  },
  serialNumber: {
    id: 'device.serialNumber',
    defaultMessage: 'Serial number',
    description: 'Label of a detail: serial number (SN) of a machine, gateway or charger',
  },
  firmwareVersion: {
    id: 'device.firmwareVersion',
    defaultMessage: 'Firmware version',
    description: 'Column header or label: firmware version of a machine, gateway or charger',
  },
  model: { id: 'device.model', defaultMessage: 'Model', description: 'Column header or label: model of a gateway or charger' },
  lastConnected: { id: 'device.lastConnected', defaultMessage: 'Last connected', description: 'Column header or label: when a gateway last connected' },
  status: { id: 'device.status', defaultMessage: 'Status', description: 'Column header or label: online or offline (a gateway or charger)' },
});
