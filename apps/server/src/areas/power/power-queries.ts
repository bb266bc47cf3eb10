import { sql, type Kysely } from 'kysely';
import type { ChargeState } from '@yardfleet/domain/entities/charger';
import { energyPeriod } from '@yardfleet/domain/machines/power-summary';
import { gatewayDb } from '../../db/gateway-schema';
import type { Database } from '../../db/schema';

/**
 * The rows behind the power reads (rules 11; contract endpoints/power.ts), read with a fixed handful
 * of queries whatever the number of chargers: the company's time zone, its charger gateways (with
 * their warehouse), its chargers, their port rows (with the battery on each), the batteries that
 * sit on ports by their own `charger_id` / `port_number` (chargers without port rows yet), and the
 * energy per charger of today, this month and since its first day. Every query filters by the
 * caller's company; `gatewayId` narrows everything to one charge system.
 */

/** A charger gateway of the company, with the warehouse it stands at (company-scoped join). */
export interface GatewayRow {
  readonly id: string;
  readonly serial_number: string;
  readonly model: string;
  readonly firmware_version: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly last_connected_at: Date | null;
  /** Set by a gateway reset until the next bind (rules 14.5). */
  readonly reset_at: Date | string | null;
  readonly site_name: string | null;
  readonly warehouse_id: string | null;
  readonly warehouse_name: string | null;
  readonly warehouse_lat: number | null;
  readonly warehouse_lng: number | null;
}

export interface ChargerRow {
  readonly id: string;
  readonly gateway_id: string | null;
  readonly name: string;
  readonly model: string;
  readonly serial_number: string;
  readonly firmware_version: string;
  readonly port_count: number;
  /** Energy charged since installation, Wh. */
  readonly energy_total_wh: number;
  readonly installed_at: Date;
  readonly last_report_at: Date | string | null;
  readonly error_code: string | null;
}

/** A battery as the views need it (Wh, %), with the charger port it says it sits on (null: none). */
export interface BatteryRow {
  readonly id: string;
  readonly charger_id: string | null;
  readonly port_number: number | null;
  readonly serial_number: string;
  readonly model: string;
  readonly kind: 'portable' | 'high_capacity';
  readonly legacy: boolean;
  readonly state: ChargeState;
  readonly charge_pct: number;
  readonly capacity_wh: number;
  readonly max_capacity_pct: number;
  readonly cycle_count: number;
  readonly optimization_active: boolean;
  readonly error_code: string | null;
}

/** A stored port of `charger_ports`; `battery_id` names the battery on it (null: none known). */
export interface PortRow {
  readonly charger_id: string;
  readonly port_number: number;
  readonly state: ChargeState;
  /** Charging power, W. */
  readonly power_w: number;
  readonly error_code: string | null;
  readonly state_at: Date | string | null;
  readonly battery_id: string | null;
}

/** A charger's energy (Wh) today and this month (company-local), and its first day with energy (YYYY-MM-DD). */
export interface EnergyRow {
  readonly todayWh: number;
  readonly monthWh: number;
  readonly firstDay: string | null;
}

export interface PowerRows {
  /** The company's IANA time zone (rules 1.7). */
  readonly timeZone: string;
  /** `today` and `monthStart` (YYYY-MM-DD) in that time zone. */
  readonly today: string;
  readonly gateways: readonly GatewayRow[];
  readonly chargers: readonly ChargerRow[];
  readonly ports: readonly PortRow[];
  /** The batteries named by the port rows and those that say they sit on a port in scope, by id. */
  readonly batteries: ReadonlyMap<string, BatteryRow>;
  /** Per charger id; chargers without energy rows are missing. */
  readonly energy: ReadonlyMap<string, EnergyRow>;
}

/**
 * The power rows of `companyId` at `now` (the whole company, or the charge system `gatewayId`), or
 * null when the company is unknown, or `gatewayId` names no charger gateway of it (missing,
 * deleted, another kind or another company's alike). `gatewayId` must already be a row id.
 */
