import { Panel, ReactFlow, useReactFlow, useStore, type Edge, type NodeChange, type NodeMouseHandler, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import './charge-system-topology.css';
import { TopologyOutline } from './topology-outline';
import { layoutTopology, type TopologyCharger, type TopologyGateway, type TopologyNodeRef } from './topology-layout';
import { TopologyNode, type TopologyFlowNode } from './topology-node';

export type { StateTone } from './state-tone';
export type { TopologyBattery, TopologyCharger, TopologyGateway, TopologyNodeKind, TopologyNodeRef, TopologyPort } from './topology-layout';

const messages = defineMessages({
  nodeHint: {
    id: 'ui.power.topology.nodeHint',
    defaultMessage: 'Press Enter to open its details.',
    description: 'Screen reader hint read with each node (gateway, charger, port, battery) of a charge system diagram',
  },
  zoomIn: { id: 'ui.power.topology.zoomIn', defaultMessage: 'Zoom in', description: 'Button of a charge system diagram that zooms in one step' },
  zoomOut: { id: 'ui.power.topology.zoomOut', defaultMessage: 'Zoom out', description: 'Button of a charge system diagram that zooms out one step' },
  fitView: {
    id: 'ui.power.topology.fitView',
    defaultMessage: 'Show the whole diagram',
    description: 'Button of a charge system diagram that zooms and pans so every node is in view',
  },
});

export interface ChargeSystemTopologyProps {
  /** The charger gateway (top node): id, label, second line, tone. */
  readonly gateway: TopologyGateway;
  /** Its chargers in display order, each with its ports in order (a port's battery null when empty). */
  readonly chargers: readonly TopologyCharger[];
  /** Called with the kind and id of the node clicked or activated with Enter / Space. */
  readonly onOpen: (node: TopologyNodeRef) => void;
  /** Accessible name of the diagram and of its screen reader outline (e.g. "Topology of North Depot"). */
  readonly ariaLabel: string;
  /** Size classes; the diagram needs a fixed height (default 'h-[28rem] w-full'). */
  readonly className?: string;
}

const NODE_TYPES: NodeTypes = { topology: TopologyNode };
/** The whole diagram in view (on load, when nodes come or go, and on the fit button), never enlarged past 100 %. */
const FIT_VIEW_OPTIONS = { padding: 0.08, maxZoom: 1, minZoom: 0.05 };
const EDGE_STYLE = { stroke: '#64748b', strokeWidth: 1.5 };

const ControlButton = ({ label, onClick, children }: { readonly label: string; readonly onClick: () => void; readonly children: ReactNode }) => (
  <button
    type="button"
    aria-label={label}
    title={label}
    onClick={onClick}
    className="grid size-8 place-items-center text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600"
  >
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  </button>
);

/** Zoom in, zoom out and fit, with the kit's translated names (React Flow's own controls speak English). */
const Controls = ({ signature }: { readonly signature: string }) => {
  const intl = useIntl();
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  // The diagram's box in screen pixels (a phone turned, a window resized, a panel that grew).
  const size = useStore((state) => `${String(state.width)}x${String(state.height)}`);
  // Refit when nodes come or go (a live update adds a charger or a battery) or the box changes size;
  // the first fit is the `fitView` prop's.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void fitView(FIT_VIEW_OPTIONS);
  }, [signature, size, fitView]);
  return (
    <Panel position="bottom-left" className="flex flex-col divide-y divide-slate-200 overflow-hidden rounded-md bg-white shadow ring-1 ring-slate-900/10">
      <ControlButton label={intl.formatMessage(messages.zoomIn)} onClick={() => void zoomIn()}>
        <path d="M12 5v14M5 12h14" />
      </ControlButton>
      <ControlButton label={intl.formatMessage(messages.zoomOut)} onClick={() => void zoomOut()}>
        <path d="M5 12h14" />
      </ControlButton>
      <ControlButton label={intl.formatMessage(messages.fitView)} onClick={() => void fitView(FIT_VIEW_OPTIONS)}>
        <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
      </ControlButton>
    </Panel>
  );
};

