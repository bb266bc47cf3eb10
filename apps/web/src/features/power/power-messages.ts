import { defineMessage, defineMessages } from 'react-intl';

/** Words of the power overview (/power and the power home; rules 11.2). */
export const powerMessages = defineMessages({
  title: { id: 'power.title', defaultMessage: 'Power overview', description: 'Heading of /power and of the power home' },
  figures: { id: 'power.figures', defaultMessage: 'Power figures', description: 'Accessible name of the figures at the top of the power overview' },
  chargersOnline: { id: 'power.figures.chargersOnline', defaultMessage: 'Chargers online', description: 'Figure: number of chargers online' },
  chargersOffline: { id: 'power.figures.chargersOffline', defaultMessage: 'Chargers offline', description: 'Figure: number of chargers offline' },
  batteriesCharging: { id: 'power.figures.batteriesCharging', defaultMessage: 'Batteries charging', description: 'Figure: batteries on ports that charge' },
  batteriesReady: { id: 'power.figures.batteriesReady', defaultMessage: 'Batteries ready', description: 'Figure: batteries ready or fully charged' },
  batteriesFaulty: { id: 'power.figures.batteriesFaulty', defaultMessage: 'Batteries faulty', description: 'Figure: batteries in overheat or error' },
  chargersNeedingAttention: {
    id: 'power.figures.needsAttention',
    defaultMessage: 'Chargers needing attention',
    description: 'Figure: online chargers reporting an error code or with a port overheating or in error',
  },
  portsUnknown: {
    id: 'power.figures.portsUnknown',
    defaultMessage: 'Ports unknown',
    description: 'Figure: ports of chargers that stopped reporting, whose state is therefore unknown',
  },
  energyToday: { id: 'power.figures.energyToday', defaultMessage: 'Energy today', description: 'Figure: energy charged today (kWh)' },
  energyThisMonth: { id: 'power.figures.energyThisMonth', defaultMessage: 'Energy this month', description: 'Figure: energy charged this month (kWh)' },
  systems: {
    id: 'power.systems',
    defaultMessage: 'Charge systems',
    description: 'Heading and table caption: the charge systems (a charger gateway and its chargers)',
  },
  columnName: { id: 'power.systems.name', defaultMessage: 'Name', description: 'Column: charge system name' },
  columnPlace: { id: 'power.systems.place', defaultMessage: 'Location', description: 'Column: at a warehouse or at a site' },
  columnGateway: { id: 'power.systems.gateway', defaultMessage: 'Gateway', description: 'Column: charger gateway online status' },
  columnPorts: { id: 'power.systems.ports', defaultMessage: 'Ports', description: 'Column: how many ports are in each state' },
  noPorts: { id: 'power.systems.noPorts', defaultMessage: 'No ports', description: 'Ports column of a charge system without chargers' },
  emptyTitle: { id: 'power.empty.title', defaultMessage: 'No charge systems yet', description: 'Empty state of the power overview' },
  emptyBody: {
    id: 'power.empty.body',
    defaultMessage: 'Charger gateways are bound from the mobile app. Once a gateway is bound, its charge system and chargers appear here.',
    description: 'Empty state of the power overview: how charge systems are added',
  },
  loadFailed: { id: 'power.loadFailed', defaultMessage: 'The power overview could not be loaded.', description: 'Error state of the power overview' },
  map: { id: 'power.map', defaultMessage: 'Map', description: 'Heading of the map of charge systems' },
  mapLabel: { id: 'power.map.label', defaultMessage: 'Map of the charge systems', description: 'Accessible name of the charge systems map' },
  mapHint: { id: 'power.map.hint', defaultMessage: 'Select a charge system on the map to open it.', description: 'Hint under the charge systems map' },
  noLocations: { id: 'power.map.none', defaultMessage: 'No charge system has a known position yet.', description: 'Map: no charge system has a position' },
  topology: { id: 'power.topology', defaultMessage: 'Topology', description: 'Heading: the diagram of gateway, chargers, ports and batteries' },
  chooseSystem: {
    id: 'power.topology.choose',
    defaultMessage: 'Charge system',
    description: 'Label of the select that picks the charge system whose topology shows',
  },
  topologyHint: {
    id: 'power.topology.hint',
    defaultMessage: 'Select the gateway, a charger, a port or a battery to open its detail.',
    description: 'Hint under the topology diagram',
  },
  legendOk: { id: 'power.topology.legend.ok', defaultMessage: 'Ready or online', description: 'Colour key of the topology: what the green nodes mean' },
  legendActive: {
    id: 'power.topology.legend.active',
    defaultMessage: 'Charging or discharging',
    description: 'Colour key of the topology: what the blue nodes mean',
  },
  legendWarning: {
    id: 'power.topology.legend.warning',
    defaultMessage: 'Battery health low',
    description: 'Colour key of the topology: what the amber nodes mean',
  },
  legendFault: {
    id: 'power.topology.legend.fault',
    defaultMessage: 'Fault: overheat or error',
    description: 'Colour key of the topology: what the red nodes mean',
  },
  legendIdle: {
    id: 'power.topology.legend.idle',
    defaultMessage: 'Standby, waiting or empty',
    description: 'Colour key of the topology: what the white nodes with a gray border mean',
  },
  legendOffline: {
    id: 'power.topology.legend.offline',
    defaultMessage: 'Offline or unknown',
    description: 'Colour key of the topology: what the gray dashed nodes mean (not reporting, or a port whose state is unknown)',
  },
  topologyFailed: { id: 'power.topology.loadFailed', defaultMessage: 'The topology could not be loaded.', description: 'Error state of the topology panel' },
  noChargers: {
    id: 'power.noChargers',
    defaultMessage: 'No chargers are linked to this gateway yet.',
    description: 'A charge system whose gateway has no chargers',
  },
  systemNoChargers: { id: 'power.systems.noChargers', defaultMessage: 'No chargers', description: 'Ports column of a charge system without chargers' },
  noPlace: { id: 'power.place.none', defaultMessage: 'Not assigned', description: 'A charge system at neither a warehouse nor a site' },
});

