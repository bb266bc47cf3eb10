import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { Icon } from '../icons';
import { DOT_TONE_CLASSES, NODE_TONE_CLASSES, type StateTone } from './state-tone';
import { PORT_INDENT, type TopologyNodeKind } from './topology-layout';

/** What a diagram node shows: its kind (icon), label, optional second line and tone (colours). */
export interface TopologyNodeData extends Record<string, unknown> {
  readonly kind: TopologyNodeKind;
  readonly label: string;
  readonly sublabel: string | null;
  readonly tone: StateTone;
}

export type TopologyFlowNode = Node<TopologyNodeData, 'topology'>;

/** Edges attach to invisible handles (see `TopologyNode`). */
const HANDLE_STYLE: CSSProperties = { opacity: 0, pointerEvents: 'none', width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };
/** A charger's line to its ports leaves near its bottom-left corner and runs down beside the indented ports. */
const CHARGER_SOURCE_STYLE: CSSProperties = { ...HANDLE_STYLE, left: PORT_INDENT / 2 };

/** Where a node's incoming and outgoing lines attach (null: none), following `layoutTopology`'s compact layout. */
const HANDLES: Record<TopologyNodeKind, { readonly target: Position | null; readonly source: Position | null }> = {
  gateway: { target: null, source: Position.Bottom },
  charger: { target: Position.Top, source: Position.Bottom },
  port: { target: Position.Left, source: Position.Right },
  battery: { target: Position.Left, source: null },
};

const KindIcon = ({ kind }: { readonly kind: TopologyNodeKind }) => {
  const size = { width: 18, height: 18, className: 'shrink-0' };
  switch (kind) {
    case 'gateway': // a box with an antenna
      return (
        <Icon {...size}>
          <rect x="3" y="12" width="18" height="8" rx="2" />
          <path d="M12 12V5M8.5 7.5a5 5 0 0 1 7 0M7 16h.01M11 16h.01" />
        </Icon>
      );
    case 'charger': // a lightning bolt in a box
      return (
        <Icon {...size}>
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="m13 6-4 6h6l-4 6" />
        </Icon>
      );
    case 'port': // a socket
      return (
        <Icon {...size}>
          <circle cx="12" cy="12" r="8" />
          <path d="M9.5 10v3M14.5 10v3" />
        </Icon>
      );
    case 'battery':
      return (
        <Icon {...size}>
          <rect x="3" y="7" width="16" height="10" rx="2" />
          <path d="M22 11v2M7 10v4M11 10v4" />
        </Icon>
      );
  }
};

/**
 * One node of the charge system diagram: a card in the tone's colours (the status pill palette;
 * offline dashed) with the kind's icon, the label and the second line, truncated to the node's
 * fixed size (NODE_SIZE). React Flow's node wrapper is the focusable button; its name is this
 * text ("label, second line"). Gateway and chargers link downwards; a charger's
 * ports hang off its left side and each port links right to its battery. The card shows its focus ring (`in-focus-visible`) and a ring when selected.
 */
export const TopologyNode = ({ data, selected }: NodeProps<TopologyFlowNode>) => {
  const handles = HANDLES[data.kind];
  return (
    <div
      title={data.sublabel === null || data.sublabel === '' ? data.label : `${data.label}\n${data.sublabel}`}
      className={clsx(
        'flex h-full w-full items-center gap-2 rounded-lg border-2 px-3 shadow-sm',
        NODE_TONE_CLASSES[data.tone],
        selected && 'ring-2 ring-slate-900 ring-offset-2',
        'in-focus-visible:outline-3 in-focus-visible:outline-offset-2 in-focus-visible:outline-emerald-700',
      )}
    >
      {handles.target === null ? null : <Handle type="target" position={handles.target} isConnectable={false} style={HANDLE_STYLE} />}
      <KindIcon kind={data.kind} />
      <div className="min-w-0 flex-1 leading-tight">
        {data.sublabel === null || data.sublabel === '' ? (
          <p className="line-clamp-2 text-sm font-semibold">{data.label}</p>
        ) : (
          <>
            {/*
            The comma makes the button's name "label, second line". It is inline text of no size, not
            `sr-only`: an absolutely placed span counts as a block, and browsers then name the button
            "label , second line".
          */}
            <p className="truncate text-sm font-semibold">
              {data.label}
              <span className="text-[0px]">,</span>
            </p>
            <p className="mt-0.5 truncate text-xs">{data.sublabel}</p>
          </>
        )}
      </div>
      <span aria-hidden="true" className={clsx('size-2.5 shrink-0 rounded-full', DOT_TONE_CLASSES[data.tone])} />
      {handles.source === null ? null : (
        <Handle type="source" position={handles.source} isConnectable={false} style={data.kind === 'charger' ? CHARGER_SOURCE_STYLE : HANDLE_STYLE} />
      )}
    </div>
  );
};
