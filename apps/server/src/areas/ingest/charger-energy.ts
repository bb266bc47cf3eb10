import { sql, type Kysely } from 'kysely';
import { affectedDays, dayBounds, energyOfDay, type MeterReading } from '@yardfleet/domain/machines/energy-meter';
import type { PowerDatabase } from '../../db/power-schema';

const iso = (d: Date | string): string => (typeof d === 'string' ? new Date(d) : d).toISOString();

/**
 * Recomputes the energy days the newly stored readings can change (rules 11.6, decision 0009,
 * domain `energy-meter`), inside the ingest transaction, with the chargers' rows locked:
 * 1. the stored reading that follows each new one (one query for all chargers);
 * 2. `affectedDays`: the company-local day of each new reading and of its successor;
 * 3. for each (charger, day): that day's readings plus the one just before it (one query with a
 *    lateral join), summed with the domain's `energyOfDay`;
 * 4. upserts `charger_energy_days` and moves `chargers.energy_total_wh` by (new - old) of the
 *    recomputed days, so the historical total keeps the energy from before the first report.
 * `fresh` maps charger id -> its readings stored by this call. Days are in `timeZone` (the company's).
 */
export const recomputeEnergy = async (
  trx: Kysely<PowerDatabase>,
  companyId: string,
  timeZone: string,
  fresh: ReadonlyMap<string, readonly MeterReading[]>,
): Promise<void> => {
  const pairs = [...fresh.entries()].flatMap(([chargerId, readings]) => readings.map((r) => ({ chargerId, fixAt: r.fixAt })));
  if (pairs.length === 0) return;
  const next = await sql<{ charger_id: string; next_at: Date | string | null }>`select n.charger_id,
      (select min(r.fix_at) from charger_reports r where r.charger_id = n.charger_id and r.fix_at > n.fix_at) as next_at
    from unnest(${pairs.map((p) => p.chargerId)}::uuid[], ${pairs.map((p) => p.fixAt)}::timestamptz[]) as n(charger_id, fix_at)`.execute(trx);

  const days: { chargerId: string; day: string; start: string; end: string }[] = [];
  for (const [chargerId, readings] of fresh) {
    const freshTimes = new Set(readings.map((r) => Date.parse(r.fixAt)));
    const successors = next.rows
      .flatMap((row) => (row.charger_id === chargerId && row.next_at !== null ? [{ fixAt: iso(row.next_at) }] : []))
      .filter((s) => !freshTimes.has(Date.parse(s.fixAt)));
    for (const day of affectedDays(successors, readings, timeZone)) {
      const { start, end } = dayBounds(day, timeZone);
      days.push({ chargerId, day, start: start.toISOString(), end: end.toISOString() });
    }
  }
  if (days.length === 0) return;

  const read = await sql<{
    idx: string;
    fix_at: Date | string;
    meter_wh: number;
    meter_started_at: Date | string;
  }>`select d.idx::text as idx, r.fix_at, r.meter_wh, r.meter_started_at
    from unnest(${days.map((d) => d.chargerId)}::uuid[], ${days.map((d) => d.start)}::timestamptz[], ${days.map((d) => d.end)}::timestamptz[])
      with ordinality as d(charger_id, start_at, end_at, idx)
    cross join lateral (
      (select p.fix_at, p.meter_wh, p.meter_started_at from charger_reports p
        where p.charger_id = d.charger_id and p.fix_at < d.start_at order by p.fix_at desc limit 1)
      union all
      (select q.fix_at, q.meter_wh, q.meter_started_at from charger_reports q
        where q.charger_id = d.charger_id and q.fix_at >= d.start_at and q.fix_at < d.end_at)
    ) as r`.execute(trx);
  const readingsOf = new Map<number, MeterReading[]>();
  for (const row of read.rows) {
    const i = Number(row.idx) - 1;
    readingsOf.set(i, [...(readingsOf.get(i) ?? []), { fixAt: iso(row.fix_at), meterWh: Number(row.meter_wh), meterStartedAt: iso(row.meter_started_at) }]);
  }
  const sums = days.map((d, i) => energyOfDay(readingsOf.get(i) ?? [], d.day, timeZone));

  const old = await sql<{ charger_id: string; day: string; energy_wh: number }>`select e.charger_id, e.day, e.energy_wh from charger_energy_days e
    join unnest(${days.map((d) => d.chargerId)}::uuid[], ${days.map((d) => d.day)}::text[]) as d(charger_id, day)
      on e.charger_id = d.charger_id and e.day = d.day`.execute(trx);
  const oldOf = new Map(old.rows.map((row) => [`${row.charger_id}|${row.day}`, Number(row.energy_wh)]));
  await sql`insert into charger_energy_days (charger_id, company_id, day, energy_wh)
    select u.charger_id, ${companyId}::uuid, u.day, u.energy_wh
    from unnest(${days.map((d) => d.chargerId)}::uuid[], ${days.map((d) => d.day)}::text[], ${sums}::double precision[]) as u(charger_id, day, energy_wh)
    on conflict (charger_id, day) do update set energy_wh = excluded.energy_wh`.execute(trx);

  const change = new Map<string, number>();
  days.forEach((d, i) => {
    change.set(d.chargerId, (change.get(d.chargerId) ?? 0) + (sums[i] ?? 0) - (oldOf.get(`${d.chargerId}|${d.day}`) ?? 0));
  });
  const moved = [...change.entries()].filter(([, delta]) => delta !== 0);
  if (moved.length === 0) return;
  await sql`update chargers as c set energy_total_wh = greatest(0, c.energy_total_wh + u.delta)
    from unnest(${moved.map(([id]) => id)}::uuid[], ${moved.map(([, delta]) => delta)}::double precision[]) as u(id, delta)
    where c.id = u.id`.execute(trx);
};