/** Where a charge system stands: at a warehouse, named. */
export const atWarehouse = defineMessage<{ name: string }>({
  id: 'power.place.warehouse',
  defaultMessage: 'Warehouse: {name}',
  description: 'Where a charge system stands: at the named warehouse',
});

/** Where a charge system stands: at a named site. */
export const atSite = defineMessage<{ name: string }>({
  id: 'power.place.site',
  defaultMessage: 'Site: {name}',
  description: 'Where a charge system stands: at a named site',
});

/** "4 of 5": chargers online of all chargers. */
export const onlineOfTotal = defineMessage<{ online: number; total: number }>({
  id: 'power.systems.onlineOfTotal',
  defaultMessage: '{online} of {total}',
  description: 'Chargers online of all chargers of a charge system',
});

/** A power in watts; `value` is already formatted. */
export const watts = defineMessage<{ value: string }>({
  id: 'power.unit.W',
  defaultMessage: '{value} W',
  description: 'A charging power in watts',
});

/** Accessible name of a topology diagram. */
export const topologyLabel = defineMessage<{ name: string }>({
  id: 'power.topology.label',
  defaultMessage: 'Topology of {name}',
  description: 'Accessible name of the topology diagram of a charge system',
});

/** Ports per state in a charge system row, e.g. "3 charging". */
export const portCount = defineMessage<{ count: number; state: string }>({
  id: 'power.systems.portCount',
  defaultMessage: '{count} {state}',
  description: 'How many ports of a charge system are in one state, e.g. "3 Charging"',
});

