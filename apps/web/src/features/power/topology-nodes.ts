import type { IntlShape } from 'react-intl';
import type { ChargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import { batteryTone, chargerTone, chargeStateTone, gatewayTone } from '@yardfleet/domain/rules/charge-state-tone';
import type { TopologyCharger, TopologyGateway, TopologyNodeRef } from '@yardfleet/ui/power/charge-system-topology';
import { onlineStatusMessages } from '../../shared/i18n/equipment-words';
import { batteryKindWords, chargeStateWords } from '../../shared/i18n/power-words';
import { portTitle } from './power-detail-messages';
import { neverReported, sinceTime, unknownWord } from './power-messages';

/** The anchor of the gateway's card on /power/{id}. */
export const gatewayAnchor = 'gateway';
/** The anchor of a charger's card on /power/{id} (`#charger-<id>`). */
export const chargerAnchor = (chargerId: string): string => `charger-${chargerId}`;
/** The anchor of a port's row on /power/{id} (`#port-<charger id>-<number>`). */
export const portAnchor = (chargerId: string, number: number): string => `port-${chargerId}-${number}`;

/** The id of a port node in the diagram: the charger's id and the port number. */
const portNodeId = (chargerId: string, number: number): string => `${chargerId}/${number}`;

/**
 * A charge system as the topology diagram draws it (rules 11.2, 11.8): the gateway (online status and
 * serial number), its chargers (online status, model), their ports ("Port 1 · Charging") and the
 * battery on each occupied port (serial number; kind and state of charge), every node coloured
 * by the domain's charge tones. The ports of an offline charger are unknown since its last report
 * ("Port 1 · Unknown" over "since 14:05", rules 11.7; `since` formats that time) and their batteries show
 * no state of charge. The words are the page language's.
 */
export const topologyOf = (
  intl: IntlShape,
  detail: ChargeSystemDetail,
  since: (iso: string) => string,
): { readonly gateway: TopologyGateway; readonly chargers: readonly TopologyCharger[] } => {
  const { system, chargers } = detail;
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });
  return {
    gateway: {
      id: system.id,
      label: system.name,
      sublabel: `${intl.formatMessage(onlineStatusMessages[system.onlineStatus])} · ${system.gatewaySerialNumber}`,
      tone: gatewayTone(system.onlineStatus),
    },
    chargers: chargers.map((charger) => ({
      id: charger.id,
      label: charger.name,
      sublabel: `${intl.formatMessage(onlineStatusMessages[charger.onlineStatus])} · ${charger.model}`,
      tone: chargerTone({
        onlineStatus: charger.onlineStatus,
        hasError: charger.error !== null || charger.ports.some((port) => port.error !== null),
        portStates: charger.ports.map((port) => port.state),
      }),
      ports: charger.ports.map((port) => ({
        id: portNodeId(charger.id, port.number),
        ...(port.stateKnown
          ? { label: `${intl.formatMessage(portTitle, { number: port.number })} · ${intl.formatMessage(chargeStateWords[port.state])}` }
          : {
              label: `${intl.formatMessage(portTitle, { number: port.number })} · ${intl.formatMessage(unknownWord)}`,
              sublabel:
                charger.lastReportAt === null ? intl.formatMessage(neverReported) : intl.formatMessage(sinceTime, { time: since(charger.lastReportAt) }),
            }),
        tone: charger.onlineStatus === 'offline' ? 'offline' : chargeStateTone(port.state),
        battery:
          port.battery === null
            ? null
            : {
                id: portNodeId(charger.id, port.number),
                label: port.battery.serialNumber,
                sublabel: [
                  intl.formatMessage(batteryKindWords[port.battery.kind]),
                  port.battery.stateOfChargePercent === null || !port.stateKnown ? null : percent(port.battery.stateOfChargePercent),
                ]
                  .filter((part) => part !== null)
                  .join(' · '),
                tone: charger.onlineStatus === 'offline' ? 'offline' : batteryTone(port.state, port.battery.health),
              },
      })),
    })),
  };
};

/**
 * Where a diagram node opens (each node opens its detail, rules 11.2): the charge system detail at
 * the gateway's card for the gateway, the charger's card for a charger and the port's row for a
 * port or its battery (the page scrolls there and moves the focus to its heading).
 */
export const nodeTarget = (systemId: string, node: TopologyNodeRef): string => {
  const base = `/power/${encodeURIComponent(systemId)}`;
  if (node.kind === 'gateway') return `${base}#${gatewayAnchor}`;
  if (node.kind === 'charger') return `${base}#${chargerAnchor(node.id)}`;
  const cut = node.id.lastIndexOf('/');
  return `${base}#${portAnchor(node.id.slice(0, cut), Number(node.id.slice(cut + 1)))}`;
};
