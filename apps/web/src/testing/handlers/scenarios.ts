import type { HttpHandler } from 'msw';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { adminUser } from '../fixtures/users';
import { accountHandlers } from './account';
import { alertHandlers } from './alerts';
import { authHandlers } from './auth';
import { dealerHandlers } from './dealers';
import { equipmentHandlers } from './equipment';
import { equipmentDetailHandlers } from './equipment-detail';
import { equipmentOverviewHandlers } from './equipment-overview';
import { geocodeHandlers } from './geocode';
import { equipmentPositionsHandlers } from './equipment-positions';
import { gatewayHandlers } from './gateways';
import { maintenanceHandlers } from './maintenance';
import { mapHandlers } from './map';
import { notificationHandlers } from './notifications';
import { peopleHandlers } from './people';
import { personalHandlers } from './personal';
import { powerHandlers } from './power';
import { reportHandlers } from './reports';
import { reportScheduleHandlers } from './report-schedules';
import { securityLogHandlers } from './security-log';
import { tagArea } from './tag-admin';
import { warehouseHandlers } from './warehouses';

/** The state the equipment list endpoint answers in a scenario. */
export type ListState = 'populated' | 'empty' | 'httpError' | 'loading';

export interface ScenarioOptions {
  /** Who `login/info` answers (default the full-version admin). */
  readonly user?: UserInfo;
  /** How the equipment list answers (default populated). */
  readonly equipment?: ListState;
  /** How the tag list answers (default populated). */
  readonly tags?: ListState;
}

/**
 * A whole fake server for one story or test: auth for `user`, the equipment list and the tag list
 * in the requested states, and the account, people and personal calls answering as a
 * working server, the power area's four charge systems, the inventory home overview
 * (empty with an empty equipment list), the three fixture report schedules and the four reports of
 * /report, the twelve fixture dealers of /dealer, the fixture gateways of /gateway (reset
 * and delete allowed by `user`'s role), the fixture security log (readable by an admin `user` only), the fixture alerts and alert
 * rules (changed as `user`'s role may; testing/fixtures/alerts.ts). Put overrides first in a handler list to win over these.
 */
export const scenario = ({ user = adminUser, equipment = 'populated', tags = 'populated' }: ScenarioOptions = {}): HttpHandler[] => [
  ...authHandlers(user),
  equipmentHandlers[equipment](),
  ...equipmentDetailHandlers.working({ user }),
  ...tagArea(tags),
  ...accountHandlers(),
  ...peopleHandlers.populated(),
  ...personalHandlers(user),
  ...warehouseHandlers.populated(),
  ...geocodeHandlers.working(),
  ...maintenanceHandlers.working(),
  mapHandlers.offline(),
  equipmentPositionsHandlers.populated(),
  ...powerHandlers.populated(),
  equipment === 'empty' ? equipmentOverviewHandlers.empty() : equipmentOverviewHandlers.populated(),
  ...reportScheduleHandlers.working({ user }),
  ...reportHandlers.populated(user),
  ...dealerHandlers.populated(),
  ...gatewayHandlers.populated({ user }),
  ...notificationHandlers.unread(),
  ...securityLogHandlers.populated({ user }),
  ...alertHandlers.working(user),
];
