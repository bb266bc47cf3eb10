import dagre from '@dagrejs/dagre';
import type { StateTone } from './state-tone';

/** The battery on a port: its id, name (e.g. serial number), a second line (e.g. "Charging · 62 %") and tone. */
export interface TopologyBattery {
  readonly id: string;
  readonly label: string;
  readonly sublabel: string;
  readonly tone: StateTone;
}

/** A charger port: its id, label (e.g. "Port 1 · Charging"), tone, and the battery on it (null: empty, no battery node). */
export interface TopologyPort {
  readonly id: string;
  readonly label: string;
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

/** One charge system as the diagram draws it (issue 9: gateway -> chargers -> ports -> batteries). */
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

/** Horizontal gap between nodes of one rank and vertical gap between ranks, diagram pixels. */
const NODE_GAP = 24;
const RANK_GAP = 56;

/** The unique key of a node in the diagram. */
export const nodeKey = (kind: TopologyNodeKind, id: string): string => `${kind}:${id}`;

/**
 * Lays a charge system out top to bottom with dagre (issue 9 topology map): the gateway on the
 * first rank, its chargers on the second, their ports on the third and the battery of each
 * occupied port on the fourth (an empty port has no battery node). Pure: the same system always
 * gives the same layout. Nodes of one rank never overlap (gap 24 px) and ranks are 56 px apart.
 * Returns the nodes (top-left corners, sizes from NODE_SIZE) and the parent -> child edges.
 */
export const layoutTopology = ({ gateway, chargers }: TopologySystem): TopologyLayout => {
  const graph = new dagre.graphlib.Graph<object, { width: number; height: number; x?: number; y?: number }>();
  graph.setGraph({ rankdir: 'TB', nodesep: NODE_GAP, ranksep: RANK_GAP, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));

  const pending: Omit<TopologyLayoutNode, 'x' | 'y'>[] = [];
  const edges: TopologyLayoutEdge[] = [];
  // The screen's order, left to right on each rank (Charger 1 before Charger 2, Port 1 before Port 2).
  const constraints: { left: string; right: string }[] = [];
  const lastOfKind = new Map<TopologyNodeKind, string>();
  const add = (kind: TopologyNodeKind, id: string, label: string, sublabel: string | null, tone: StateTone, parent: string | null) => {
    const key = nodeKey(kind, id);
    const previous = lastOfKind.get(kind);
    if (previous !== undefined) constraints.push({ left: previous, right: key });
    lastOfKind.set(kind, key);
    pending.push({ key, kind, id, label, sublabel, tone, ...NODE_SIZE[kind] });
    graph.setNode(key, { ...NODE_SIZE[kind] });
    if (parent !== null) {
      graph.setEdge(parent, key);
      edges.push({ key: `${parent}->${key}`, source: parent, target: key });
    }
    return key;
  };

  const root = add('gateway', gateway.id, gateway.label, gateway.sublabel, gateway.tone, null);
  for (const charger of chargers) {
    const chargerKey = add('charger', charger.id, charger.label, charger.sublabel, charger.tone, root);
    for (const port of charger.ports) {
      const portKey = add('port', port.id, port.label, null, port.tone, chargerKey);
      if (port.battery !== null) add('battery', port.battery.id, port.battery.label, port.battery.sublabel, port.battery.tone, portKey);
    }
  }

  dagre.layout(graph, { constraints });
  const nodes = pending.map((node) => {
    const placed = graph.node(node.key);
    // dagre gives centres; React Flow wants top-left corners.
    return { ...node, x: (placed.x ?? 0) - node.width / 2, y: (placed.y ?? 0) - node.height / 2 };
  });
  return { nodes, edges };
};
