import type { StateTone } from './state-tone';

/** The battery on a port: its id, name (e.g. serial number), a second line (e.g. "Charging · 62 %") and tone. */
export interface TopologyBattery {
  readonly id: string;
  readonly label: string;
  readonly sublabel: string;
  readonly tone: StateTone;
}

/**
 * A charger port: its id, label (e.g. "Port 1 · Charging"), an optional second line (e.g. "Unknown
 * since 14:05"), tone, and the battery on it (null: empty, no battery node).
 */
export interface TopologyPort {
  readonly id: string;
  readonly label: string;
  readonly sublabel?: string;
  readonly tone: StateTone;
  readonly battery: TopologyBattery | null;
}

/** A charger: id, name, a second line (e.g. "Online · 2 of 4 ports in use"), tone and its ports in order. */
export interface TopologyCharger {
  readonly id: string;
  readonly label: string;
  readonly sublabel: string;
  readonly tone: StateTone;
  readonly ports: readonly TopologyPort[];
}

/** The charger gateway at the top of the diagram: id, name, a second line (e.g. "Online · GW-0042") and tone. */
export interface TopologyGateway {
  readonly id: string;
  readonly label: string;
  readonly sublabel: string;
  readonly tone: StateTone;
}

/** One charge system as the diagram draws it (gateway -> chargers -> ports -> batteries, rules 11.2). */
export interface TopologySystem {
  readonly gateway: TopologyGateway;
  readonly chargers: readonly TopologyCharger[];
}

export type TopologyNodeKind = 'gateway' | 'charger' | 'port' | 'battery';

/** What `onOpen` receives: the kind of the node and the id the screen gave it. */
export interface TopologyNodeRef {
  readonly kind: TopologyNodeKind;
  readonly id: string;
}

/**
 * A laid-out node: `key` is unique in the diagram (`kind:id`, so a port and a battery may share
 * an id), `x`/`y` its top-left corner and `width`/`height` its size, in diagram pixels.
 */
export interface TopologyLayoutNode extends TopologyNodeRef {
  readonly key: string;
  readonly label: string;
  readonly sublabel: string | null;
  readonly tone: StateTone;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An edge from a parent node to a child node, by node keys. */
export interface TopologyLayoutEdge {
  readonly key: string;
  readonly source: string;
  readonly target: string;
}

export interface TopologyLayout {
  readonly nodes: readonly TopologyLayoutNode[];
  readonly edges: readonly TopologyLayoutEdge[];
}

/** Node sizes per kind, in diagram pixels (the node component draws exactly this box). */
export const NODE_SIZE: Record<TopologyNodeKind, { readonly width: number; readonly height: number }> = {
  gateway: { width: 248, height: 64 },
  charger: { width: 216, height: 64 },
  port: { width: 184, height: 44 },
  battery: { width: 184, height: 64 },
};

/** Horizontal gap between nodes of /** Layout gaps, diagram pixels: between charger blocks, between the gateway and the chargers, under a charger, between port rows, port to battery. */
const BLOCK_GAP = 40;
const RANK_GAP = 56;
const PORTS_TOP_GAP = 16;
const ROW_GAP = 12;
const BATTERY_GAP = 24;
/** How far the ports stand in from their charger's left edge (room for the tree line coming down). */
export const PORT_INDENT = 32;

/** The unique key of a node in the diagram. */
export const nodeKey = (kind: TopologyNodeKind, id: string): string => `${kind}:${id}`;

const ROW_HEIGHT = Math.max(NODE_SIZE.port.height, NODE_SIZE.battery.height);
/** Width of a charger's block: the charger alone, or its ports with their batteries beside them. */
const blockWidth = (charger: TopologyCharger): number =>
  charger.ports.length === 0
    ? NODE_SIZE.charger.width
    : Math.max(NODE_SIZE.charger.width, PORT_INDENT + NODE_SIZE.port.width + BATTERY_GAP + NODE_SIZE.battery.width);

/**
 * Lays a charge system out compactly (the topology map of rules 11.2), so a whole site fits a panel: the
 * gateway on top, centred over its chargers; the chargers side by side in the given order, each
 * with its ports stacked under it (in order, indented by PORT_INDENT) and the battery of each
 * occupied port beside its port on the right (an empty port has no battery node). Pure: the same
 * system always gives the same layout. No two nodes overlap. Returns the nodes (top-left corners,
 * sizes from NODE_SIZE, diagram pixels) and the parent -> child edges.
 */
export const layoutTopology = ({ gateway, chargers }: TopologySystem): TopologyLayout => {
  const nodes: TopologyLayoutNode[] = [];
  const edges: TopologyLayoutEdge[] = [];
  const add = (kind: TopologyNodeKind, id: string, label: string, sublabel: string | null, tone: StateTone, x: number, y: number, parent: string | null) => {
    const key = nodeKey(kind, id);
    nodes.push({ key, kind, id, label, sublabel, tone, x, y, ...NODE_SIZE[kind] });
    if (parent !== null) edges.push({ key: `${parent}->${key}`, source: parent, target: key });
    return key;
  };

  const widths = chargers.map(blockWidth);
  const rowWidth = widths.reduce((sum, width) => sum + width, 0) + BLOCK_GAP * Math.max(0, chargers.length - 1);
  const width = Math.max(rowWidth, NODE_SIZE.gateway.width);
  const root = add('gateway', gateway.id, gateway.label, gateway.sublabel, gateway.tone, (width - NODE_SIZE.gateway.width) / 2, 0, null);
  const chargerTop = NODE_SIZE.gateway.height + RANK_GAP;
  let left = (width - rowWidth) / 2;
  for (const [index, charger] of chargers.entries()) {
    const chargerKey = add('charger', charger.id, charger.label, charger.sublabel, charger.tone, left, chargerTop, root);
    const portLeft = left + PORT_INDENT;
    for (const [row, port] of charger.ports.entries()) {
      const rowTop = chargerTop + NODE_SIZE.charger.height + PORTS_TOP_GAP + row * (ROW_HEIGHT + ROW_GAP);
      const portKey = add(
        'port',
        port.id,
        port.label,
        port.sublabel ?? null,
        port.tone,
        portLeft,
        rowTop + (ROW_HEIGHT - NODE_SIZE.port.height) / 2,
        chargerKey,
      );
      const battery = port.battery;
      if (battery !== null) {
        const batteryLeft = portLeft + NODE_SIZE.port.width + BATTERY_GAP;
        add('battery', battery.id, battery.label, battery.sublabel, battery.tone, batteryLeft, rowTop + (ROW_HEIGHT - NODE_SIZE.battery.height) / 2, portKey);
      }
    }
    left += (widths[index] ?? 0) + BLOCK_GAP;
  }
  return { nodes, edges };
};
