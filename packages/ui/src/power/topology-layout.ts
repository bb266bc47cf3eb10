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
 * A node of the tree in reading order: `key` is unique in the diagram (`kind:id`, so a port and a
 * battery may share an id), `parent` the key of its parent (null for the gateway), `children` the
 * keys of its children in order.
 */
export interface TopologyTreeNode extends TopologyNodeRef {
  readonly key: string;
  readonly parent: string | null;
  readonly children: readonly string[];
}

/** The unique key of a node in the diagram. */
export const nodeKey = (kind: TopologyNodeKind, id: string): string => `${kind}:${id}`;

/**
 * The nodes of a charge system in reading order, depth first (the order the diagram shows them and
 * the Up / Down arrow keys follow): the gateway, then each charger followed by its ports, each port
 * followed by its battery (an empty port has none). Pure: the same system always gives the same list.
 */
export const flattenTopology = ({ gateway, chargers }: TopologySystem): readonly TopologyTreeNode[] => {
  const root = nodeKey('gateway', gateway.id);
  const nodes: TopologyTreeNode[] = [{ kind: 'gateway', id: gateway.id, key: root, parent: null, children: chargers.map((c) => nodeKey('charger', c.id)) }];
  for (const charger of chargers) {
    const chargerKey = nodeKey('charger', charger.id);
    nodes.push({ kind: 'charger', id: charger.id, key: chargerKey, parent: root, children: charger.ports.map((p) => nodeKey('port', p.id)) });
    for (const port of charger.ports) {
      const portKey = nodeKey('port', port.id);
      const battery = port.battery;
      nodes.push({ kind: 'port', id: port.id, key: portKey, parent: chargerKey, children: battery === null ? [] : [nodeKey('battery', battery.id)] });
      if (battery !== null) nodes.push({ kind: 'battery', id: battery.id, key: nodeKey('battery', battery.id), parent: portKey, children: [] });
    }
  }
  return nodes;
};

/** The keys that move the focus in the tree (WAI-ARIA tree pattern). */
export type TreeMoveKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

/**
 * Where a key moves the focus from the node `from` (the WAI-ARIA tree pattern for a tree whose nodes
 * are always expanded): Down / Up the next / previous node in reading order, Right the first child,
 * Left the parent, Home the first node (the gateway), End the last one. Returns the key of the node
 * to focus, or null when the key leads nowhere (Down on the last node, Right on a battery, Left on
 * the gateway). A `from` not in the tree (the node went away in a live update) counts as the first node.
 */
export const moveInTree = (nodes: readonly TopologyTreeNode[], from: string, key: TreeMoveKey): string | null => {
  if (nodes.length === 0) return null;
  const found = nodes.findIndex((node) => node.key === from);
  const index = found === -1 ? 0 : found;
  const node = nodes[index];
  switch (key) {
    case 'ArrowDown':
      return nodes[index + 1]?.key ?? null;
    case 'ArrowUp':
      return index === 0 ? null : (nodes[index - 1]?.key ?? null);
    case 'ArrowRight':
      return node?.children[0] ?? null;
    case 'ArrowLeft':
      return node?.parent ?? null;
    case 'Home':
      return nodes[0]?.key ?? null;
    case 'End':
      return nodes.at(-1)?.key ?? null;
  }
};
