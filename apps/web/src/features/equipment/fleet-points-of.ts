import { POSITION_SCALE, inventoryStatusOfCode, type EquipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import type { FleetPoints } from '@yardfleet/ui/map/fleet-map';
import { INVENTORY_TONES } from '../../shared/i18n/equipment-words';

/**
 * The answer's columns as the map's points (decision 0015): fixed-point coordinates to degrees in
 * typed arrays, status codes to tones, names as labels; one pass, no object per machine.
 */
export const fleetPointsOf = (machines: EquipmentPositions): FleetPoints => {
  const n = machines.lat.length;
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const tones = new Array<FleetPoints['tones'][number]>(n);
  for (let i = 0; i < n; i += 1) {
    lat[i] = (machines.lat[i] ?? 0) / POSITION_SCALE;
    lng[i] = (machines.lng[i] ?? 0) / POSITION_SCALE;
    const status = inventoryStatusOfCode(machines.inventory.charAt(i));
    tones[i] = status === undefined ? 'gray' : INVENTORY_TONES[status];
  }
  return { ids: machines.ids, labels: machines.names, lat, lng, tones };
};
