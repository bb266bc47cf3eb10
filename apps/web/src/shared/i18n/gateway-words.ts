import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { GatewayKind } from '@yardfleet/domain/entities/gateway';

/** Tab names of the gateway kinds (rules 14.1), in the tab order. */
export const gatewayKindWords = defineMessages({
  charger_gateway: {
    id: 'gateways.kind.chargerGateway',
    defaultMessage: 'Charger gateway',
    description: 'Gateway kind and tab: the gateway of a charge system',
  },
  app_gateway_fixed: {
    id: 'gateways.kind.appGatewayFixed',
    defaultMessage: 'App gateway fixed',
    description: 'Gateway kind and tab: a phone or tablet with the mobile app left at a depot',
  },
  app_gateway_mobile: {
    id: 'gateways.kind.appGatewayMobile',
    defaultMessage: 'App gateway mobile',
    description: 'Gateway kind and tab: a crew phone with the mobile app that travels with the machines',
  },
  device_gateway: {
    id: 'gateways.kind.deviceGateway',
    defaultMessage: 'Device gateway',
    description: 'Gateway kind and tab: a gateway box that hears machines',
  },
  app_gateway: {
    id: 'gateways.kind.appGateway',
    defaultMessage: 'App gateway',
    description: 'Gateway kind and tab: the mobile app relaying what it hears, without a fixed or mobile set-up',
  },
} satisfies Record<GatewayKind, MessageDescriptor>);

/** A gateway's own headings, the same in the gateway detail and the charge system detail. */
export const gatewayWords = defineMessages({
  gateway: {
    id: 'gateway.heading',
    defaultMessage: 'Gateway',
    description: 'Heading of the card of a gateway’s fields (gateway detail, charge system detail)',
  },
  subDevices: {
    id: 'gateway.subDevices',
    defaultMessage: 'Sub-devices',
    description: 'The devices (machines or chargers) a gateway links: column of their number, heading of their table',
  },
});
