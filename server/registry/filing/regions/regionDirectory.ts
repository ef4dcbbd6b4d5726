import type { Db } from '../../../db/database';

/** A region and what the picker shows under it (spec 001 section 7.1, getAddressList). */
export interface RegionNode {
  xzqdm: string;
  xzqmc: string;
}

export interface RegionList extends RegionNode {
  cityxzq: Array<RegionNode & { districtxzq: RegionNode[] }>;
}

const node = (row: { value: string; name: string }): RegionNode => ({ xzqdm: row.value, xzqmc: row.name });

/** The registry's region list, read (seeded by seedRegions). */
export function createRegionDirectory(db: Db) {
  const under = (parents: string[]) =>
    parents.length === 0 ? Promise.resolve([]) : db.selectFrom('registry_regions').selectAll().where('parent', 'in', parents).orderBy('seq').execute();

  return {
    /**
     * What the picker shows for a code: a province its cities, a city itself, each with its
     * districts; a district a list of itself alone. Undefined when the registry does not know it.
     */
    async list(xzqdm: string): Promise<RegionList | undefined> {
      const region = await db.selectFrom('registry_regions').selectAll().where('value', '=', xzqdm).orderBy('level').executeTakeFirst();
      if (!region) return undefined;
      const cities = region.level === 1 ? await under([region.value]) : [region];
      const districts = region.level === 3 ? [] : await under(cities.map((city) => city.value));
      return {
        ...node(region),
        cityxzq: cities.map((city) => ({ ...node(city), districtxzq: districts.filter((row) => row.parent === city.value).map(node) })),
      };
    },
  };
}
