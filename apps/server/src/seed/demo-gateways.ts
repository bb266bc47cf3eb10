import type { NewGateway } from '../db/schema';
import type { Prng } from './prng';

/** A demo gateway row, its id drawn up front so chargers, phones and site names can refer to it. */
export type DemoGateway = NewGateway & { id: string };

/**
 * The demo's gateway rows and the function that adds one. `add(companyId, kind, model, at,
 * warehouseId, minutesAgo, deleted?, draw?)` draws the gateway's id, serial number and firmware
 * from `draw` (default `rng`, in that order, so the seed stays reproducible), places it at `at`
 * (null = no position), marks it last connected `minutesAgo` minutes before `now` (online under
 * 10 minutes, else offline), deleted 40 days ago when `deleted`, appends the row to `rows` and
 * returns its id.
 */
export const demoGateways = (rng: Prng, now: Date) => {
  const rows: DemoGateway[] = [];
  const add = (
    companyId: string,
    kind: NewGateway['kind'],
    model: string,
    at: { lat: number; lng: number } | null,
    warehouseId: string | null,
    minutesAgo: number,
    deleted = false,
    draw = rng,
  ): string => {
    const id = draw.uuid();
    rows.push({
      id,
      company_id: companyId,
      warehouse_id: warehouseId,
      kind,
      model,
      serial_number: `${model.replace(/[^A-Za-z0-9]/g, '').slice(0, 4)}-2024-${String(draw.int(100_000, 999_999))}`,
      firmware_version: draw.pick(['3.1.0', '3.2.2', '3.3.0']),
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      last_connected_at: new Date(now.getTime() - minutesAgo * 60_000),
      online_status: minutesAgo < 10 ? 'online' : 'offline',
      deleted_at: deleted ? new Date(now.getTime() - 40 * 86_400_000) : null,
    });
    return id;
  };
  return { rows, add };
};
