/**
 * The cells every screen draws alike for a machine or a device: its name linking to its detail, its
 * tags, its inventory and online status. Table columns (the equipment list, the reports) and detail
 * pages use them, so a status reads and looks the same on every screen.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { Badge, StatusPill } from '@yardfleet/ui/status-pill';
import { INVENTORY_TONES, inventoryStatusMessages, onlineStatusMessages } from './i18n/equipment-words';

/** A machine's name as the link to its detail page, /equipment/:id (rules 2.11). */
export const EquipmentLink = ({ id, name }: { readonly id: string; readonly name: string }) => (
  <Link
    to={`/equipment/${id}`}
    className="font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
  >
    {name}
  </Link>
);

/** A machine's tags as badges that wrap; `endInCard`: right-aligned in a phone's card (below 992 px), as the card's values are. */
export const TagBadges = ({ tags, endInCard = false }: { readonly tags: readonly Tag[]; readonly endInCard?: boolean }) => (
  <div className={endInCard ? 'flex max-w-56 flex-wrap gap-1 max-lg:justify-end' : 'flex max-w-56 flex-wrap gap-1'}>
    {tags.map((tag) => (
      <Badge key={tag.id}>{tag.name}</Badge>
    ))}
  </div>
);

/** The inventory status pill (rules 4.2), in the status's colour (`INVENTORY_TONES`). */
export const InventoryStatusPill = ({ status }: { readonly status: InventoryStatus }) => {
  const intl = useIntl();
  return <StatusPill tone={INVENTORY_TONES[status]}>{intl.formatMessage(inventoryStatusMessages[status])}</StatusPill>;
};

/** The online status pill of a machine, a charger or a gateway: green online, grey offline. */
export const OnlineStatusPill = ({ status }: { readonly status: OnlineStatus }) => {
  const intl = useIntl();
  return <StatusPill tone={status === 'online' ? 'green' : 'gray'}>{intl.formatMessage(onlineStatusMessages[status])}</StatusPill>;
};
