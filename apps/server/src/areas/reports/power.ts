import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { PowerReportRow, reportPower, type ReportFilters, type ReportPeriod, type ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { chargeSystemName } from '@yardfleet/domain/machines/power-summary';
import { kwhForDisplay, periodDailyAverageWh, powerTotals } from '@yardfleet/domain/reports/totals';
import { powerDb } from '../../db/power-schema';
import type { Database } from '../../db/schema';
import type { Answer } from '../../http/answers';
import { asContract, periodWindow, ROWS_PER_CHUNK, warehouseFilterId, type PeriodWindow, type ReportColumn, type ReportScope } from './scope';

/**
 * The charger power consumption report (rules 10.5), for full-version and
 * power-only companies alike: each charger of the company (ordered by name, serial number, id) with
 * its charge system (its gateway when that is a live charger gateway of the company, named by the
 * domain's `chargeSystemName`; none: null and ''), its energy over the period's company-local days
 * (`charger_energy_days`, Wh) and the daily average over every day of the period; the energy of all
 * of them per day (every day, zeros included), the total and the daily average (domain `powerTotals`).
 * Filter: `warehouseId` = the chargers at that warehouse (an unknown or foreign id: none);
 * tag and category do not apply to chargers.
 */

export type PowerReport = ResponseOf<typeof reportPower>;

const chargersOf = (db: Kysely<Database>, scope: ReportScope, filters: ReportFilters) => {
  const warehouseId = warehouseFilterId(filters);
  return powerDb(db)
    .selectFrom('chargers as c')
    .where('c.company_id', '=', scope.companyId)
    .$if(warehouseId === false, (q) => q.where(sql<boolean>`false`))
    .$if(typeof warehouseId === 'string', (q) => q.where(sql<boolean>`c.warehouse_id = ${warehouseId}::uuid`));
};

type ChargerRow = {
  id: string;
  name: string;
  serial_number: string;
  system_id: string | null;
  gateway_serial: string | null;
  site_name: string | null;
  warehouse_name: string | null;
  total_wh: number;
};

const rowsQuery = (
  db: Kysely<Database>,
  scope: ReportScope,
  window: PeriodWindow,
  filters: ReportFilters,
  after: { name: string; serial: string; id: string } | null,
) => {
  const [from = '', to = ''] = [window.days[0], window.days.at(-1)];
  return chargersOf(db, scope, filters)
    .leftJoin('gateways as g', (j) =>
      j.onRef('g.id', '=', 'c.gateway_id').onRef('g.company_id', '=', 'c.company_id').on('g.kind', '=', 'charger_gateway').on('g.deleted_at', 'is', null),
    )
    .leftJoin('warehouses as w', (j) => j.onRef('w.id', '=', 'g.warehouse_id').onRef('w.company_id', '=', 'g.company_id'))
    .select([
      'c.id',
      'c.name',
      'c.serial_number',
      'g.id as system_id',
      'g.serial_number as gateway_serial',
      'g.site_name',
      'w.name as warehouse_name',
      sql<number>`coalesce((select sum(x.energy_wh) from charger_energy_days x where x.charger_id = c.id and x.company_id = c.company_id and x.day >= ${from} and x.day <= ${to}), 0)::float8`.as(
        'total_wh',
      ),
    ])
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(c.name, c.serial_number, c.id) > (${after?.name ?? ''}, ${after?.serial ?? ''}, ${after?.id ?? ''}::uuid)`),
    )
    .orderBy('c.name')
    .orderBy('c.serial_number')
    .orderBy('c.id');
};

const toRow = (r: ChargerRow, dayCount: number): PowerReportRow =>
  asContract(PowerReportRow, {
    chargerId: r.id,
    name: r.name,
    serialNumber: r.serial_number,
    systemId: r.system_id,
    systemName:
      r.system_id === null ? '' : chargeSystemName({ warehouseName: r.warehouse_name, siteName: r.site_name, gatewaySerialNumber: r.gateway_serial ?? '' }),
    totalWh: Number(r.total_wh),
    dailyAverageWh: periodDailyAverageWh(Number(r.total_wh), dayCount),
  });

/**
 * The power report of `request.period` (or the 1170010001 `{ period }` answer for a bad period):
 * page `request.page` of the chargers, their number, every day's energy of all of them, the total
 * and the daily average (Wh).
 */
export const queryPowerReport = async (db: Kysely<Database>, scope: ReportScope, request: ReportRequest): Promise<E.Either<Answer<never>, PowerReport>> => {
  const window = periodWindow(request.period, scope.timeZone);
  if (E.isLeft(window)) return window;
  const { days } = window.right;
  const [from = '', to = ''] = [days[0], days.at(-1)];
  const [page, counted, byDay] = await Promise.all([
    rowsQuery(db, scope, window.right, request.filters, null)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
    chargersOf(db, scope, request.filters)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    powerDb(db)
      .selectFrom('charger_energy_days as x')
      .select(['x.day', sql<number>`sum(x.energy_wh)::float8`.as('wh')])
      .where('x.company_id', '=', scope.companyId)
      .where('x.day', '>=', from)
      .where('x.day', '<=', to)
      .where('x.charger_id', 'in', chargersOf(db, scope, request.filters).select('c.id'))
      .groupBy('x.day')
      .execute(),
  ]);
  const totals = powerTotals(days, new Map(byDay.map((d) => [d.day, Number(d.wh)])));
  return E.right(asContract(reportPower.response, { rows: page.map((r) => toRow(r, days.length)), total: Number(counted.n), ...totals }));
};

/**
 * Every charger row of the power report of `period` in the screen's order, `ROWS_PER_CHUNK` per
 * query (keyset on name, serial number, id). @throws Error when the period is not valid.
 */
export async function* powerReportRows(db: Kysely<Database>, scope: ReportScope, period: ReportPeriod, filters: ReportFilters): AsyncGenerator<PowerReportRow> {
  const window = periodWindow(period, scope.timeZone);
  if (E.isLeft(window)) throw new Error(`report period ${period.from}..${period.to} is not valid`);
  let after: { name: string; serial: string; id: string } | null = null;
  for (;;) {
    const chunk: ChargerRow[] = await rowsQuery(db, scope, window.right, filters, after).limit(ROWS_PER_CHUNK).execute();
    for (const r of chunk) yield toRow(r, window.right.days.length);
    const last = chunk.at(-1);
    if (chunk.length < ROWS_PER_CHUNK || last === undefined) return;
    after = { name: last.name, serial: last.serial_number, id: last.id };
  }
}

/** The power export's columns: charger, serial number, charge system, total and daily average in kWh with one decimal (as the screen shows them). */
export const POWER_COLUMNS: readonly ReportColumn<PowerReportRow>[] = [
  { key: 'report.column.chargerName', value: (r) => r.name },
  { key: 'report.column.serialNumber', value: (r) => r.serialNumber },
  { key: 'report.column.systemName', value: (r) => r.systemName },
  { key: 'report.column.totalKwh', value: (r) => kwhForDisplay(r.totalWh) },
  { key: 'report.column.dailyAverageKwh', value: (r) => kwhForDisplay(r.dailyAverageWh) },
];
