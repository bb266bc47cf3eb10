import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Prng } from '../prng';
import type { ScaleTagIds } from './scale-machines';
import type { ScaleSite, ScaleWarehouse } from './scale-places';

/** The scale seed's tag groups; their names differ from the demo's (Crew, Site, Condition), so both live in one company. */
export const SCALE_TAG_GROUPS = { teams: 'Teams', sites: 'Job sites', regions: 'Regions', condition: 'Service state' } as const;

/**
 * Writes `count` tags (at least 4) in four groups: Service state ("Needs service", "New"), Regions
 * (one per metro in use, at most a tenth), Job sites (named after work sites) and Teams ("Dallas
 * Team 7"), about half each of the rest.
 * @returns the tag ids the machine builder hands out, and the number of tags written.
 */
export const insertScaleTags = async (
  trx: Kysely<Database>,
  rng: Prng,
  companyId: string,
  count: number,
  warehouses: readonly ScaleWarehouse[],
  sites: readonly ScaleSite[],
): Promise<{ ids: ScaleTagIds; tags: number; groups: number }> => {
  const cities = [...new Set(warehouses.map((w) => w.metro.city))];
  const regions = cities.slice(0, Math.max(1, Math.min(cities.length, Math.floor(count / 10))));
  const siteCount = Math.min(sites.length, Math.floor((count - 2 - regions.length) / 2));
  const teamCount = Math.max(0, count - 2 - regions.length - siteCount);
  const group = async (name: string, names: readonly string[]): Promise<string[]> => {
    const groupId = rng.uuid();
    await trx.insertInto('tag_groups').values({ id: groupId, company_id: companyId, name }).execute();
    const rows = names.map((tag) => ({ id: rng.uuid(), company_id: companyId, group_id: groupId, name: tag }));
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('tags')
        .values(rows.slice(i, i + 1000))
        .execute();
    return rows.map((r) => r.id);
  };
  const [needsService = '', isNew = ''] = await group(SCALE_TAG_GROUPS.condition, ['Needs service', 'New']);
  const regionIds = await group(SCALE_TAG_GROUPS.regions, regions);
  const siteIds = await group(
    SCALE_TAG_GROUPS.sites,
    sites.slice(0, siteCount).map((s, i) => `${s.name} ${i + 1}`),
  );
  const teamIds = await group(
    SCALE_TAG_GROUPS.teams,
    Array.from({ length: teamCount }, (_, i) => `${cities[i % cities.length] ?? 'Fleet'} Team ${Math.floor(i / cities.length) + 1}`),
  );
  return {
    ids: { crews: teamIds, sites: siteIds, regions: new Map(regions.map((city, i) => [city, regionIds[i] ?? ''])), needsService, isNew },
    tags: 2 + regions.length + siteCount + teamCount,
    groups: 4,
  };
};