/**
 * The topology map of one charge system (rules 11.2): the gateway on top, its chargers, their
 * ports and the battery on each occupied port, laid out compactly (`layoutTopology`: ports stacked
 * under their charger, each battery beside its port) and drawn by React Flow, read-only (no dragging or connecting; pan, zoom
 * buttons, the whole diagram fitted on load, when nodes come or go and when its box changes size). Each node is coloured by its tone (the
 * status pill palette) and is a button for assistive technology named by its label and second
 * line: a click, or Tab then Enter or Space, calls `onOpen({ kind, id })`. A visually hidden
 * nested list repeats the tree for screen readers. Fills its container, which has a fixed height
 * (`className`), so nothing shifts when the diagram draws. React Flow's CSS loads with this
 * module only: import it lazily. React Flow's attribution stays (the app is commercial use).
 */
export const ChargeSystemTopology = ({ gateway, chargers, onOpen, ariaLabel, className }: ChargeSystemTopologyProps) => {
  const intl = useIntl();
  const layout = useMemo(() => layoutTopology({ gateway, chargers }), [gateway, chargers]);
  const [selected, setSelected] = useState<string | null>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  const refs = useMemo(() => new Map(layout.nodes.map((node) => [node.key, { kind: node.kind, id: node.id }])), [layout]);
  const signature = useMemo(() => layout.nodes.map((node) => node.key).join('|'), [layout]);

  const nodes = useMemo(
    (): TopologyFlowNode[] =>
      layout.nodes.map((node) => ({
        id: node.key,
        type: 'topology',
        position: { x: node.x, y: node.y },
        width: node.width,
        height: node.height,
        data: { kind: node.kind, label: node.label, sublabel: node.sublabel, tone: node.tone },
        selected: node.key === selected,
        draggable: false,
        connectable: false,
        // A button named by its text, "label, second line" (an aria-label would differ from the visible text, WCAG 2.5.3).
        ariaRole: 'button',
        // React Flow says "node" (English) as the role description; the button role says enough.
        domAttributes: { 'aria-roledescription': undefined },
      })),
    [layout, selected],
  );
  const edges = useMemo(
    (): Edge[] =>
      layout.edges.map((edge) => ({
        id: edge.key,
        source: edge.source,
        target: edge.target,
        type: 'smoothstep',
        selectable: false,
        focusable: false,
        style: EDGE_STYLE,
        // Hidden from assistive technology: the lines only repeat the tree the outline already tells.
        domAttributes: { 'aria-hidden': true, 'aria-roledescription': undefined },
      })),
    [layout],
  );

  const open = (key: string | null | undefined) => {
    const ref = key === null || key === undefined ? undefined : refs.get(key);
    if (ref !== undefined) onOpenRef.current(ref);
  };
  const onNodeClick: NodeMouseHandler<TopologyFlowNode> = (_event, node) => open(node.id);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target instanceof Element ? event.target : null;
    const node = target?.closest('.react-flow__node');
    if (node === null || node === undefined || node !== target) return;
    event.preventDefault();
    open(node.getAttribute('data-id'));
  };
  const onNodesChange = (changes: NodeChange<TopologyFlowNode>[]) => {
    for (const change of changes) {
      if (change.type !== 'select') continue;
      if (change.selected) setSelected(change.id);
      else setSelected((current) => (current === change.id ? null : current));
    }
  };

  const hint = intl.formatMessage(messages.nodeHint);
  return (
    <div className={clsx('yf-topology relative overflow-hidden rounded-md border border-slate-200 bg-slate-50', className ?? 'h-[28rem] w-full')}>
      <ReactFlow<TopologyFlowNode>
        aria-label={ariaLabel}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onNodeClick={onNodeClick}
        onKeyDown={onKeyDown}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable
        edgesFocusable={false}
        elementsSelectable
        fitView
        fitViewOptions={FIT_VIEW_OPTIONS}
        minZoom={0.05}
        maxZoom={1.5}
        zoomOnScroll={false}
        preventScrolling={false}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        panActivationKeyCode={null}
        ariaLabelConfig={{ 'node.a11yDescription.default': hint, 'node.a11yDescription.keyboardDisabled': hint }}
      >
        <Controls signature={signature} />
      </ReactFlow>
      <TopologyOutline gateway={gateway} chargers={chargers} ariaLabel={ariaLabel} />
    </div>
  );
};
