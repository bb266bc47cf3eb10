import { clsx } from 'clsx';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import './charge-system-topology.css';
import { DOT_TONE_CLASSES, NODE_TONE_CLASSES, type StateTone } from './state-tone';
import {
  flattenTopology,
  moveInTree,
  nodeKey,
  type TopologyCharger,
  type TopologyGateway,
  type TopologyNodeKind,
  type TopologyNodeRef,
  type TreeMoveKey,
} from './topology-layout';
import { TopologyCard } from './topology-node';

export type { StateTone } from './state-tone';
export type { TopologyBattery, TopologyCharger, TopologyGateway, TopologyNodeKind, TopologyNodeRef, TopologyPort } from './topology-layout';

const messages = defineMessages({
  legend: {
    id: 'ui.power.topology.legend',
    defaultMessage: 'Colour key',
    description: 'Title of the list that says what each colour of a charge system diagram means',
  },
});

/** One entry of the colour key: a tone and what it means in words (e.g. "Charging or discharging"). */
export interface TopologyLegendEntry {
  readonly tone: StateTone;
  readonly label: string;
}

export interface ChargeSystemTopologyProps {
  /** The charger gateway (top node): id, label, second line, tone. */
  readonly gateway: TopologyGateway;
  /** Its chargers in display order, each with its ports in order (a port's battery null when empty). */
  readonly chargers: readonly TopologyCharger[];
  /** The colour key in the order it reads: each tone the screen uses with its meaning (rules 11.8). */
  readonly legend: readonly TopologyLegendEntry[];
  /** Called with the kind and id of the node clicked or activated with Enter / Space. */
  readonly onOpen: (node: TopologyNodeRef) => void;
  /** Accessible name of the tree (e.g. "Topology of North Depot"). */
  readonly ariaLabel: string;
  /** Size classes of the whole (default 'w-full'); its height follows its content. */
  readonly className?: string;
}

const MOVE_KEYS: ReadonlySet<string> = new Set<TreeMoveKey>(['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End']);

/** The colour key: a sample of each tone drawn like a node (border, fill, dot) beside its meaning in words. */
const Legend = ({ entries }: { readonly entries: readonly TopologyLegendEntry[] }) => {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs text-slate-700">
      <span id={titleId} className="font-semibold text-slate-900">
        {intl.formatMessage(messages.legend)}
      </span>
      <ul aria-labelledby={titleId} className="flex flex-wrap gap-x-4 gap-y-1">
        {entries.map((entry) => (
          <li key={entry.tone} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              data-tone={entry.tone}
              className={clsx('flex h-3.5 w-5 shrink-0 items-center justify-end rounded border-2 px-px', NODE_TONE_CLASSES[entry.tone])}
            >
              <span className={clsx('size-1.5 rounded-full', DOT_TONE_CLASSES[entry.tone])} />
            </span>
            <span>{entry.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * The topology of one charge system (rules 11.2) as a tree: the gateway on top, its chargers under
 * it (side by side in columns where the width allows, one under the other on a phone), each
 * charger's ports under it and the battery on each occupied port under or beside its port, joined
 * by tree lines. Each node is a card coloured by its tone (the status pill palette, offline
 * dashed; `legend` says what each colour means) whose text shows at full size and wraps, never cut
 * off or scaled down, at any width. The WAI-ARIA tree pattern, every node always expanded: the
 * tree is one Tab stop (roving tabindex, the node last moved to); Up / Down move in reading order,
 * Right to the first child, Left to the parent, Home / End to the first / last node; Enter, Space
 * or a click calls `onOpen({ kind, id })`, and the screen moves the focus into what it opens.
 * Each tree item is named "label, second line" (TopologyCard).
 */
export const ChargeSystemTopology = ({ gateway, chargers, legend, onOpen, ariaLabel, className }: ChargeSystemTopologyProps) => {
  const nodes = useMemo(() => flattenTopology({ gateway, chargers }), [gateway, chargers]);
  const refs = useMemo(() => new Map(nodes.map((node) => [node.key, { kind: node.kind, id: node.id }])), [nodes]);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const [chosen, setChosen] = useState<string | null>(null);
  // The node in the Tab order: the one last moved to while it exists, else the gateway.
  const active = chosen !== null && refs.has(chosen) ? chosen : (nodes[0]?.key ?? '');

  const open = (key: string) => {
    const ref = refs.get(key);
    if (ref !== undefined) onOpen(ref);
  };
  const keyOf = (target: EventTarget) => (target instanceof Element ? target.closest('[role="treeitem"]')?.getAttribute('data-key') : null) ?? null;
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const key = keyOf(event.target);
    if (key !== null) setChosen(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = keyOf(event.target);
    if (from === null || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(from);
      return;
    }
    if (!MOVE_KEYS.has(event.key)) return;
    event.preventDefault();
    const to = moveInTree(nodes, from, event.key as TreeMoveKey);
    if (to === null) return;
    setChosen(to);
    elements.current.get(to)?.focus();
  };

  /** A node's card (the tree item) and, under it, the wrapper of its children's branches (`group`), in a wrapper that draws the tree line to it. */
  const branch = (
    kind: TopologyNodeKind,
    id: string,
    text: { readonly label: string; readonly sublabel: string | null; readonly tone: StateTone },
    place: { readonly level: number; readonly position: number; readonly siblings: number },
    group: ReactNode,
    branchClass: string,
  ) => {
    const key = nodeKey(kind, id);
    return (
      <div key={key} className={clsx('yf-topology-branch', branchClass)}>
        <TopologyCard
          kind={kind}
          {...text}
          {...place}
          nodeKey={key}
          tabStop={key === active}
          elementRef={(element) => {
            if (element === null) elements.current.delete(key);
            else elements.current.set(key, element);
          }}
          onClick={() => open(key)}
        />
        {group}
      </div>
    );
  };

  const chargerGroup =
    chargers.length === 0 ? null : (
      <div className="yf-topology-group yf-topology-chargers">
        {chargers.map((charger, chargerIndex) =>
          branch(
            'charger',
            charger.id,
            charger,
            { level: 2, position: chargerIndex + 1, siblings: chargers.length },
            charger.ports.length === 0 ? null : (
              <div className="yf-topology-group">
                {charger.ports.map((port, portIndex) =>
                  branch(
                    'port',
                    port.id,
                    { label: port.label, sublabel: port.sublabel ?? null, tone: port.tone },
                    { level: 3, position: portIndex + 1, siblings: charger.ports.length },
                    port.battery === null ? null : (
                      <div className="yf-topology-group yf-topology-battery">
                        {branch('battery', port.battery.id, port.battery, { level: 4, position: 1, siblings: 1 }, null, '')}
                      </div>
                    ),
                    'yf-topology-port',
                  ),
                )}
              </div>
            ),
            'yf-topology-charger',
          ),
        )}
      </div>
    );

  return (
    <div className={clsx('yf-topology flex flex-col gap-3', className ?? 'w-full')}>
      <Legend entries={legend} />
      <div role="tree" aria-label={ariaLabel} onFocus={onFocus} onKeyDown={onKeyDown} className="yf-topology-tree">
        {branch('gateway', gateway.id, gateway, { level: 1, position: 1, siblings: 1 }, chargerGroup, 'yf-topology-gateway')}
      </div>
    </div>
  );
};