/** The map legend: what each colour of a charge system means (domain `chargeSystemTone`). */
export const mapLegendMessages = defineMessages({
  ok: { id: 'power.map.legend.ok', defaultMessage: 'Ready', description: 'Map legend: a charge system without activity or fault, gateway online' },
  active: { id: 'power.map.legend.active', defaultMessage: 'Charging', description: 'Map legend: a charge system with a port charging or discharging' },
  idle: { id: 'power.map.legend.idle', defaultMessage: 'No chargers', description: 'Map legend: a charge system whose gateway has no chargers' },
  fault: { id: 'power.map.legend.fault', defaultMessage: 'Needs attention', description: 'Map legend: a charge system with a port in overheat or error' },
  offline: {
    id: 'power.map.legend.offline',
    defaultMessage: 'Not reporting',
    description: 'Map legend: a charge system whose gateway or all of whose chargers are offline',
  },
});

/** A port whose charger is offline (rules 11.7): its state is unknown since the charger's last report; `time` is already formatted. */
export const unknownSince = defineMessage<{ time: string }>({
  id: 'power.state.unknownSince',
  defaultMessage: 'Unknown since {time}',
  description: 'State of a port whose charger stopped reporting: unknown since its last report, e.g. "Unknown since 14:05"',
});

/** A port whose charger is offline and never reported: its state is unknown. */
export const unknownNever = defineMessage({
  id: 'power.state.unknownNever',
  defaultMessage: 'Unknown (never reported)',
  description: 'State of a port whose charger never reported',
});

/** Ports of a charge system whose chargers stopped reporting, e.g. "2 Unknown since 14:05"; `time` is already formatted. */
export const portsUnknownSince = defineMessage<{ count: number; time: string }>({
  id: 'power.systems.portsUnknownSince',
  defaultMessage: '{count} Unknown since {time}',
  description: 'How many ports of a charge system are unknown because their charger stopped reporting, and since when, e.g. "2 Unknown since 14:05"',
});

/** Ports of a charge system whose chargers never reported, e.g. "2 Unknown". */
export const portsUnknownNever = defineMessage<{ count: number }>({
  id: 'power.systems.portsUnknown',
  defaultMessage: '{count} Unknown',
  description: 'How many ports of a charge system are unknown because their charger never reported, e.g. "2 Unknown"',
});

/** The last state a port reported before its charger stopped reporting; `state` is a translated port state. */
export const lastReportedState = defineMessage<{ state: string }>({
  id: 'power.port.lastReported',
  defaultMessage: 'Last reported: {state}',
  description: 'Under the unknown state of a port whose charger is offline: the state it last reported, e.g. "Last reported: Charging"',
});

/** A charge system's row: how many of its chargers need attention (an error code, an overheating port), e.g. "1 needs attention". */
export const needsAttention = defineMessage<{ count: number }>({
  id: 'power.systems.needsAttention',
  defaultMessage: '{count, plural, one {# charger needs attention} other {# chargers need attention}}',
  description: 'How many chargers of a charge system report an error code or have a port overheating or in error',
});

/** A charge system whose gateway was reset (rules 14.5); `time` is already formatted in the company's time zone. */
export const gatewayReset = defineMessage<{ time: string }>({
  id: 'power.reset.notice',
  defaultMessage:
    'This gateway was reset at {time} and waits to be bound again from the mobile app. Until then its chargers do not report, so the topology is not drawn.',
  description: 'Instead of the topology of a charge system whose gateway was reset: since when, and what it waits for',
});

/** The topology node of a port whose charger is offline: its state word (rules 11.7). */
export const unknownWord = defineMessage({
  id: 'power.state.unknown',
  defaultMessage: 'Unknown',
  description: 'State of a port whose charger stopped reporting, on its topology node, e.g. "Port 1 · Unknown"',
});

/** Second line of that node: since when; `time` is already formatted. */
export const sinceTime = defineMessage<{ time: string }>({
  id: 'power.state.since',
  defaultMessage: 'since {time}',
  description: 'Second line of the topology node of a port whose state is unknown: since the charger last reported, e.g. "since 14:05"',
});

/** Second line of that node when the charger never reported. */
export const neverReported = defineMessage({
  id: 'power.state.neverReported',
  defaultMessage: 'never reported',
  description: 'Second line of the topology node of a port whose charger never reported',
});