export const loadPowerRows = async (db: Kysely<Database>, companyId: string, now: Date, gatewayId?: string): Promise<PowerRows | null> => {
  // gatewayDb: the power tables and the gateway columns (reset_at) of gateway-schema.ts.
  const pdb = gatewayDb(db);
  const company = await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirst();
  if (!company) return null;
  const { today, monthStart } = energyPeriod(now, company.time_zone);

  let gatewaysQuery = pdb
    .selectFrom('gateways')
    .leftJoin('warehouses', (j) => j.onRef('warehouses.id', '=', 'gateways.warehouse_id').onRef('warehouses.company_id', '=', 'gateways.company_id'))
    .select([
      'gateways.id',
      'gateways.serial_number',
      'gateways.model',
      'gateways.firmware_version',
      'gateways.lat',
      'gateways.lng',
      'gateways.last_connected_at',
      'gateways.reset_at',
      'gateways.site_name',
      'warehouses.id as warehouse_id',
      'warehouses.name as warehouse_name',
      'warehouses.lat as warehouse_lat',
      'warehouses.lng as warehouse_lng',
    ])
    .where('gateways.company_id', '=', companyId)
    .where('gateways.kind', '=', 'charger_gateway')
    .where('gateways.deleted_at', 'is', null);
  if (gatewayId !== undefined) gatewaysQuery = gatewaysQuery.where('gateways.id', '=', gatewayId);
  const gateways = await gatewaysQuery.execute();
  if (gatewayId !== undefined && gateways.length === 0) return null;

  // The chargers in scope: the company's, or the system's. Every other query narrows to them.
  const inScope = pdb
    .selectFrom('chargers')
    .select('chargers.id')
    .where('chargers.company_id', '=', companyId)
    .$if(gatewayId !== undefined, (q) => q.where('chargers.gateway_id', '=', gatewayId ?? ''));

  const portsInScope = pdb.selectFrom('charger_ports').where('charger_ports.company_id', '=', companyId).where('charger_ports.charger_id', 'in', inScope);

  const [chargers, ports, batteries, energy] = await Promise.all([
    pdb
      .selectFrom('chargers')
      .select([
        'id',
        'gateway_id',
        'name',
        'model',
        'serial_number',
        'firmware_version',
        'port_count',
        'energy_total_wh',
        'installed_at',
        'last_report_at',
        'error_code',
      ])
      .where('id', 'in', inScope)
      .execute(),
    portsInScope.select(['charger_id', 'port_number', 'state', 'power_w', 'error_code', 'state_at', 'battery_id']).execute(),
    pdb
      .selectFrom('batteries')
      .select([
        'id',
        'charger_id',
        'port_number',
        'serial_number',
        'model',
        'kind',
        'legacy',
        'state',
        'charge_pct',
        'capacity_wh',
        'max_capacity_pct',
        'cycle_count',
        'optimization_active',
        'error_code',
      ])
      .where('company_id', '=', companyId)
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            portsInScope.select('charger_ports.battery_id').where('charger_ports.battery_id', 'is not', null).$narrowType<{ battery_id: string }>(),
          ),
          eb.and([eb('charger_id', 'in', inScope), eb('port_number', 'is not', null)]),
        ]),
      )
      .execute(),
    pdb
      .selectFrom('charger_energy_days')
      .select([
        'charger_id',
        sql<number>`coalesce(sum(energy_wh) filter (where day = ${today}), 0)::float8`.as('today_wh'),
        sql<number>`coalesce(sum(energy_wh) filter (where day >= ${monthStart} and day <= ${today}), 0)::float8`.as('month_wh'),
        sql<string | null>`min(day)`.as('first_day'),
      ])
      .where('company_id', '=', companyId)
      .$if(gatewayId !== undefined, (q) => q.where('charger_id', 'in', inScope))
      .groupBy('charger_id')
      .execute(),
  ]);

  return {
    timeZone: company.time_zone,
    today,
    gateways,
    chargers,
    ports,
    batteries: new Map(batteries.map((b) => [b.id, b])),
    energy: new Map(energy.map((e) => [e.charger_id, { todayWh: Number(e.today_wh), monthWh: Number(e.month_wh), firstDay: e.first_day }])),
  };
};
