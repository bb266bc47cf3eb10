import type { EquipmentId } from '@yardfleet/domain/entities/ids';

/** Props of the service and maintenance section of the equipment detail (issue 5 item 2). */
export interface MaintenanceSectionProps {
  readonly equipmentId: EquipmentId;
  /** Current engine hours of the machine (hours), the default runtime of a new log. */
  readonly engineHours: number;
  /** True when the role may change fleet data (domain `can(role, 'fleet.edit')`). */
  readonly canEdit: boolean;
}

/** Placeholder: replaced by the maintenance log and reminder plan section. */
export const MaintenanceSection = (_props: MaintenanceSectionProps) => null;
