import { clsx } from 'clsx';
import { Icon } from '../icons';
import { DOT_TONE_CLASSES, NODE_TONE_CLASSES, type StateTone } from './state-tone';
import type { TopologyNodeKind } from './topology-layout';

/** The icon of a node's kind: a gateway (a box with an antenna), a charger (a bolt), a port (a socket), a battery. */
const KindIcon = ({ kind }: { readonly kind: TopologyNodeKind }) => {
  const size = { width: 18, height: 18, className: 'mt-px shrink-0' };
  switch (kind) {
    case 'gateway':
      return (
        <Icon {...size}>
          <rect x="3" y="12" width="18" height="8" rx="2" />
          <path d="M12 12V5M8.5 7.5a5 5 0 0 1 7 0M7 16h.01M11 16h.01" />
        </Icon>
      );
    case 'charger':
      return (
        <Icon {...size}>
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="m13 6-4 6h6l-4 6" />
        </Icon>
      );
    case 'port':
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

/** What a node card shows and where it stands in the tree. */
export interface TopologyCardProps {
  readonly kind: TopologyNodeKind;
  readonly label: string;
  readonly sublabel: string | null;
  readonly tone: StateTone;
  /** The node's key (`kind:id`), kept as `data-key` for the tree's keyboard handling. */
  readonly nodeKey: string;
  /** Its depth (1 the gateway), its place among its siblings (from 1) and their number: aria-level, -posinset, -setsize. */
  readonly level: number;
  readonly position: number;
  readonly siblings: number;
  /** Whether it is the tree's one Tab stop (tabindex 0; the others -1). */
  readonly tabStop: boolean;
  readonly elementRef: (element: HTMLDivElement | null) => void;
  readonly onClick: () => void;
}

/**
 * One node of the charge system tree: a tree item drawn as a card in its tone's colours (the status
 * pill palette, offline dashed, rules 11.8) with the kind's icon, the label and the second line at
 * full size, wrapped, never cut off (the text carries the state; colour is never the only cue).
 * The tree items are not nested in the DOM (their place in the tree is aria-level, -posinset and
 * -setsize), so each is named by its own text only: "label, second line". The comma is inline
 * text of no size, not `sr-only` (an absolutely placed span counts as a block, and browsers then
 * name it "label , second line").
 */
export const TopologyCard = ({ kind, label, sublabel, tone, nodeKey, level, position, siblings, tabStop, elementRef, onClick }: TopologyCardProps) => {
  const second = sublabel === null || sublabel === '' ? null : sublabel;
  return (
    <div
      ref={elementRef}
      role="treeitem"
      data-key={nodeKey}
      data-tone={tone}
      tabIndex={tabStop ? 0 : -1}
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      onClick={onClick}
      className={clsx('yf-topology-card flex cursor-pointer items-start gap-2 rounded-lg border-2 px-3 py-2 shadow-sm', NODE_TONE_CLASSES[tone])}
    >
      <KindIcon kind={kind} />
      <div className="min-w-0 flex-1 leading-snug">
        <p className="text-sm font-semibold [overflow-wrap:anywhere]">
          <span>{label}</span>
          {second === null ? null : <span className="text-[0px]">,</span>}
        </p>
        {second === null ? null : <p className="mt-0.5 text-xs [overflow-wrap:anywhere]">{second}</p>}
      </div>
      <span aria-hidden="true" className={clsx('mt-1 size-2.5 shrink-0 rounded-full', DOT_TONE_CLASSES[tone])} />
    </div>
  );
};
